import type { Action, GameEvent, Seat } from '@arbiter/rulesets';
import type { MatchEvent as ModeMatchEvent } from '@arbiter/modes';
import type { MatchResultInput, TournamentMode } from '@arbiter/tournament-domain';

/**
 * Events of a `game-<gameId>` stream (one online match of a tournament table). Each step stores
 * the mode-level events (`@arbiter/modes`) and the engine's game events it produced, so the
 * stream replays exactly without re-rolling. They hold hidden information (decks, the seed,
 * shuffled orders): the stream never leaves the server; clients get views (ADR 0030).
 */
export interface OnlineSeat {
  readonly seat: Seat;
  readonly entrantId: string;
  readonly name: string;
  /** The accounts that may act for this seat. */
  readonly accountIds: readonly string[];
}

type Event<TType extends string, TData> = { readonly type: TType; readonly data: TData };

export type OnlineGameStarted = Event<
  'OnlineGameStarted',
  {
    readonly gameId: string;
    readonly tournamentId: string;
    readonly matchId: string;
    readonly mode: TournamentMode;
    readonly seats: readonly OnlineSeat[];
    readonly matchEvents: readonly ModeMatchEvent[];
    readonly gameEvents: readonly GameEvent[];
    readonly at: string;
  }
>;

/** A seat's accepted action: an engine action, or a match-level decision between games (bo3). */
export type GameActionTaken = Event<
  'GameActionTaken',
  {
    readonly seat: Seat;
    readonly action: Action | OnlineMatchDecision;
    readonly matchEvents: readonly ModeMatchEvent[];
    readonly gameEvents: readonly GameEvent[];
    readonly at: string;
  }
>;

/** 650: a seat conceded the game in progress. */
export type OnlineGameConceded = Event<
  'OnlineGameConceded',
  { readonly seat: Seat; readonly matchEvents: readonly ModeMatchEvent[]; readonly gameEvents: readonly GameEvent[]; readonly at: string }
>;

/**
 * The match is over; `result` has the shape of the tournament's reports (entrants, game wins,
 * placements). `endedBy: 'staff_entry'`: staff decided the match while it was played, and the
 * game ended there with their result (issue 18 item 4); absent when the game was played out.
 */
export type OnlineGameFinished = Event<'OnlineGameFinished', { readonly result: MatchResultInput; readonly at: string; readonly endedBy?: 'staff_entry' }>;

/**
 * TR 14.3: a judge took back the last `actions` accepted actions of the game in progress. The
 * game is again exactly as it was after stream event `toVersion` (its generator state too, so a
 * card drawn again is the same card); nothing is deleted from the stream.
 * `hiddenInformationSince`: cards were drawn, revealed, hidden or shuffled in what was taken back
 * (the information stays known, TR 14.4.3), which the judge weighs (TR 14.3 limits).
 */
export type GameRewound = Event<
  'GameRewound',
  {
    readonly toVersion: number;
    readonly actions: number;
    readonly reason: string;
    readonly judgeAccountId: string;
    readonly hiddenInformationSince: boolean;
    readonly at: string;
  }
>;

export type OnlineGameEvent = OnlineGameStarted | GameActionTaken | OnlineGameConceded | OnlineGameFinished | GameRewound;

/** Decisions of the match between games (645.5 battlefields, 115 / the loser's choice of first player). */
export type OnlineMatchDecision =
  | { readonly type: 'chooseFirstPlayer'; readonly first: Seat }
  | { readonly type: 'chooseBattlefield'; readonly card: string };

export function gameStreamId(gameId: string): string {
  return `game-${gameId}`;
}
