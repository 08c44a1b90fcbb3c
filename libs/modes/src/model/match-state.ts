import type { CardId, Deck, GameResult, RulesetId, Seat, SeatOutcome } from '@arbiter/rulesets';
import type { PrngState } from '@arbiter/prng';
import type { BattlefieldPick } from '../setup/battlefield-picks.js';
import type { MatchOptions } from './match-options.js';
import type { ModeId } from './mode-id.js';

/** How the first player of one game is found, decided when its setup starts. */
export type FirstPlayerRule =
  | { readonly kind: 'random' }
  | { readonly kind: 'chosenBy'; readonly seat: Seat }
  | { readonly kind: 'fixed'; readonly seat: Seat };

/** 115: the turn order of a game and how it came about. */
export interface TurnOrderDecision {
  readonly order: readonly Seat[];
  readonly method: 'random' | 'chosen' | 'loserFirst';
  /** The seat that chose (method `chosen`), else null. */
  readonly chooser: Seat | null;
}

/** Time was called during a game: the game ends before turn `lastTurn + 1` begins. */
export interface TimeLimit {
  readonly calledAtTurn: number;
  readonly lastTurn: number;
  readonly margin: number;
}

/** A finished game of the match. `gameId` is null for a game loss imposed before the game began. */
export interface GameRecord {
  readonly game: number;
  readonly gameId: string | null;
  readonly turnOrder: TurnOrderDecision | null;
  readonly battlefields: readonly BattlefieldPick[];
  readonly result: GameResult;
  /** Per seat: the points of its side at the end. */
  readonly points: readonly number[];
  /** Turns started in the game (0 when it never began). */
  readonly turns: number;
}

export type MatchEndReason = 'games' | 'concession' | 'disqualification' | 'time';

/** The match result per seat (placements 1 = first, ties share; outcomes win, loss or draw). */
export interface MatchResult {
  readonly reason: MatchEndReason;
  readonly placements: readonly number[];
  readonly outcomes: readonly SeatOutcome[];
}

/** The setup before a game: turn order, then battlefields (`choices` are the secret picks so far). */
export interface SetupPhase {
  readonly status: 'setup';
  readonly game: number;
  readonly firstPlayer: FirstPlayerRule;
  readonly turnOrder: TurnOrderDecision | null;
  readonly choices: readonly (CardId | null)[];
  readonly battlefields: readonly BattlefieldPick[] | null;
}

export interface PlayingPhase {
  readonly status: 'playing';
  readonly game: number;
  readonly gameId: string;
  readonly turnOrder: TurnOrderDecision;
  readonly battlefields: readonly BattlefieldPick[];
  readonly time: TimeLimit | null;
}

export interface OverPhase {
  readonly status: 'over';
  readonly result: MatchResult;
}

export type MatchPhase = SetupPhase | PlayingPhase | OverPhase;

/**
 * A match: one or more games of a mode between the same seats. Plain data: the decks, the
 * seed and the generator state are server-side secrets (see `matchViewFor`).
 */
export interface MatchState {
  readonly schema: 1;
  readonly matchId: string;
  readonly mode: ModeId;
  /** The rules every game of the match is played under (from `MatchCreated`; v1.0 when it names none). */
  readonly ruleset: RulesetId;
  /** Opaque player ids by seat. */
  readonly players: readonly string[];
  readonly decks: readonly Deck[];
  readonly options: MatchOptions;
  readonly seed: string;
  readonly rng: PrngState;
  readonly games: readonly GameRecord[];
  /** 645.5: the battlefields each seat has used in a game of this match. */
  readonly used: readonly (readonly CardId[])[];
  /** Time was called: no further game starts. */
  readonly timeCalled: boolean;
  readonly phase: MatchPhase;
  /** Events applied so far: the sequence number of the next event. */
  readonly seq: number;
}
