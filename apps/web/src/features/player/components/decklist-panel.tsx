import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(playerTexts);

const DecklistPanel_Submit = graphql(`
  mutation DecklistPanel_Submit($input: SubmitDecklistInput!) {
    submitDecklist(input: $input) {
      id
      hasDecklist
      decklist { deckCode chosenChampion chosenChampionCard { cardCode name } submittedAt cards { cardCode count name } }
    }
  }
`);

export interface ShownDecklist {
  readonly deckCode?: string | null;
  readonly chosenChampion?: string | null;
  readonly chosenChampionCard?: { readonly cardCode: string; readonly name?: string | null } | null;
  readonly cards: readonly { readonly cardCode: string; readonly count: number; readonly name?: string | null }[];
}

/** The decoded list as the server stored it: the player checks what the code turned into. */
export function DecodedList({ decklist }: { readonly decklist: ShownDecklist }) {
  const total = decklist.cards.reduce((sum, card) => sum + card.count, 0);
  return (
    <>
      {decklist.chosenChampion ? <p>{t('deck.championLine', { card: cardLabel(decklist.chosenChampionCard ?? { cardCode: decklist.chosenChampion }) })}</p> : null}
      {decklist.deckCode ? <p className="muted" style={{ wordBreak: 'break-all' }}>{t('deck.codeLine', { code: decklist.deckCode })}</p> : null}
      <table data-testid="decoded-list">
        <caption>
          {t('deck.caption')} ({total})
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('deck.col.count')}</th>
            <th scope="col">{t('deck.col.card')}</th>
          </tr>
        </thead>
        <tbody>
          {decklist.cards.map((card) => (
            <tr key={card.cardCode}>
              <td>{card.count}</td>
              <th scope="row">{cardLabel(card)}</th>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** A card as a person reads it: its name with its code, or the code alone when the catalog lacks it. */
function cardLabel(card: { readonly cardCode: string; readonly name?: string | null }): string {
  return card.name ? `${card.name} (${card.cardCode})` : card.cardCode;
}

/** Submit a deck code or a pasted list; the decoded list shows right after. */
export function DecklistPanel({ eventId, playerId, decklist, locked }: { readonly eventId: string; readonly playerId: string; readonly decklist: ShownDecklist | null; readonly locked: boolean }) {
  const [kind, setKind] = useState<'code' | 'list'>('code');
  const [deckCode, setDeckCode] = useState('');
  const [list, setList] = useState('');
  const [saved, setSaved] = useState(false);
  const [, submitDecklist] = useMutation(DecklistPanel_Submit);
  // The server reads the pasted text with the card catalog (names or codes, with section headings).
  const action = useAction((error) =>
    error.code === 'DECKLIST.INVALID_CODE' ? 'deckCode' : kind === 'list' && (error.code.startsWith('DECK_TEXT.') || error.code === 'DECKLIST.INVALID_TEXT') ? 'list' : null,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const input = kind === 'code' ? { tournamentId: eventId, playerId, deckCode: deckCode.trim() } : { tournamentId: eventId, playerId, deckText: list };
    const data = await action.run(() => submitDecklist({ input }));
    if (data) setSaved(true);
  }

  return (
    <section aria-labelledby="deck-heading">
      <h2 id="deck-heading">{t('deck.title')}</h2>
      {decklist ? <DecodedList decklist={decklist} /> : <p>{t('deck.missing')}</p>}
      {locked ? (
        <p className="muted">{t('deck.locked')}</p>
      ) : (
        <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate>
          <fieldset>
            <legend>{t('deck.kind')}</legend>
            <label className="choice">
              <input type="radio" name="deck-kind" checked={kind === 'code'} onChange={() => setKind('code')} />
              {t('deck.kind.code')}
            </label>
            <label className="choice">
              <input type="radio" name="deck-kind" checked={kind === 'list'} onChange={() => setKind('list')} />
              {t('deck.kind.list')}
            </label>
          </fieldset>
          {kind === 'code' ? (
            <Field label={t('deck.code')} hint={t('deck.codeHint')} error={action.fieldErrors['deckCode']}>
              <input name="deckCode" autoComplete="off" spellCheck={false} value={deckCode} onChange={(e) => setDeckCode(e.target.value)} style={{ width: '100%' }} />
            </Field>
          ) : (
            <>
              <Field label={t('deck.list')} hint={t('deck.listHint')} error={action.fieldErrors['list']}>
                <textarea name="list" spellCheck={false} rows={12} value={list} onChange={(e) => setList(e.target.value)} />
              </Field>
            </>
          )}
          <FormMessage error={action.formError} success={saved ? t('deck.submitted') : null} />
          <button type="submit" disabled={action.pending}>
            {t('deck.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
