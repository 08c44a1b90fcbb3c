import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(organizerTexts);

const EnterDecklist_Submit = graphql(`
  mutation EnterDecklist_Submit($input: SubmitDecklistInput!) {
    submitDecklist(input: $input) { id hasDecklist }
  }
`);

/**
 * The organizer types in the deck code of a player who handed in a list on paper or registered
 * late (TR 9.3): the list is due before the player's first round, and pairing waits for it.
 */
export function EnterDecklist({ eventId, player, onSaved }: { readonly eventId: string; readonly player: { readonly id: string; readonly displayName: string }; onSaved(): void }) {
  const [deckCode, setDeckCode] = useState('');
  const [, submit] = useMutation(EnterDecklist_Submit);
  const action = useAction();
  const id = `deck-${player.id}`;
  async function save(event: FormEvent) {
    event.preventDefault();
    const data = await action.run(() => submit({ input: { tournamentId: eventId, playerId: player.id, deckCode: deckCode.trim() } }));
    if (data) onSaved();
  }
  return (
    <form ref={action.formRef} onSubmit={(event) => void save(event)} className="row" aria-label={t('deck.enterFor', { name: player.displayName })}>
      <label className="visually-hidden" htmlFor={id}>
        {t('deck.codeFor', { name: player.displayName })}
      </label>
      <input id={id} autoComplete="off" spellCheck={false} value={deckCode} onChange={(e) => setDeckCode(e.target.value)} style={{ width: '12rem' }} />
      <button type="submit" className="secondary" disabled={action.pending || !deckCode.trim()}>
        {t('deck.save')}
      </button>
      <FormMessage error={action.formError} />
    </form>
  );
}
