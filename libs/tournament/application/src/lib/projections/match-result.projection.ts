import { preparedQuery } from '@arbiter/application';
import type { EntityManager } from 'typeorm';
import { matchIdOf, type MatchStreamEvent } from './projected-event.js';

type ReportEvent = Extract<MatchStreamEvent, { type: 'ResultReported' | 'ResultEntered' }>;
type RecordedEvent = Extract<MatchStreamEvent, { type: 'MatchResultRecorded' }>;
type DisputedEvent = Extract<MatchStreamEvent, { type: 'MatchDisputed' }>;

/** Match events that come in bursts at the end of a round and are projected many to a statement. */
export type ResultFlowEvent = ReportEvent | RecordedEvent | DisputedEvent;

export function isResultFlowEvent(event: MatchStreamEvent): event is ResultFlowEvent {
  return event.type === 'ResultReported' || event.type === 'ResultEntered' || event.type === 'MatchResultRecorded' || event.type === 'MatchDisputed';
}

/** Events of one kind share a statement; the kinds of a mixed run keep their order. */
export function resultFlowKind(event: ResultFlowEvent): 'report' | 'recorded' | 'disputed' {
  if (event.type === 'MatchResultRecorded') return 'recorded';
  if (event.type === 'MatchDisputed') return 'disputed';
  return 'report';
}

/**
 * Projects a run of result-flow events of one kind in one statement (group commit, ADR 0033):
 * a batch of reports or results costs one round trip, not one per match. The statements are
 * prepared: every report batch and delivery batch of a burst runs one (issue 20).
 */
export async function projectResultFlow(manager: EntityManager, events: readonly ResultFlowEvent[]): Promise<void> {
  const [first] = events;
  if (!first) return;
  const kind = resultFlowKind(first);
  if (events.some((event) => resultFlowKind(event) !== kind)) throw new Error('projectResultFlow takes events of one kind');
  if (kind === 'report') return appendReports(manager, events as readonly ReportEvent[]);
  if (kind === 'recorded') return recordResults(manager, events as readonly RecordedEvent[]);
  await preparedQuery(manager, `UPDATE trn_matches SET status = 'disputed' WHERE match_id = ANY($1::text[])`, [
    (events as readonly DisputedEvent[]).map(matchIdOf),
  ]);
}

function reportRow(event: ReportEvent) {
  const { reportId, accountId, result, at } = event.data;
  const entrantId = event.type === 'ResultReported' ? event.data.entrantId : null;
  return { reportId, kind: event.type === 'ResultReported' ? 'player' : 'staff', entrantId, accountId, result, at };
}

async function appendReports(manager: EntityManager, events: readonly ReportEvent[]): Promise<void> {
  const rows = events.map((event, n) => ({ n, match_id: matchIdOf(event), report: reportRow(event) }));
  await preparedQuery(
    manager,
    `UPDATE trn_matches m
     SET reports = m.reports || x.reports, status = CASE WHEN m.status = 'open' THEN 'reported' ELSE m.status END
     FROM (
       SELECT r.match_id, jsonb_agg(r.report ORDER BY r.n) AS reports
       FROM jsonb_to_recordset($1::jsonb) AS r(n int, match_id text, report jsonb)
       GROUP BY r.match_id
     ) x
     WHERE m.match_id = x.match_id`,
    [JSON.stringify(rows)],
  );
}

/**
 * The matches, their rounds' open matches and their tournaments' results versions move in one
 * statement. A match that is final already is left alone and moves no counter (a replayed event).
 */
async function recordResults(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map((event) => ({ match_id: matchIdOf(event), result: event.data.result, decided_by: event.data.decidedBy }));
  await preparedQuery(
    manager,
    `WITH input AS (
       SELECT DISTINCT ON (r.match_id) r.match_id, r.result, r.decided_by
       FROM jsonb_to_recordset($1::jsonb) AS r(match_id text, result jsonb, decided_by text)
     ), changed AS (
       UPDATE trn_matches m SET status = 'final', result = i.result, decided_by = i.decided_by
       FROM input i WHERE m.match_id = i.match_id AND m.status <> 'final'
       RETURNING m.tournament_id, m.round
     ), per_round AS (
       SELECT tournament_id, round, count(*)::int AS finished FROM changed GROUP BY tournament_id, round
     ), round_rows AS (
       UPDATE trn_rounds r SET open_matches = r.open_matches - p.finished
       FROM per_round p WHERE r.tournament_id = p.tournament_id AND r.round = p.round
       RETURNING r.round
     ), tournament_rows AS (
       UPDATE trn_tournaments t SET results_version = t.results_version + p.finished
       FROM (SELECT tournament_id, sum(finished)::int AS finished FROM per_round GROUP BY tournament_id) p
       WHERE t.tournament_id = p.tournament_id
       RETURNING t.tournament_id
     ) SELECT (SELECT count(*) FROM round_rows) AS rounds, (SELECT count(*) FROM tournament_rows) AS tournaments`,
    [JSON.stringify(rows)],
  );
}
