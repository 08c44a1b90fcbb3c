import { AppError } from '@arbiter/errors';
import type { Actor, TournamentRole } from '@arbiter/tournament-domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../shared/clock.js';
import { readRoundClock } from './read-round-clock.js';
import { holds, TournamentAccess } from './tournament-access.js';
import {
  GetMatchQuery,
  GetEntrantNamesQuery,
  GetMyPairingQuery,
  GetOwnPlayersQuery,
  GetPairingsQuery,
  GetPairingsVersionQuery,
  GetPlayerQuery,
  GetRoundClockQuery,
  GetTournamentsQuery,
  GetViewerRolesQuery,
  ListDisputesQuery,
  ListMatchesQuery,
  ListEntrantMatchesQuery,
  ListPlayersQuery,
  ListRoundsQuery,
  ListStaffQuery,
  ListTournamentsQuery,
  type MyPairingView,
  type PairingsVersion,
  type PlayerDetailsView,
} from './tournament-queries.js';
import { TournamentReader } from './tournament-reader.js';
import type { MatchView, PlayerView, RoundClockView, RoundPairingsView, RoundView, StaffView, TournamentView } from './views.js';

/** Reports are for the staff and the players of the match. */
function redactMatch(match: MatchView, roles: readonly TournamentRole[], viewer: Actor | null): MatchView {
  const seated = viewer !== null && match.seats.some((seat) => seat.accountIds.includes(viewer.accountId));
  if (holds(roles, 'viewDisputes')) return match;
  return seated ? { ...match, conflict: null } : { ...match, reports: null, conflict: null };
}

/**
 * Decklists are hidden information (TR 2026-07-16 401.5): the player, judges and the organizer
 * see a list; everybody once the organizer published it; under an open decklist policy the
 * players the owner was paired against (`opponents`: entrant ids the viewer faced).
 */
function redactPlayer(player: PlayerView, roles: readonly TournamentRole[], viewer: Actor | null, opponents: ReadonlySet<string> = NO_OPPONENTS): PlayerView {
  const own = viewer !== null && player.accountId === viewer.accountId;
  const visible = own || holds(roles, 'viewDecklists') || player.decklist?.published === true || (player.entrantId !== null && opponents.has(player.entrantId));
  return visible ? player : { ...player, decklist: null };
}

const NO_OPPONENTS: ReadonlySet<string> = new Set();

/** The entrants the viewer was paired against, where the tournament has open decklists (else none). */
async function openListsOf(reader: TournamentReader, tournament: TournamentView, viewer: Actor | null): Promise<ReadonlySet<string>> {
  if (!viewer || !tournament.settings.openDecklists) return NO_OPPONENTS;
  return reader.opponentsOf(tournament.tournamentId, viewer.accountId);
}

/** The most tournaments one page lists. */
const MAX_PAGE = 100;

@QueryHandler(ListTournamentsQuery)
export class ListTournamentsHandler implements IQueryHandler<ListTournamentsQuery, TournamentView[]> {
  constructor(private readonly reader: TournamentReader) {}

  async execute(query: ListTournamentsQuery): Promise<TournamentView[]> {
    // A page outside the bounds is the client's mistake: say so instead of quietly answering another page.
    if (!Number.isInteger(query.first) || query.first < 1 || query.first > MAX_PAGE) {
      throw new AppError('QUERY.INVALID_PAGE', `first is 1 to ${MAX_PAGE}`, { details: { field: 'first', max: MAX_PAGE } });
    }
    if (!Number.isInteger(query.offset) || query.offset < 0) {
      throw new AppError('QUERY.INVALID_PAGE', 'offset is 0 or more', { details: { field: 'offset' } });
    }
    return this.reader.listTournaments({ visibleTo: query.viewer?.accountId ?? null, status: query.status, limit: query.first, offset: query.offset });
  }
}

@QueryHandler(GetTournamentsQuery)
export class GetTournamentsHandler implements IQueryHandler<GetTournamentsQuery, Map<string, TournamentView>> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: GetTournamentsQuery): Promise<Map<string, TournamentView>> {
    const [found, roles] = await Promise.all([this.reader.tournaments(query.tournamentIds), this.access.rolesIn(query.tournamentIds, query.viewer)]);
    for (const [id, tournament] of found) {
      if (!tournament.settings.publicView && (roles.get(id) ?? []).length === 0) found.delete(id);
    }
    return found;
  }
}

