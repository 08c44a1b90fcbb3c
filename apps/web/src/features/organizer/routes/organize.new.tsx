import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import type { ShownError } from '../../../graphql/errors.js';
import { texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import publicEventTexts from '../../../text/en/public-event.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import { defaultSettings, podModes, settingsInput, type SettingsForm, tiebreakerIds, topCutSizes } from '../core/settings-form.js';

const t = textsOf(organizerTexts);
const c = texts('common');
const p = textsOf(publicEventTexts);

const CreateEvent_Create = graphql(`
  mutation CreateEvent_Create($input: CreateTournamentInput!) {
    createTournament(input: $input) { id name }
  }
`);

const fieldOf = (error: ShownError): string | null =>
  error.code === 'TOURNAMENT.INVALID_SETTINGS' ? (error.field ?? null) : error.code === 'REGISTRATION.INVALID_NAME' ? 'name' : null;

/** Create an event with every setting the api has (the defaults are the recommended ones). */
export function Component() {
  const navigate = useNavigate();
  const [form, setForm] = useState<SettingsForm>(defaultSettings);
  const [, create] = useMutation(CreateEvent_Create);
  const action = useAction(fieldOf);
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = await action.run(() => create({ input: settingsInput(form) }));
    if (data) void navigate(`/organize/${data.createTournament.id}`);
  }

  return (
    <>
      <h1>{t('create.title')}</h1>
      <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate style={{ maxWidth: '40rem' }}>
        <fieldset>
          <legend>{t('create.basics')}</legend>
          <Field label={t('create.name')} error={action.fieldErrors['name']}>
            <input name="name" required maxLength={120} value={form.name} onChange={(e) => set('name', e.target.value)} />
          </Field>
          <Field label={t('create.mode')}>
            <select name="mode" value={form.mode} onChange={(e) => set('mode', e.target.value as SettingsForm['mode'])}>
              {(['duel', 'match', 'ffa3', 'war', 'magma_chamber'] as const).map((mode) => (
                <option key={mode} value={mode}>
                  {c(`mode.${mode}`)}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>
        <fieldset>
          <legend>{t('create.rounds')}</legend>
          <Field label={t('create.swissRounds')} hint={t('create.swissRoundsHint')}>
            <input name="swissRounds" type="number" min={1} max={20} inputMode="numeric" value={form.swissRounds} onChange={(e) => set('swissRounds', e.target.value)} />
          </Field>
          <Field label={t('create.roundTime')}>
            <input name="roundTime" type="number" min={10} max={240} inputMode="numeric" value={form.roundTimeMinutes} onChange={(e) => set('roundTimeMinutes', e.target.value)} />
          </Field>
          <Field label={t('create.topCut')}>
            <select name="topCut" value={form.topCut} onChange={(e) => set('topCut', Number(e.target.value))}>
              {topCutSizes(form.mode).map((size) => (
                <option key={size} value={size}>
                  {size === 0 ? t('create.topCutNone') : t('create.topCutSize', { size })}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('create.lateRegistration')} hint={t('create.lateRegistrationHint')}>
            <input name="lateRegistration" type="number" min={0} max={20} inputMode="numeric" value={form.lateRegistrationUntilRound} onChange={(e) => set('lateRegistrationUntilRound', e.target.value)} />
          </Field>
        </fieldset>
        <fieldset>
          <legend>{t('create.scoring')}</legend>
          <div className="row">
            {(['win', 'draw', 'loss', 'bye'] as const).map((key) => (
              <Field key={key} label={t(`create.points.${key}`)}>
                <input type="number" min={0} max={10} inputMode="numeric" style={{ width: '6rem' }} value={form.points[key]} onChange={(e) => set('points', { ...form.points, [key]: e.target.value })} />
              </Field>
            ))}
          </div>
          {podModes.includes(form.mode) ? (
            <Field label={t('create.placementPoints')}>
              <input name="placementPoints" value={form.placementPoints} onChange={(e) => set('placementPoints', e.target.value)} />
            </Field>
          ) : null}
          <fieldset>
            <legend>{t('create.tiebreakers')}</legend>
            {tiebreakerIds.map((id) => (
              <label key={id} style={{ fontWeight: 'normal' }}>
                <input
                  type="checkbox"
                  checked={form.tiebreakers.includes(id)}
                  onChange={(e) => set('tiebreakers', e.target.checked ? [...form.tiebreakers, id] : form.tiebreakers.filter((other) => other !== id))}
                />{' '}
                {p(`tiebreaker.${id}`)}
                {form.tiebreakers.includes(id) ? ` (${form.tiebreakers.indexOf(id) + 1})` : ''}
              </label>
            ))}
          </fieldset>
        </fieldset>
        <fieldset>
          <legend>{t('create.rules')}</legend>
          <Field label={t('create.enforcement')}>
            <select name="enforcement" value={form.enforcementLevel} onChange={(e) => set('enforcementLevel', Number(e.target.value))}>
              {([0, 1, 2, 3] as const).map((level) => (
                <option key={level} value={level}>
                  {t(`create.enforcement.${level}`)}
                </option>
              ))}
            </select>
          </Field>
          <label style={{ fontWeight: 'normal' }}>
            <input type="checkbox" name="decklistRequired" checked={form.decklistRequired} onChange={(e) => set('decklistRequired', e.target.checked)} /> {t('create.decklistRequired')}
          </label>
          <Field label={t('create.resultPolicy')}>
            <select name="resultPolicy" value={form.resultPolicy} onChange={(e) => set('resultPolicy', e.target.value as SettingsForm['resultPolicy'])}>
              {(['both_confirm', 'either_player', 'staff_only'] as const).map((policy) => (
                <option key={policy} value={policy}>
                  {t(`create.policy.${policy}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('create.pairing')}>
            <select name="pairing" value={form.pairing} onChange={(e) => set('pairing', e.target.value as SettingsForm['pairing'])}>
              {(['manual', 'automatic'] as const).map((pairing) => (
                <option key={pairing} value={pairing}>
                  {t(`create.pairing.${pairing}`)}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>
        <fieldset>
          <legend>{t('create.access')}</legend>
          <label style={{ fontWeight: 'normal' }}>
            <input type="checkbox" name="publicView" checked={form.publicView} onChange={(e) => set('publicView', e.target.checked)} /> {t('create.publicView')}
          </label>
          <Field label={t('create.inviteCode')} hint={t('create.inviteCodeHint')}>
            <input name="inviteCode" autoComplete="off" value={form.inviteCode} onChange={(e) => set('inviteCode', e.target.value)} />
          </Field>
        </fieldset>
        <FormMessage error={action.formError} />
        <button type="submit" disabled={action.pending}>
          {t('create.submit')}
        </button>
      </form>
    </>
  );
}
