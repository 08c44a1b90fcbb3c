import { accept, type Decision, refuse } from '../decision.js';
import type { PairedTable, TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import type { MatchState } from '../state/match.state.js';
import { currentRound, type TournamentState } from '../state/tournament.state.js';
import { existing } from './guards.js';

export interface OverridePairing {
  readonly type: 'OverridePairing';
  readonly actor: Actor | null;
  readonly round: number;
  /** New seating for some tables of the round; together they seat the same entrants as before. */
  readonly tables: readonly { readonly table: number; readonly entrantIds: readonly string[] }[];
  /** The current state of each match of the round, by match id. */
  readonly matches: Readonly<Record<string, MatchState>>;
  readonly now: string;
}

const sorted = (ids: readonly string[]): string => [...ids].sort().join('\u0000');

/**
 * The organizer reseats entrants among tables of the round in progress (TR 8.1.2), before
 * anything was reported at those tables. The entrants of the changed tables stay the same set.
 */
export function decideOverridePairing(command: OverridePairing, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const denied = checkPermission(tournament, command.actor, 'overridePairings');
  if (denied) return { ok: false, error: denied };
  const round = currentRound(tournament);
  if (!round || round.round !== command.round || round.status === 'completed') {
    return refuse('ROUND.NOT_IN_PROGRESS', `round ${command.round} is not the round being played`);
  }
  const changed: PairedTable[] = [];
  for (const change of command.tables) {
    const table = round.tables.find((entry) => entry.table === change.table);
    if (!table) return refuse('PAIRING.UNKNOWN_TABLE', `round ${round.round} has no table ${change.table}`);
    // A table keeps its size: 2, an FFA3 pod 3, a War pod 4 or, where 4 did not divide, 3.
    const seats = table.entrantIds.length;
    if (change.entrantIds.length !== seats || new Set(change.entrantIds).size !== seats) {
      return refuse('PAIRING.INVALID_TABLE', `table ${table.table} seats ${seats} different entrants`);
    }
    if (command.matches[table.matchId]?.status !== 'open') {
      return refuse('PAIRING.MATCH_ALREADY_REPORTED', `table ${table.table} has reports already; a judge enters its result instead`);
    }
    changed.push({ ...table, entrantIds: change.entrantIds });
  }
  if (new Set(changed.map((table) => table.table)).size !== changed.length) {
    return refuse('PAIRING.INVALID_TABLE', 'a table is listed twice');
  }
  const before = round.tables.filter((table) => changed.some((entry) => entry.table === table.table));
  if (sorted(before.flatMap((table) => table.entrantIds)) !== sorted(changed.flatMap((table) => table.entrantIds))) {
    return refuse('PAIRING.OVERRIDE_CHANGES_ENTRANTS', 'an override moves entrants between the listed tables only');
  }
  return accept({ type: 'PairingOverridden', data: { round: round.round, tables: changed, at: command.now } });
}
