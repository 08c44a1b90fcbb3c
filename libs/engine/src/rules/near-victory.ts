import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { areOpponents } from './mode-policy.js';
import { victoryScore } from './victory-score.js';

/** "If an opponent's score is within `points` points of the Victory Score" (CR 1.4 356.4 for the
 * discounts; the same reading for other conditions): some opponent's side has at least that many. */
export function isOpponentNearVictory(state: GameState, seat: Seat, points: number): boolean {
  const threshold = victoryScore(state) - points;
  return state.sides.some((side) => side.points >= threshold && side.seats.some((other) => areOpponents(state, seat, other)));
}