@QueryHandler(GetViewerRolesQuery)
export class GetViewerRolesHandler implements IQueryHandler<GetViewerRolesQuery, Map<string, TournamentRole[]>> {
  constructor(private readonly access: TournamentAccess) {}

  execute(query: GetViewerRolesQuery): Promise<Map<string, TournamentRole[]>> {
    return this.access.rolesIn(query.tournamentIds, query.viewer);
  }
}

@QueryHandler(GetPairingsQuery)
export class GetPairingsHandler implements IQueryHandler<GetPairingsQuery, RoundPairingsView | null> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: GetPairingsQuery): Promise<RoundPairingsView | null> {
    await this.access.read(query.tournamentId, query.viewer);
    const round = query.round ?? (await this.reader.latestRound(query.tournamentId))?.round;
    return round === undefined ? null : this.reader.pairings(query.tournamentId, round);
  }
}

@QueryHandler(GetMyPairingQuery)
export class GetMyPairingHandler implements IQueryHandler<GetMyPairingQuery, MyPairingView | null> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: GetMyPairingQuery): Promise<MyPairingView | null> {
    if (!query.viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in to see your pairing');
    // One statement for a registered player, who always sees the event (viewPrivateEvent).
    const mine = await this.reader.ownPairing(query.tournamentId, query.viewer.accountId);
    if (!mine) {
      // Not registered: a hidden event stays TOURNAMENT.NOT_FOUND, a visible one has no pairing.
      await this.access.read(query.tournamentId, query.viewer);
      return null;
    }
    const { entrantId, round, match } = mine;
    if (!entrantId || !round) return null;
    if (!match && !round.byes.includes(entrantId)) return null;
    const base = { tournamentId: query.tournamentId, round: round.round, playerId: mine.playerId, entrantId };
    return { ...base, match: match ? redactMatch(match, mine.roles, query.viewer) : null };
  }
}

@QueryHandler(ListMatchesQuery)
export class ListMatchesHandler implements IQueryHandler<ListMatchesQuery, MatchView[]> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: ListMatchesQuery): Promise<MatchView[]> {
    const { roles } = await this.access.read(query.tournamentId, query.viewer);
    const matches = await this.reader.matches({ tournamentId: query.tournamentId, round: query.round });
    return matches.map((match) => redactMatch(match, roles, query.viewer));
  }
}

@QueryHandler(GetMatchQuery)
export class GetMatchHandler implements IQueryHandler<GetMatchQuery, MatchView | null> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: GetMatchQuery): Promise<MatchView | null> {
    const match = (await this.reader.matchesByIds([query.matchId])).get(query.matchId);
    if (!match) return null;
    const { roles } = await this.access.read(match.tournamentId, query.viewer);
    return redactMatch(match, roles, query.viewer);
  }
}

@QueryHandler(ListDisputesQuery)
export class ListDisputesHandler implements IQueryHandler<ListDisputesQuery, MatchView[]> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: ListDisputesQuery): Promise<MatchView[]> {
    await this.access.require(query.tournamentId, query.viewer, 'viewDisputes');
    return this.reader.disputes(query.tournamentId);
  }
}

@QueryHandler(ListPlayersQuery)
export class ListPlayersHandler implements IQueryHandler<ListPlayersQuery, Map<string, PlayerView[]>> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: ListPlayersQuery): Promise<Map<string, PlayerView[]>> {
    const visible = await this.access.visibleAmong(query.tournamentIds, query.viewer);
    const players = await this.reader.playersOf([...visible.keys()]);
    const redacted = new Map<string, PlayerView[]>();
    for (const [id, grant] of visible) {
      const opponents = await openListsOf(this.reader, grant.tournament, query.viewer);
      redacted.set(id, (players.get(id) ?? []).map((player) => redactPlayer(player, grant.roles, query.viewer, opponents)));
    }
    return redacted;
  }
}

/**
 * The viewer's own players. A player row exists only for an account registered in the
 * tournament, which is a role that sees the event, and a player always sees their own list, so
 * nothing is redacted and no access query is needed.
 */
@QueryHandler(GetOwnPlayersQuery)
export class GetOwnPlayersHandler implements IQueryHandler<GetOwnPlayersQuery, Map<string, PlayerView>> {
  constructor(private readonly reader: TournamentReader) {}

