import { useState } from 'react';
import { texts, textsOf } from '../../../text/text.js';
import judgeTexts from '../../../text/en/judge.json';
import { CorrectResult } from '../../organizer/components/correct-result.js';
import { resultText } from '../../public-event/core/result-text.js';

const t = textsOf(judgeTexts);
const c = texts('common');

export interface JudgeMatch {
  readonly id: string;
  readonly round: number;
  readonly table: number;
  readonly status: 'open' | 'reported' | 'disputed' | 'final';
  readonly entrants: readonly { readonly id: string; readonly name: string }[];
  readonly result?: { readonly gameDraws: number; readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[] } | null;
  readonly reports?: readonly { readonly id: string; readonly kind: string; readonly reason?: string | null }[] | null;
}

/**
 * The results of a round, for the judge who corrects them: the head judge, or the organizer
 * where there is none (the server says who, `viewerCorrectsResults`). A final result is corrected
 * with the organizer's form; a match the judge plays in is left to someone else (STAFF.IS_A_PARTY).
 */
export function JudgeResults({
  mode,
  matches,
  correctsResults,
  ownEntrantId,
  onCorrected,
}: {
  readonly mode: string;
  readonly matches: readonly JudgeMatch[];
  readonly correctsResults: boolean;
  /** The viewer's entrant where staff may play, so their own matches are not offered. */
  readonly ownEntrantId: string | null;
  onCorrected(): void;
}) {
  const rounds = [...new Set(matches.map((match) => match.round))].sort((a, b) => a - b);
  const latest = rounds.at(-1) ?? 0;
  const [picked, setPicked] = useState<number | null>(null);
  const round = picked !== null && rounds.includes(picked) ? picked : latest;
  const shown = matches.filter((match) => match.round === round).sort((a, b) => a.table - b.table);
  return (
    <section aria-labelledby="judge-results-heading">
      <h2 id="judge-results-heading">{t('results.title')}</h2>
      {correctsResults ? null : <p className="muted">{t('results.headJudgeOnly')}</p>}
      {rounds.length === 0 ? (
        <p>{t('results.none')}</p>
      ) : (
        <>
          <div className="row">
            <label htmlFor="judge-results-round">{t('results.round')}</label>
            <select id="judge-results-round" value={round} onChange={(e) => setPicked(Number(e.target.value))}>
              {rounds.map((number) => (
                <option key={number} value={number}>
                  {c('round', { round: number })}
                </option>
              ))}
            </select>
          </div>
          <table data-testid="judge-results">
            <caption>{t('results.caption', { round })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('results.col.table')}</th>
                <th scope="col">{t('results.col.players')}</th>
                <th scope="col">{t('results.col.status')}</th>
                <th scope="col">{t('results.col.result')}</th>
                <th scope="col">{t('results.col.correct')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((match) => {
                const party = ownEntrantId !== null && match.entrants.some((entrant) => entrant.id === ownEntrantId);
                const correction = (match.reports ?? []).filter((report) => report.kind === 'correction').at(-1);
                return (
                  <tr key={match.id}>
                    <td>{match.table}</td>
                    <th scope="row">{match.entrants.map((entrant) => entrant.name).join(' – ')}</th>
                    <td>{c(`match.status.${match.status}`)}</td>
                    <td>
                      {match.status === 'final' ? <span>{resultText(mode, match.entrants, match.result)}</span> : null}
                      {correction ? <p className="muted">{t('results.corrected', { reason: correction.reason ?? '' })}</p> : null}
                    </td>
                    <td>
                      {match.status !== 'final' || !correctsResults ? null : party ? (
                        <span className="muted">{t('results.ownMatch')}</span>
                      ) : (
                        <CorrectResult match={match} mode={mode} onSaved={onCorrected} />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
