import type { EntrantId } from '../model/entrant.js';

/**
 * One round of one entrant, reduced to what standings need, the same for 1v1 matches and pods.
 * `games` counts games for game-win %, each worth 3 game points (win 3, draw 1, loss 0).
 */
export interface Outing {
  readonly round: number;
  readonly kind: 'played' | 'bye' | 'missed';
  readonly opponents: readonly EntrantId[];
  /** Match points (1v1) or placement points (pods) earned. */
  readonly points: number;
  /** What a win (1v1) or a first place (pods) would have earned: the denominator of win %. */
  readonly maxPoints: number;
  readonly gamePoints: number;
  readonly games: number;
  /** Head-to-head score against each opponent (parallel to `opponents`): 1 ahead, 0.5 level, 0 behind. */
  readonly scoreAgainst: readonly number[];
  /** 1v1: 1 win, 2 loss, 0 draw; pods: the event-wide placement (1-3, War 1-4). Byes count as 1. */
  readonly place: number;
}

export interface EntrantRecord {
  readonly id: EntrantId;
  readonly outings: readonly Outing[];
  readonly points: number;
  /** Every opponent faced, once per meeting, in round order (byes and missed rounds add none). */
  readonly opponents: readonly EntrantId[];
}
