import type { Actor } from '@arbiter/tournament-domain';
import { Query } from '@nestjs/cqrs';
import type { TournamentRole } from '@arbiter/tournament-domain';
import type { MatchView, PlayerView, RoundClockView, RoundPairingsView, RoundView, StaffView, TournamentView } from './views.js';

export class ListTournamentsQuery extends Query<TournamentView[]> {
  constructor(
    readonly viewer: Actor | null,
    readonly status: TournamentView['status'] | null,
    readonly first: number,
    readonly offset: number,
  ) {
    super();
  }
}

/** Tournaments by id, only those the viewer may see (batched by the API's DataLoader). */
export class GetTournamentsQuery extends Query<Map<string, TournamentView>> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentIds: readonly string[],
  ) {
    super();
  }
}

export class GetViewerRolesQuery extends Query<Map<string, TournamentRole[]>> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentIds: readonly string[],
  ) {
    super();
  }
}

/** The pairings of a round (`round` null: the latest round). */
export class GetPairingsQuery extends Query<RoundPairingsView | null> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
    readonly round: number | null,
  ) {
    super();
  }
}

export interface MyPairingView {
  readonly tournamentId: string;
  readonly round: number;
  readonly playerId: string;
  readonly entrantId: string;
  /** `null` when the entrant has a bye this round. */
  readonly match: MatchView | null;
}

/** The viewer's table in the latest round, or `null` when the viewer is not paired in it. */
export class GetMyPairingQuery extends Query<MyPairingView | null> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

export class ListMatchesQuery extends Query<MatchView[]> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
    readonly round: number | null,
  ) {
    super();
  }
}

export class GetMatchQuery extends Query<MatchView | null> {
  constructor(
    readonly viewer: Actor | null,
    readonly matchId: string,
  ) {
    super();
  }
}

/** Open disputes (staff only): matches whose players reported different results. */
export class ListDisputesQuery extends Query<MatchView[]> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

/** Players of several tournaments (batched), decklists redacted for the viewer. */
export class ListPlayersQuery extends Query<Map<string, PlayerView[]>> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentIds: readonly string[],
  ) {
    super();
  }
}

/**
 * The viewer's own player in each of several tournaments (batched), by one indexed lookup of
 * (tournament, account): how a player's request finds "me" without reading the whole field.
 * Tournaments the viewer is not registered in are absent.
 */
export class GetOwnPlayersQuery extends Query<Map<string, PlayerView>> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentIds: readonly string[],
  ) {
    super();
  }
}

/** Rounds (number, phase, status, clock) of several tournaments (batched). */
export class ListRoundsQuery extends Query<Map<string, RoundView[]>> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentIds: readonly string[],
  ) {
    super();
  }
}

/** Judges of several tournaments (batched). */
export class ListStaffQuery extends Query<Map<string, StaffView[]>> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentIds: readonly string[],
  ) {
    super();
  }
}

/** Matches of several entrants (batched), keyed `tournamentId/entrantId`, reports redacted. */
export class ListEntrantMatchesQuery extends Query<Map<string, MatchView[]>> {
  constructor(
    readonly viewer: Actor | null,
    readonly keys: readonly { readonly tournamentId: string; readonly entrantId: string }[],
  ) {
    super();
  }
}

export interface PlayerDetailsView {
  readonly player: PlayerView;
  /** Every match of the player's entrant, oldest first. */
  readonly matches: readonly MatchView[];
}

export class GetPlayerQuery extends Query<PlayerDetailsView | null> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
    readonly playerId: string,
  ) {
    super();
  }
}

export class GetRoundClockQuery extends Query<RoundClockView | null> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

/** Names of entrants (players or teams), keyed `tournamentId/entrantId` (batched). */
export class GetEntrantNamesQuery extends Query<Map<string, string>> {
  constructor(
    readonly viewer: Actor | null,
    readonly keys: readonly { readonly tournamentId: string; readonly entrantId: string }[],
  ) {
    super();
  }
}

export interface PairingsVersion {
  readonly version: number;
  /** Anyone may read it (the organizer allowed anonymous reads). */
  readonly publicView: boolean;
}

/**
 * The version of a round's published pairings (it moves only when an override reseats tables):
 * what a response cache of the `pairings` query checks. `null` while the round is not paired.
 */
export class GetPairingsVersionQuery extends Query<PairingsVersion | null> {
  constructor(
    readonly tournamentId: string,
    readonly round: number,
  ) {
    super();
  }
}
