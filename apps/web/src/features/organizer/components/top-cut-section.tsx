import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import type { SectionProps } from './console-query.js';

const t = textsOf(organizerTexts);

const TopCut_Start = graphql(`
  mutation TopCut_Start($t: ID!) {
    startTopCut(tournamentId: $t) { round }
  }
`);
const TopCut_Finish = graphql(`
  mutation TopCut_Finish($t: ID!) {
    finishTournament(tournamentId: $t) { id status champions { id name } }
  }
`);

/** Cut to the top after the Swiss rounds, and finish the event. */
export function TopCutSection({ event, refresh }: SectionProps) {
  const [, start] = useMutation(TopCut_Start);
  const [, finish] = useMutation(TopCut_Finish);
  const action = useAction();
  const after = (data: unknown) => data && refresh();
  if (event.status === 'registration') return null;
  const swissPlayed = event.rounds.filter((round) => round.phase === 'swiss').length;
  const last = event.rounds[event.rounds.length - 1];
  const swissDone = swissPlayed >= (event.swissRounds ?? 0) && last?.status === 'completed';
  return (
    <section aria-labelledby="top-cut-heading">
      <h2 id="top-cut-heading">{t('section.topCut')}</h2>
      {event.status === 'finished' ? (
        <p role="status">{t('finish.done')}</p>
      ) : (
        <form ref={action.formRef} onSubmit={(e) => e.preventDefault()} className="stack">
          {event.status === 'swiss' && event.settings.topCut > 0 && swissDone ? (
            <>
              <p className="hint">{t('topCut.explain')}</p>
              <button type="button" disabled={action.pending} onClick={() => void action.run(() => start({ t: event.id })).then(after)}>
                {t('topCut.start')}
              </button>
            </>
          ) : null}
          <div>
            <button type="button" className="secondary" disabled={action.pending} onClick={() => void action.run(() => finish({ t: event.id })).then(after)}>
              {t('finish.button')}
            </button>
          </div>
          <FormMessage error={action.formError} />
        </form>
      )}
    </section>
  );
}