  async execute(query: GetOwnPlayersQuery): Promise<Map<string, PlayerView>> {
    if (!query.viewer || query.tournamentIds.length === 0) return new Map();
    return this.reader.ownPlayers(query.tournamentIds, query.viewer.accountId);
  }
}

@QueryHandler(ListRoundsQuery)
export class ListRoundsHandler implements IQueryHandler<ListRoundsQuery, Map<string, RoundView[]>> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: ListRoundsQuery): Promise<Map<string, RoundView[]>> {
    const visible = await this.access.visibleAmong(query.tournamentIds, query.viewer);
    const rounds = await this.reader.roundsOf([...visible.keys()]);
    const views = new Map<string, RoundView[]>();
    for (const id of visible.keys()) {
      views.set(
        id,
        (rounds.get(id) ?? []).map((row) => ({ tournamentId: id, round: row.round, phase: row.phase, status: row.status, clock: row.clock, openMatches: row.open_matches })),
      );
    }
    return views;
  }
}

@QueryHandler(ListStaffQuery)
export class ListStaffHandler implements IQueryHandler<ListStaffQuery, Map<string, StaffView[]>> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: ListStaffQuery): Promise<Map<string, StaffView[]>> {
    const visible = await this.access.visibleAmong(query.tournamentIds, query.viewer);
    return this.reader.staffOf([...visible.keys()]);
  }
}

@QueryHandler(ListEntrantMatchesQuery)
export class ListEntrantMatchesHandler implements IQueryHandler<ListEntrantMatchesQuery, Map<string, MatchView[]>> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: ListEntrantMatchesQuery): Promise<Map<string, MatchView[]>> {
    const visible = await this.access.visibleAmong([...new Set(query.keys.map((key) => key.tournamentId))], query.viewer);
    const keys = query.keys.filter((key) => visible.has(key.tournamentId));
    const matches = await this.reader.matchesOfEntrants(keys);
    for (const [key, list] of matches) {
      const roles = visible.get(key.split('/')[0] ?? '')?.roles ?? [];
      matches.set(key, list.map((match) => redactMatch(match, roles, query.viewer)));
    }
    return matches;
  }
}

@QueryHandler(GetPlayerQuery)
export class GetPlayerHandler implements IQueryHandler<GetPlayerQuery, PlayerDetailsView | null> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: GetPlayerQuery): Promise<PlayerDetailsView | null> {
    const { roles, tournament } = await this.access.read(query.tournamentId, query.viewer);
    const [player] = await this.reader.players(query.tournamentId, [query.playerId]);
    if (!player) return null;
    const matches = player.entrantId ? await this.reader.matchesOfEntrant(query.tournamentId, player.entrantId) : [];
    return {
      player: redactPlayer(player, roles, query.viewer, await openListsOf(this.reader, tournament, query.viewer)),
      matches: matches.map((match) => redactMatch(match, roles, query.viewer)),
    };
  }
}

@QueryHandler(GetRoundClockQuery)
export class GetRoundClockHandler implements IQueryHandler<GetRoundClockQuery, RoundClockView | null> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetRoundClockQuery): Promise<RoundClockView | null> {
    await this.access.read(query.tournamentId, query.viewer);
    const round = await this.reader.latestRound(query.tournamentId);
    return round ? readRoundClock(query.tournamentId, round.round, round.clock, this.clock.now()) : null;
  }
}

@QueryHandler(GetEntrantNamesQuery)
export class GetEntrantNamesHandler implements IQueryHandler<GetEntrantNamesQuery, Map<string, string>> {
  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: GetEntrantNamesQuery): Promise<Map<string, string>> {
    const visible = await this.access.visibleAmong([...new Set(query.keys.map((key) => key.tournamentId))], query.viewer);
    return this.reader.entrantNames(query.keys.filter((key) => visible.has(key.tournamentId)));
  }
}

@QueryHandler(GetPairingsVersionQuery)
export class GetPairingsVersionHandler implements IQueryHandler<GetPairingsVersionQuery, PairingsVersion | null> {
  constructor(private readonly reader: TournamentReader) {}

  execute(query: GetPairingsVersionQuery): Promise<PairingsVersion | null> {
    return this.reader.pairingsVersion(query.tournamentId, query.round);
  }
}
