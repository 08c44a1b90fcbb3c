import { type AccountView, GetAccounts, type Viewer } from '@arbiter/identity-application';
import {
  GetEntrantNamesQuery,
  GetOwnPlayersQuery,
  GetTournamentsQuery,
  GetViewerRolesQuery,
  ListEntrantMatchesQuery,
  ListPlayersQuery,
  ListRoundsQuery,
  ListStaffQuery,
  type MatchView,
  type PlayerView,
  type RoundView,
  type StaffView,
  type TournamentView,
} from '@arbiter/tournament-application';
import type { TournamentRole } from '@arbiter/tournament-domain';
import type { QueryBus } from '@nestjs/cqrs';
import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders: every list a query nests (the organizers, players, rounds and judges
 * of a list of tournaments, the matches of a list of players) is one query per level, never one
 * per item (no N+1). Built per request, so one viewer's data never serves another.
 */
export interface TournamentLoaders {
  readonly tournament: DataLoader<string, TournamentView | null>;
  readonly viewerRoles: DataLoader<string, readonly TournamentRole[]>;
  readonly account: DataLoader<string, AccountView | null>;
  readonly players: DataLoader<string, readonly PlayerView[]>;
  /** The viewer's own player in a tournament (one indexed row, not the field), or null. */
  readonly ownPlayer: DataLoader<string, PlayerView | null>;
  readonly rounds: DataLoader<string, readonly RoundView[]>;
  readonly staff: DataLoader<string, readonly StaffView[]>;
  /** Keyed `tournamentId/entrantId`. */
  readonly entrantMatches: DataLoader<string, readonly MatchView[]>;
  /** Keyed `tournamentId/entrantId`. */
  readonly entrantName: DataLoader<string, string | null>;
}

function splitKey(key: string): { tournamentId: string; entrantId: string } {
  const [tournamentId = '', entrantId = ''] = key.split('/');
  return { tournamentId, entrantId };
}

export function createTournamentLoaders(queries: QueryBus, viewer: Viewer | null): TournamentLoaders {
  const actor = viewer ? { accountId: viewer.accountId, organizer: viewer.organizer } : null;
  const byKey = <T>(load: (keys: readonly string[]) => Promise<Map<string, T>>, missing: T) =>
    new DataLoader<string, T>(async (keys) => {
      const found = await load(keys);
      return keys.map((key) => found.get(key) ?? missing);
    });
  return {
    tournament: byKey((ids) => queries.execute(new GetTournamentsQuery(actor, ids)), null),
    viewerRoles: byKey((ids) => queries.execute(new GetViewerRolesQuery(actor, ids)), []),
    account: new DataLoader(async (ids) => queries.execute(new GetAccounts(ids))),
    players: byKey((ids) => queries.execute(new ListPlayersQuery(actor, ids)), []),
    ownPlayer: byKey<PlayerView | null>((ids) => queries.execute(new GetOwnPlayersQuery(actor, ids)), null),
    rounds: byKey((ids) => queries.execute(new ListRoundsQuery(actor, ids)), []),
    staff: byKey((ids) => queries.execute(new ListStaffQuery(actor, ids)), []),
    entrantMatches: byKey((keys) => queries.execute(new ListEntrantMatchesQuery(actor, keys.map(splitKey))), []),
    entrantName: byKey<string | null>((keys) => queries.execute(new GetEntrantNamesQuery(actor, keys.map(splitKey))), null),
  };
}
