import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { type BanRow, type FormatForm, formatSets, type PreconstructedRow } from '../core/settings-form.js';

const t = textsOf(organizerTexts);

/**
 * The format decklists are checked against (TR 2026-07-16 601.3): Standard, or the organizer's
 * own (id, name, legal sets, banned cards with the day each ban starts, sideboard size), and for
 * either the preconstructed products that may keep banned cards at a casual event (601.2.d.2).
 * The server checks the format and names what is wrong (`error`).
 */
export function FormatFieldset({ format, onChange, error }: { readonly format: FormatForm; onChange(format: FormatForm): void; readonly error?: string | undefined }) {
  const change = (part: Partial<FormatForm>) => onChange({ ...format, ...part });
  return (
    <fieldset>
      <legend>{t('create.format')}</legend>
      <label className="choice">
        <input type="radio" name="format-kind" checked={format.kind === 'standard'} onChange={() => change({ kind: 'standard' })} />
        {t('create.format.standard')}
      </label>
      <label className="choice">
        <input type="radio" name="format-kind" checked={format.kind === 'custom'} onChange={() => change({ kind: 'custom' })} />
        {t('create.format.custom')}
      </label>
      {format.kind === 'custom' ? <CustomFormat format={format} change={change} /> : null}
      <PreconstructedDecks decks={format.preconstructedDecks} onChange={(preconstructedDecks) => change({ preconstructedDecks })} />
      <FormMessage error={error ?? null} />
    </fieldset>
  );
}

function CustomFormat({ format, change }: { readonly format: FormatForm; change(part: Partial<FormatForm>): void }) {
  const setBan = (index: number, ban: BanRow) => change({ bans: format.bans.map((entry, n) => (n === index ? ban : entry)) });
  return (
    <div data-testid="custom-format">
      <div className="row fields">
        <Field label={t('create.formatId')} hint={t('create.formatIdHint')}>
          <input name="formatId" autoComplete="off" spellCheck={false} maxLength={64} value={format.id} onChange={(e) => change({ id: e.target.value })} />
        </Field>
        <Field label={t('create.formatName')}>
          <input name="formatName" maxLength={100} value={format.name} onChange={(e) => change({ name: e.target.value })} />
        </Field>
      </div>
      <fieldset>
        <legend>{t('create.formatSets')}</legend>
        {formatSets.map((set) => (
          <label key={set} className="choice">
            <input
              type="checkbox"
              checked={format.sets.includes(set)}
              onChange={(e) => change({ sets: e.target.checked ? [...format.sets, set] : format.sets.filter((other) => other !== set) })}
            />
            {t(`create.set.${set}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('create.sideboardSize')} hint={t('create.sideboardSizeHint')}>
        <input name="sideboardSize" type="number" min={0} max={40} inputMode="numeric" style={{ width: '6rem' }} value={format.sideboardSize} onChange={(e) => change({ sideboardSize: e.target.value })} />
      </Field>
      <fieldset>
        <legend>{t('create.bans')}</legend>
        {format.bans.length === 0 ? <p className="muted">{t('create.bansEmpty')}</p> : null}
        {format.bans.map((ban, index) => (
          <div key={index} className="entry">
            <div className="row fields">
              <Field label={t('create.banCard', { n: index + 1 })}>
                <input autoComplete="off" value={ban.card} onChange={(e) => setBan(index, { ...ban, card: e.target.value })} />
              </Field>
              <Field label={t('create.banFrom', { n: index + 1 })}>
                <input type="date" value={ban.from} onChange={(e) => setBan(index, { ...ban, from: e.target.value })} />
              </Field>
            </div>
            <button type="button" className="secondary" onClick={() => change({ bans: format.bans.filter((_, n) => n !== index) })}>
              {t('create.banRemove', { n: index + 1 })}
            </button>
          </div>
        ))}
        <button type="button" className="secondary" onClick={() => change({ bans: [...format.bans, { card: '', from: '' }] })}>
          {t('create.banAdd')}
        </button>
      </fieldset>
    </div>
  );
}

function PreconstructedDecks({ decks, onChange }: { readonly decks: readonly PreconstructedRow[]; onChange(decks: readonly PreconstructedRow[]): void }) {
  const setDeck = (index: number, deck: PreconstructedRow) => onChange(decks.map((entry, n) => (n === index ? deck : entry)));
  return (
    <fieldset aria-describedby="precons-hint">
      <legend>{t('create.precons')}</legend>
      <p id="precons-hint" className="hint">
        {t('create.preconsHint')}
      </p>
      {decks.length === 0 ? <p className="muted">{t('create.preconsEmpty')}</p> : null}
      {decks.map((deck, index) => (
        <div key={index} className="entry">
          <div className="row fields">
            <Field label={t('create.preconName', { n: index + 1 })}>
              <input maxLength={100} value={deck.name} onChange={(e) => setDeck(index, { ...deck, name: e.target.value })} />
            </Field>
            <Field label={t('create.preconCode', { n: index + 1 })}>
              <input autoComplete="off" spellCheck={false} value={deck.deckCode} onChange={(e) => setDeck(index, { ...deck, deckCode: e.target.value })} />
            </Field>
          </div>
          <button type="button" className="secondary" onClick={() => onChange(decks.filter((_, n) => n !== index))}>
            {t('create.preconRemove', { n: index + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={() => onChange([...decks, { name: '', deckCode: '' }])}>
        {t('create.preconAdd')}
      </button>
    </fieldset>
  );
}
