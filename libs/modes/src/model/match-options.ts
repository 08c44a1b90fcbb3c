/**
 * How the first player of a game after the first is decided (game 1 is always random, 115).
 * - `loserChooses` (default, architecture): the loser of the previous game chooses; after a draw
 *   the player who chose for the drawn game chooses again, and if nobody chose (it was game 1),
 *   the order is random again.
 * - `loserGoesFirst`: the loser of the previous game goes first; after a draw, random.
 * - `random`: every game's first player is random.
 */
export type FirstPlayerPolicy = 'loserChooses' | 'loserGoesFirst' | 'random';

export interface MatchOptions {
  readonly firstPlayer: FirstPlayerPolicy;
}

export const DEFAULT_MATCH_OPTIONS: MatchOptions = { firstPlayer: 'loserChooses' };

/**
 * Time is called (tournament end-of-round procedure, architecture defaults): the turn in progress
 * is finished, then `extraTurns` more turns are played; a game still unfinished goes to the side
 * leading by `margin` or more points, otherwise it is a draw (with more than two sides, the
 * seats are placed by points).
 */
export interface TimeRules {
  readonly extraTurns: number;
  readonly margin: number;
}

export const DEFAULT_TIME_RULES: TimeRules = { extraTurns: 3, margin: 2 };
