import type { MatchPaired, MatchSeat } from '../events/match.events.js';
import type { RoundPaired } from '../events/tournament.events.js';
import type { TournamentData } from './tournament.state.js';

/** The seats of a table as its match stream records them: names and the accounts that may report. */
export function matchSeats(state: TournamentData, entrantIds: readonly string[]): MatchSeat[] {
  return entrantIds.map((entrantId) => {
    const entrant = state.entrants[entrantId];
    const accountIds = (entrant?.playerIds ?? [])
      .map((playerId) => state.players[playerId]?.accountId ?? null)
      .filter((accountId): accountId is string => accountId !== null);
    return { entrantId, name: entrant?.name ?? entrantId, accountIds };
  });
}

/** The first event of each match stream of a newly paired round. */
export function pairedMatches(state: TournamentData, event: RoundPaired): MatchPaired[] {
  const { round, phase, tables, at } = event.data;
  return tables.map((table) => ({
    type: 'MatchPaired',
    data: {
      matchId: table.matchId,
      tournamentId: state.tournamentId,
      round,
      table: table.table,
      phase,
      mode: state.settings.mode,
      resultPolicy: state.settings.resultPolicy,
      seats: matchSeats(state, table.entrantIds),
      at,
    },
  }));
}
