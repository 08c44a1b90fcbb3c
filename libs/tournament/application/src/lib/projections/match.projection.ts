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
    default: {
      const unreachable: never = event;
      throw new Error(`unknown match event ${JSON.stringify(unreachable)}`);
    }
  }
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
