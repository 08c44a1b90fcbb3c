import type { MatchPaired } from '@arbiter/tournament-domain';
import type { EntityManager } from 'typeorm';
import { matchIdOf, type MatchStreamEvent } from './projected-event.js';

/** `trn_matches` and `trn_match_entrants` from the match streams; results also move round and standings counters. */
export async function projectMatchEvent(manager: EntityManager, event: MatchStreamEvent): Promise<void> {
  const matchId = matchIdOf(event);
  switch (event.type) {
    case 'MatchPaired':
      return insertPairedMatches(manager, [event.data]);
    case 'MatchReseated':
      await manager.query(`UPDATE trn_matches SET seats = $2 WHERE match_id = $1`, [matchId, JSON.stringify(event.data.seats)]);
      await manager.query(`DELETE FROM trn_match_entrants WHERE match_id = $1`, [matchId]);
      await manager.query(
        `INSERT INTO trn_match_entrants (match_id, tournament_id, round, entrant_id)
         SELECT m.match_id, m.tournament_id, m.round, s.value->>'entrantId'
         FROM trn_matches m, jsonb_array_elements(m.seats) AS s(value) WHERE m.match_id = $1`,
        [matchId],
      );
      return;
    case 'MatchTimeExtended':
      await manager.query(`UPDATE trn_matches SET extension_minutes = extension_minutes + $2 WHERE match_id = $1`, [matchId, event.data.minutes]);
      return;
    case 'ResultReported':
    case 'ResultEntered':
      await manager.query(
        `UPDATE trn_matches SET reports = reports || $2::jsonb, status = CASE WHEN status = 'open' THEN 'reported' ELSE status END
         WHERE match_id = $1`,
        [matchId, JSON.stringify([reportRow(event)])],
      );
      return;
    case 'MatchDisputed':
      await manager.query(`UPDATE trn_matches SET status = 'disputed' WHERE match_id = $1`, [matchId]);
      return;
    case 'MatchResultRecorded':
      return recordResult(manager, matchId, event.data.result, event.data.decidedBy);
    default: {
      const unreachable: never = event;
      throw new Error(`unknown match event ${JSON.stringify(unreachable)}`);
    }
  }
}

function reportRow(event: Extract<MatchStreamEvent, { type: 'ResultReported' | 'ResultEntered' }>) {
  const { reportId, accountId, result, at } = event.data;
  const entrantId = event.type === 'ResultReported' ? event.data.entrantId : null;
  return { reportId, kind: event.type === 'ResultReported' ? 'player' : 'staff', entrantId, accountId, result, at };
}

async function recordResult(manager: EntityManager, matchId: string, result: unknown, decidedBy: string): Promise<void> {
  const rows = (await manager.query(
    `WITH changed AS (
       UPDATE trn_matches SET status = 'final', result = $2, decided_by = $3
       WHERE match_id = $1 AND status <> 'final' RETURNING tournament_id, round
     ) SELECT tournament_id, round FROM changed`,
    [matchId, JSON.stringify(result), decidedBy],
  )) as { tournament_id: string; round: number }[];
  const changed = rows[0];
  if (!changed) return;
  await manager.query(`UPDATE trn_rounds SET open_matches = open_matches - 1 WHERE tournament_id = $1 AND round = $2`, [
    changed.tournament_id,
    changed.round,
  ]);
  await manager.query(`UPDATE trn_tournaments SET results_version = results_version + 1 WHERE tournament_id = $1`, [changed.tournament_id]);
}

/** Many matches at once: a round of a large event pairs hundreds of tables in one command. */
export async function insertPairedMatches(manager: EntityManager, matches: readonly MatchPaired['data'][]): Promise<void> {
  if (matches.length === 0) return;
  const rows = matches.map((m) => ({
    match_id: m.matchId,
    tournament_id: m.tournamentId,
    round: m.round,
    table_number: m.table,
    phase: m.phase,
    seats: m.seats,
  }));
  await manager.query(
    `INSERT INTO trn_matches (match_id, tournament_id, round, table_number, phase, status, seats)
     SELECT r.match_id, r.tournament_id, r.round, r.table_number, r.phase, 'open', r.seats
     FROM jsonb_to_recordset($1::jsonb) AS r(match_id text, tournament_id text, round int, table_number int, phase text, seats jsonb)`,
    [JSON.stringify(rows)],
  );
  await manager.query(
    `INSERT INTO trn_match_entrants (match_id, tournament_id, round, entrant_id)
     SELECT r.match_id, r.tournament_id, r.round, s.value->>'entrantId'
     FROM jsonb_to_recordset($1::jsonb) AS r(match_id text, tournament_id text, round int, seats jsonb),
          jsonb_array_elements(r.seats) AS s(value)`,
    [JSON.stringify(rows)],
  );
}
