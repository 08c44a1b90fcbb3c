import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useRefetchOn } from '../../../graphql/live.js';
import { texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import { ResultSelects } from './result-selects.js';
import { resultText } from '../../public-event/core/result-text.js';
import { gameWinsResult, placementResult } from '../../player/core/report-input.js';
import type { SectionProps } from './console-query.js';
import { CorrectResult } from './correct-result.js';

const t = textsOf(organizerTexts);
const c = texts('common');

const ResultsBoard_Matches = graphql(`
  query ResultsBoard_Matches($t: ID!, $r: Int) {
    matches(tournamentId: $t, round: $r) {
      id
      round
      table
      status
      extensionMinutes
      entrants { id name }
      result { gameDraws seats { entrantId gameWins placement } }
      reports { id kind reason }
    }
    disputes(tournamentId: $t) { id round table entrants { name } }
  }
`);
const ResultsBoard_Enter = graphql(`
  mutation ResultsBoard_Enter($input: ReportResultInput!) {
    enterResult(input: $input) { reportId matchId }
  }
`);
const ResultsBoard_Extend = graphql(`
  mutation ResultsBoard_Extend($m: ID!, $minutes: Int!) {
    extendMatchTime(matchId: $m, minutes: $minutes) { id extensionMinutes }
  }
`);

type Match = {
  readonly id: string;
  readonly table: number;
  readonly status: string;
  readonly extensionMinutes: number;
  readonly entrants: readonly { readonly id: string; readonly name: string }[];
  readonly result?: { readonly gameDraws: number; readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[] } | null;
};

/**
 * A round by table, the current one unless the organizer picks an earlier one (to correct its
 * results): missing results highlighted; enter a result, give a table time, or correct a final
 * result (where the server says the viewer corrects results).
 */
export function ResultsBoard({ event, tick, refresh: refreshEvent }: SectionProps & { readonly tick: number }) {
  const [picked, setPicked] = useState<number | null>(null);
  const round = picked !== null && picked < event.roundsPaired ? picked : event.roundsPaired;
  const [result, refetch] = useQuery({ query: ResultsBoard_Matches, variables: { t: event.id, r: round }, pause: round === 0, requestPolicy: 'cache-and-network' });
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  // While the next round loads, urql may still hold the previous round's rows: never show those.
  const matches = (result.data?.matches ?? []).filter((match) => match.round === round).sort((a, b) => a.table - b.table);
  const missing = matches.filter((match) => match.status !== 'final').length;
  const refresh = () => refetch({ requestPolicy: 'network-only' });
  // A correction changes standings, and may make the current round worth pairing again.
  const corrected = () => {
    refresh();
    refreshEvent();
  };
  return (
    <>
      <section aria-labelledby="results-heading">
        <h2 id="results-heading">{t('section.results')}</h2>
        {round === 0 ? (
          <p>{t('results.none')}</p>
        ) : (
          <>
            {event.roundsPaired > 1 ? (
              <div className="row">
                <label htmlFor="results-round">{t('results.round')}</label>
                <select id="results-round" value={round} onChange={(e) => setPicked(Number(e.target.value))}>
                  {Array.from({ length: event.roundsPaired }, (_, n) => n + 1).map((number) => (
                    <option key={number} value={number}>
                      {t('results.roundOption', { round: number })}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {event.viewerCorrectsResults ? null : <p className="muted">{t('results.headJudgeCorrects')}</p>}
            <p className={missing > 0 ? 'missing' : undefined} data-testid="missing-results">{t('results.missing', { count: missing })}</p>
            <table data-testid="results-board">
              <caption>{t('results.caption', { round })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('results.col.table')}</th>
                  <th scope="col">{t('results.col.players')}</th>
                  <th scope="col">{t('results.col.status')}</th>
                  <th scope="col">{t('results.col.result')}</th>
                  <th scope="col">{t('results.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {matches.map((match) => (
                  <tr key={match.id} className={match.status !== 'final' ? 'missing' : undefined}>
                    <td>{match.table}</td>
                    <th scope="row">{match.entrants.map((entrant) => entrant.name).join(' – ')}</th>
                    <td>
                      {c(`match.status.${match.status}`)}
                      {match.status !== 'final' ? <span className="visually-hidden"> ({t('results.missingMark')})</span> : null}
                    </td>
                    <td>
                      {match.status === 'final' ? <span>{resultText(event.mode, match.entrants, match.result)}</span> : null}
                      <Correction reports={match.reports ?? []} />
                    </td>
                    <td>
                      {match.status === 'final' ? (
                        event.viewerCorrectsResults ? (
                          <CorrectResult match={match} mode={event.mode} onSaved={corrected} />
                        ) : null
                      ) : (
                        <EnterResult match={match} mode={event.mode} onSaved={refresh} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section aria-labelledby="disputes-heading">
        <h2 id="disputes-heading">{t('section.disputes')}</h2>
        {(result.data?.disputes ?? []).length === 0 ? (
          <p>{t('disputes.empty')}</p>
        ) : (
          <ul>
            {result.data?.disputes.map((dispute) => (
              <li key={dispute.id} className="missing">
                {t('disputes.item', { table: dispute.table, round: dispute.round, players: dispute.entrants.map((entrant) => entrant.name).join(' – ') })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The latest correction of a match, if any: the reason stays beside the corrected result. */
function Correction({ reports }: { readonly reports: readonly { readonly id: string; readonly kind: string; readonly reason?: string | null }[] }) {
  const latest = reports.filter((report) => report.kind === 'correction').at(-1);
  if (!latest) return null;
  return (
    <p className="muted" data-testid="correction">
      {t('correct.shown', { reason: latest.reason ?? '' })}
    </p>
  );
}

/** A new result starts the correction form afresh from it. */
function EnterResult({ match, mode, onSaved }: { readonly match: Match; readonly mode: string; onSaved(): void }) {
  const ffa = mode === 'ffa3' || mode === 'war';
  const [values, setValues] = useState<Record<string, number>>(() => Object.fromEntries(match.entrants.map((entrant, index) => [entrant.id, ffa ? index + 1 : 0])));
  const [draws, setDraws] = useState(0);
  const [minutes, setMinutes] = useState('5');
  const [, enter] = useMutation(ResultsBoard_Enter);
  const [, extend] = useMutation(ResultsBoard_Extend);
  const action = useAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = ffa ? placementResult(values) : gameWinsResult(values, draws);
    const data = await action.run(() => enter({ input: { matchId: match.id, result } }));
    if (data) onSaved();
  }
  return (
    <form ref={action.formRef} onSubmit={(event) => void submit(event)} aria-label={t('results.enter', { table: match.table })}>
      <div className="row">
        <ResultSelects idPrefix="enter" match={match} mode={mode} values={values} setValues={setValues} draws={draws} setDraws={setDraws} />
        <button type="submit" disabled={action.pending}>
          {t('results.save')}
        </button>
      </div>
      <div className="row">
        <label className="visually-hidden" htmlFor={`extend-${match.id}`}>
          {t('results.extend', { table: match.table })}
        </label>
        <input id={`extend-${match.id}`} type="number" min={1} max={30} style={{ width: '5rem' }} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        <button
          type="button"
          className="secondary"
          disabled={action.pending}
          onClick={() => void action.run(() => extend({ m: match.id, minutes: Number(minutes) })).then((data) => data && onSaved())}
        >
          {t('results.extendButton')}
        </button>
        {match.extensionMinutes > 0 ? <span className="muted">{`+${match.extensionMinutes}`}</span> : null}
      </div>
      <FormMessage error={action.formError} />
    </form>
  );
}
