import type { MatchPaired } from '@arbiter/tournament-domain';
import type { EntityManager } from 'typeorm';
import { projectResultFlow } from './match-result.projection.js';
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
    case 'MatchDisputed':
    case 'MatchResultRecorded':
      return projectResultFlow(manager, [event]);
    case 'OnlinePlayStarted':
    case 'OnlinePlayFinished':
      // No read model: the game's own stream says whether it is played (onlineGame).
      return;
    case 'OnlineResultDisputed': {
      const { gameId, gameResult, finalResult } = event.data;
      await manager.query(`UPDATE trn_matches SET conflict = $2 WHERE match_id = $1`, [matchId, JSON.stringify({ gameId, gameResult, finalResult })]);
      return;
    }
    case 'ResultCorrected':
      return resultCorrected(manager, matchId, event);
    case 'MatchVoided':
      return removeMatches(manager, [matchId]);
    default: {
      const unreachable: never = event;
      throw new Error(`unknown match event ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * The corrected result replaces the final one (standings follow: the tournament's results
 * version moves), an open online-game conflict is settled, and the correction joins the
 * match's history after its reports.
 */
async function resultCorrected(manager: EntityManager, matchId: string, event: Extract<MatchStreamEvent, { type: 'ResultCorrected' }>): Promise<void> {
  const { correctionId, previous, result, reason, accountId, at } = event.data;
  const entry = { reportId: correctionId, kind: 'correction', entrantId: null, accountId, result, previous, reason, at };
  await manager.query(
    `WITH changed AS (
       UPDATE trn_matches SET result = $2, conflict = NULL, reports = reports || $3::jsonb WHERE match_id = $1 AND status = 'final' RETURNING tournament_id
     )
     UPDATE trn_tournaments t SET results_version = t.results_version + 1 FROM changed WHERE t.tournament_id = changed.tournament_id`,
    [matchId, JSON.stringify(result), JSON.stringify([entry])],
  );
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

/**
 * Withdrawn pairings leave the read models (ADR 0046): pairings, standings and the round's open
 * matches count only the live matches; a voided match's history stays in its stream.
 */
export async function removeMatches(manager: EntityManager, matchIds: readonly string[]): Promise<void> {
  if (matchIds.length === 0) return;
  await manager.query(`DELETE FROM trn_match_entrants WHERE match_id = ANY($1::text[])`, [matchIds]);
  await manager.query(`DELETE FROM trn_matches WHERE match_id = ANY($1::text[])`, [matchIds]);
}
