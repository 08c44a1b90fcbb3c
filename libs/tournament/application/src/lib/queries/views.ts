import type {
  OnlineConflict,
  DecklistEntry,
  MatchResult,
  MatchSeat,
  RoundClock,
  TournamentRole,
  TournamentSettings,
} from '@arbiter/tournament-domain';

/** What the queries return: plain data from the read models, shaped for the API layer. */
export interface TournamentView {
  readonly tournamentId: string;
  readonly name: string;
  readonly mode: TournamentSettings['mode'];
  readonly status: 'registration' | 'swiss' | 'top_cut' | 'finished';
  readonly organizerId: string;
  readonly settings: TournamentSettings;
  readonly swissRounds: number | null;
  readonly roundsPaired: number;
  readonly playerCount: number;
  readonly entrantCount: number;
  readonly topCut: { readonly size: number; readonly seeds: readonly string[] } | null;
  readonly champions: readonly string[];
  readonly resultsVersion: number;
  readonly createdAt: string;
}

export interface EntrantRef {
  readonly entrantId: string;
  readonly name: string;
}

export interface PairingTableView {
  readonly table: number;
  readonly matchId: string;
  readonly entrants: readonly EntrantRef[];
}

/** A published round: who sits where. Immutable once published except by an override (new version). */
export interface RoundPairingsView {
  readonly tournamentId: string;
  readonly round: number;
  readonly phase: 'swiss' | 'top_cut';
  readonly status: 'in_progress' | 'completed';
  readonly pairingsVersion: number;
  readonly tables: readonly PairingTableView[];
  readonly byes: readonly EntrantRef[];
}

export interface ReportView {
  readonly reportId: string;
  /** A player's report, a staff entry, or a judge's correction of the final result (issue 18). */
  readonly kind: 'player' | 'staff' | 'correction';
  readonly entrantId: string | null;
  readonly accountId: string;
  readonly result: MatchResult;
  /** Corrections only: the result before, and why it changed. */
  readonly previous?: MatchResult;
  readonly reason?: string;
  readonly at: string;
}

export interface MatchView {
  readonly matchId: string;
  readonly tournamentId: string;
  readonly round: number;
  readonly table: number;
  readonly phase: 'swiss' | 'top_cut';
  readonly status: 'open' | 'reported' | 'disputed' | 'final';
  readonly seats: readonly MatchSeat[];
  readonly result: MatchResult | null;
  readonly decidedBy: string | null;
  /** Only for staff and the match's players; `null` otherwise. */
  readonly reports: readonly ReportView[] | null;
  readonly extensionMinutes: number;
  /** An online game result that differs from the final one, until a judge corrects (staff only). */
  readonly conflict: OnlineConflict | null;
}

export interface EntrantView {
  readonly entrantId: string;
  readonly kind: 'player' | 'team';
  readonly name: string;
  readonly playerIds: readonly string[];
  readonly status: 'active' | 'dropped' | 'disqualified';
  readonly joinedInRound: number;
  readonly droppedInRound: number | null;
}

export interface PlayerView {
  readonly tournamentId: string;
  readonly playerId: string;
  readonly accountId: string | null;
  readonly displayName: string;
  readonly teamId: string | null;
  readonly entrantId: string | null;
  readonly status: 'active' | 'dropped' | 'disqualified' | 'no_team';
  readonly joinedInRound: number;
  readonly droppedInRound: number | null;
  readonly hasDecklist: boolean;
  /** Hidden information: only for the player, judges and the organizer (`null` otherwise). */
  readonly decklist: DecklistEntry | null;
}

export interface RoundClockView {
  readonly tournamentId: string;
  readonly round: number;
  readonly status: 'not_started' | 'running' | 'paused' | 'expired';
  readonly startedAt: string | null;
  readonly durationSeconds: number;
  readonly endsAt: string | null;
  readonly remainingSeconds: number | null;
  readonly raw: RoundClock | null;
}

export interface ViewerAccess {
  readonly roles: readonly TournamentRole[];
  readonly visible: boolean;
}

export interface StaffView {
  readonly tournamentId: string;
  readonly accountId: string;
  readonly role: 'head_judge' | 'judge';
  readonly displayName: string;
}

export interface RoundView {
  readonly tournamentId: string;
  readonly round: number;
  readonly phase: 'swiss' | 'top_cut';
  readonly status: 'in_progress' | 'completed';
  readonly clock: RoundClock | null;
  readonly openMatches: number;
}
