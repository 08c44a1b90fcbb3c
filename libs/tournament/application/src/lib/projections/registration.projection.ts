import type { DecklistEntry } from '@arbiter/tournament-domain';
import type { EntityManager } from 'typeorm';
import type { TournamentStreamEvent } from './projected-event.js';

type Of<TType extends TournamentStreamEvent['type']> = Extract<TournamentStreamEvent, { type: TType }>;

/** Events that a burst brings by the hundred for one tournament, projected a run at a time. */
export type RegistrationFlowEvent = Of<'PlayerRegistered' | 'DecklistSubmitted'>;

export function isRegistrationFlowEvent(event: TournamentStreamEvent): event is RegistrationFlowEvent {
  return event.type === 'PlayerRegistered' || event.type === 'DecklistSubmitted';
}

/**
 * A run of registrations of one tournament in three statements, whatever its length (ADR 0080):
 * the players, both counters, the entrants with their ordinals (registration order; Magma
 * Chamber pairs teams, so its players get no entrant of their own).
 */
export async function projectRegistrations(manager: EntityManager, tournamentId: string, events: readonly Of<'PlayerRegistered'>[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event, index) => ({
    n: index + 1,
    player_id: event.data.playerId,
    account_id: event.data.accountId,
    display_name: event.data.displayName,
    joined_in_round: event.data.joinedInRound,
    registered_at: event.data.at,
  }));
  const json = JSON.stringify(rows);
  await manager.query(
    `INSERT INTO trn_players (tournament_id, player_id, account_id, display_name, joined_in_round, registered_at)
     SELECT $1, r.player_id, r.account_id, r.display_name, r.joined_in_round, r.registered_at
     FROM jsonb_to_recordset($2::jsonb) AS r(n int, player_id text, account_id text, display_name text, joined_in_round int, registered_at timestamptz)
     ORDER BY r.n`,
    [tournamentId, json],
  );
  // (TypeORM answers a bare UPDATE ... RETURNING with [rows, count]; a CTE answers with rows.)
  const [counted] = (await manager.query(
    `WITH changed AS (
       UPDATE trn_tournaments
       SET player_count = player_count + $2,
           entrant_count = entrant_count + CASE WHEN mode = 'magma_chamber' THEN 0 ELSE $2 END
       WHERE tournament_id = $1
       RETURNING mode, entrant_count
     )
     SELECT mode, entrant_count FROM changed`,
    [tournamentId, rows.length],
  )) as { mode: string; entrant_count: number }[];
  if (!counted || counted.mode === 'magma_chamber') return;
  await manager.query(
    `INSERT INTO trn_entrants (tournament_id, entrant_id, kind, name, player_ids, status, joined_in_round, ordinal)
     SELECT $1, r.player_id, 'player', r.display_name, jsonb_build_array(r.player_id), 'active', r.joined_in_round, $3::int + r.n
     FROM jsonb_to_recordset($2::jsonb) AS r(n int, player_id text, display_name text, joined_in_round int)`,
    [tournamentId, json, counted.entrant_count - rows.length],
  );
}

/** A run of decklists of one tournament in one statement; a later list of a player replaces an earlier one. */
export async function projectDecklists(manager: EntityManager, tournamentId: string, events: readonly Of<'DecklistSubmitted'>[]): Promise<void> {
  if (events.length === 0) return;
  const latest = new Map<string, string>();
  for (const event of events) {
    const { playerId, cards, chosenChampion, deckCode, sideboard, at } = event.data;
    const decklist: DecklistEntry = { cards, sideboard: sideboard ?? [], chosenChampion, deckCode, submittedAt: at, corrections: [], published: false };
    latest.set(playerId, JSON.stringify(decklist));
  }
  await manager.query(
    `UPDATE trn_players p SET decklist = r.decklist::jsonb
     FROM jsonb_to_recordset($2::jsonb) AS r(player_id text, decklist text)
     WHERE p.tournament_id = $1 AND p.player_id = r.player_id`,
    [tournamentId, JSON.stringify([...latest].map(([player_id, decklist]) => ({ player_id, decklist })))],
  );
}

/** A run of registration-flow events of one tournament, consecutive events of one type together. */
export async function projectRegistrationFlow(manager: EntityManager, tournamentId: string, events: readonly RegistrationFlowEvent[]): Promise<void> {
  let start = 0;
  while (start < events.length) {
    const type = events[start]?.type;
    let end = start;
    while (end < events.length && events[end]?.type === type) end++;
    const run = events.slice(start, end);
    if (type === 'PlayerRegistered') await projectRegistrations(manager, tournamentId, run as Of<'PlayerRegistered'>[]);
    else await projectDecklists(manager, tournamentId, run as Of<'DecklistSubmitted'>[]);
    start = end;
  }
}
