import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import type { ShownError } from '../../../graphql/errors.js';
import { texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import publicEventTexts from '../../../text/en/public-event.json';
import { CheckboxField, Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import { FormatFieldset } from '../components/format-fieldset.js';
import { defaultSettings, organizedPlayLevels, podModes, settingsFields, settingsInput, type SettingsForm, tiebreakerIds, topCutSizes } from '../core/settings-form.js';

const t = textsOf(organizerTexts);
const c = texts('common');
const p = textsOf(publicEventTexts);

const CreateEvent_Create = graphql(`
  mutation CreateEvent_Create($input: CreateTournamentInput!) {
    createTournament(input: $input) { id name }
  }
`);

const shownFields: readonly string[] = settingsFields;

/** A refused setting shows beside its control; anything else above the submit button. */
const fieldOf = (error: ShownError): string | null => {
  if (error.code === 'REGISTRATION.INVALID_NAME') return 'name';
  if (error.code === 'TOURNAMENT.INVALID_SETTINGS' && error.field && shownFields.includes(error.field)) return error.field;
  return null;
};

/** Create an event with every setting the api has (the defaults are the recommended ones). */
export function Component() {
  const navigate = useNavigate();
  const [form, setForm] = useState<SettingsForm>(defaultSettings);
  const [, create] = useMutation(CreateEvent_Create);
  const action = useAction(fieldOf);
  const errors = action.fieldErrors;
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = await action.run(() => create({ input: settingsInput(form) }));
    if (data) void navigate(`/organize/${data.createTournament.id}`);
  }

  return (
    <>
      <h1>{t('create.title')}</h1>
      <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate style={{ maxWidth: '44rem' }}>
        <fieldset>
          <legend>{t('create.basics')}</legend>
          <Field label={t('create.name')} error={errors['name']}>
            <input name="name" required maxLength={120} value={form.name} onChange={(e) => set('name', e.target.value)} />
          </Field>
          <Field label={t('create.mode')} error={errors['mode']}>
            <select name="mode" value={form.mode} onChange={(e) => set('mode', e.target.value as SettingsForm['mode'])}>
              {(['duel', 'match', 'ffa3', 'war', 'magma_chamber'] as const).map((mode) => (
                <option key={mode} value={mode}>
                  {c(`mode.${mode}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('create.startsOn')} hint={t('create.startsOnHint')} error={errors['startsOn']}>
            <input name="startsOn" type="date" value={form.startsOn} onChange={(e) => set('startsOn', e.target.value)} />
          </Field>
        </fieldset>
        <fieldset>
          <legend>{t('create.rounds')}</legend>
          <Field label={t('create.swissRounds')} hint={t('create.swissRoundsHint')} error={errors['swissRounds']}>
            <input name="swissRounds" type="number" min={1} max={20} inputMode="numeric" value={form.swissRounds} onChange={(e) => set('swissRounds', e.target.value)} />
          </Field>
          <Field label={t('create.roundTime')} error={errors['roundTimeMinutes']}>
            <input name="roundTime" type="number" min={10} max={240} inputMode="numeric" value={form.roundTimeMinutes} onChange={(e) => set('roundTimeMinutes', e.target.value)} />
          </Field>
          <Field label={t('create.topCut')} error={errors['topCut']}>
            <select name="topCut" value={form.topCut} onChange={(e) => set('topCut', Number(e.target.value))}>
              {topCutSizes(form.mode).map((size) => (
                <option key={size} value={size}>
                  {size === 0 ? t('create.topCutNone') : t('create.topCutSize', { size })}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('create.lateRegistration')} hint={t('create.lateRegistrationHint')} error={errors['lateRegistrationUntilRound']}>
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
          <FormMessage error={errors['matchPoints'] ?? null} />
          {podModes.includes(form.mode) ? (
            <Field label={t('create.placementPoints')} error={errors['placementPoints']}>
              <input name="placementPoints" value={form.placementPoints} onChange={(e) => set('placementPoints', e.target.value)} />
            </Field>
          ) : null}
          <fieldset>
            <legend>{t('create.tiebreakers')}</legend>
            {tiebreakerIds.map((id) => (
              <label key={id} className="choice">
                <input
                  type="checkbox"
                  checked={form.tiebreakers.includes(id)}
                  onChange={(e) => set('tiebreakers', e.target.checked ? [...form.tiebreakers, id] : form.tiebreakers.filter((other) => other !== id))}
                />
                {p(`tiebreaker.${id}`)}
                {form.tiebreakers.includes(id) ? ` (${form.tiebreakers.indexOf(id) + 1})` : ''}
              </label>
            ))}
            <FormMessage error={errors['tiebreakers'] ?? null} />
          </fieldset>
        </fieldset>
        <fieldset>
          <legend>{t('create.rules')}</legend>
          <Field label={t('create.enforcement')} error={errors['enforcementLevel']}>
            <select name="enforcement" value={form.enforcementLevel} onChange={(e) => set('enforcementLevel', Number(e.target.value))}>
              {([0, 1, 2, 3] as const).map((level) => (
                <option key={level} value={level}>
                  {t(`create.enforcement.${level}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('create.organizedPlayLevel')} hint={t('create.organizedPlayLevelHint')} error={errors['organizedPlayLevel']}>
            <select name="organizedPlayLevel" value={form.organizedPlayLevel} onChange={(e) => set('organizedPlayLevel', e.target.value as SettingsForm['organizedPlayLevel'])}>
              <option value="">{t('create.opl.fromEnforcement')}</option>
              {organizedPlayLevels.map((level) => (
                <option key={level} value={level}>
                  {t(`create.opl.${level}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('create.resultPolicy')} error={errors['resultPolicy']}>
            <select name="resultPolicy" value={form.resultPolicy} onChange={(e) => set('resultPolicy', e.target.value as SettingsForm['resultPolicy'])}>
              {(['both_confirm', 'either_player', 'staff_only'] as const).map((policy) => (
                <option key={policy} value={policy}>
                  {t(`create.policy.${policy}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('create.pairing')} error={errors['pairing']}>
            <select name="pairing" value={form.pairing} onChange={(e) => set('pairing', e.target.value as SettingsForm['pairing'])}>
              {(['manual', 'automatic'] as const).map((pairing) => (
                <option key={pairing} value={pairing}>
                  {t(`create.pairing.${pairing}`)}
                </option>
              ))}
            </select>
          </Field>
          <CheckboxField name="staffMayPlay" label={t('create.staffMayPlay')} hint={t('create.staffMayPlayHint')} checked={form.staffMayPlay} onChange={(value) => set('staffMayPlay', value)} />
        </fieldset>
        <fieldset>
          <legend>{t('create.decklists')}</legend>
          <CheckboxField name="decklistRequired" label={t('create.decklistRequired')} checked={form.decklistRequired} onChange={(value) => set('decklistRequired', value)} />
          <CheckboxField name="openDecklists" label={t('create.openDecklists')} checked={form.openDecklists} onChange={(value) => set('openDecklists', value)} />
          <Field label={t('create.decklistDeadline')} hint={t('create.decklistDeadlineHint')} error={errors['decklistDeadline']}>
            <input name="decklistDeadline" type="datetime-local" value={form.decklistDeadline} onChange={(e) => set('decklistDeadline', e.target.value)} />
          </Field>
          <FormatFieldset format={form.format} onChange={(format) => set('format', format)} error={errors['format']} />
          <CheckboxField
            name="allowPreconstructedBannedCards"
            label={t('create.allowPrecon')}
            hint={t('create.allowPreconHint')}
            error={errors['allowPreconstructedBannedCards']}
            checked={form.allowPreconstructedBannedCards}
            onChange={(value) => set('allowPreconstructedBannedCards', value)}
          />
        </fieldset>
        <fieldset>
          <legend>{t('create.access')}</legend>
          <CheckboxField name="publicView" label={t('create.publicView')} checked={form.publicView} onChange={(value) => set('publicView', value)} />
          <Field label={t('create.inviteCode')} hint={t('create.inviteCodeHint')} error={errors['inviteCode']}>
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
