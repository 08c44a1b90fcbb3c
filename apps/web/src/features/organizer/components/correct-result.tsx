import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import { ResultSelects } from './result-selects.js';
import { gameWinsResult, placementResult } from '../../player/core/report-input.js';

const t = textsOf(organizerTexts);

const CorrectResult_Correct = graphql(`
  mutation CorrectResult_Correct($input: CorrectResultInput!) {
    correctResult(input: $input) { id status result { gameDraws seats { entrantId gameWins placement } } }
  }
`);

interface FinalMatch {
  readonly id: string;
  readonly table: number;
  readonly entrants: readonly { readonly id: string; readonly name: string }[];
  readonly result?: { readonly gameDraws: number; readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[] } | null;
}

/**
 * Changes a final result with a reason (the head judge, or the organizer where there is none; the
 * server decides). Starts from the result as it stands, so only what is wrong needs changing.
 */
export function CorrectResult({ match, mode, onSaved }: { readonly match: FinalMatch; readonly mode: string; onSaved(): void }) {
  const ffa = mode === 'ffa3' || mode === 'war';
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, number>>(() => currentValues(match, ffa));
  const [draws, setDraws] = useState(match.result?.gameDraws ?? 0);
  // The form starts from the result as it stands when it opens: a live refetch of the board while
  // it is open (standings, pairings) must neither close it nor overwrite what the user changed.
  function openForm() {
    setValues(currentValues(match, ffa));
    setDraws(match.result?.gameDraws ?? 0);
    setOpen(true);
  }
  const [reason, setReason] = useState('');
  const [, correct] = useMutation(CorrectResult_Correct);
  const action = useAction((error) => (error.field === 'reason' ? 'reason' : null));
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = ffa ? placementResult(values) : gameWinsResult(values, draws);
    const data = await action.run(() => correct({ input: { matchId: match.id, result, reason: reason.trim() } }));
    if (!data) return;
    setOpen(false);
    setReason('');
    onSaved();
  }
  if (!open)
    return (
      <button type="button" className="secondary" onClick={openForm}>
        {t('correct.open', { table: match.table })}
      </button>
    );
  return (
    <form ref={action.formRef} onSubmit={(event) => void submit(event)} aria-label={t('correct.form', { table: match.table })} noValidate>
      <div className="row">
        <ResultSelects idPrefix="correct" match={match} mode={mode} values={values} setValues={setValues} draws={draws} setDraws={setDraws} />
      </div>
      <Field label={t('correct.reason')} hint={t('correct.reasonHint')} error={action.fieldErrors['reason']}>
        <input name="reason" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <FormMessage error={action.formError} />
      <div className="row">
        <button type="submit" disabled={action.pending || reason.trim() === ''}>
          {t('correct.save')}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          {texts('common')('cancel')}
        </button>
      </div>
    </form>
  );
}

function currentValues(match: FinalMatch, ffa: boolean): Record<string, number> {
  const seats = new Map((match.result?.seats ?? []).map((seat) => [seat.entrantId, seat]));
  return Object.fromEntries(match.entrants.map((entrant, index) => [entrant.id, ffa ? (seats.get(entrant.id)?.placement ?? index + 1) : (seats.get(entrant.id)?.gameWins ?? 0)]));
}
