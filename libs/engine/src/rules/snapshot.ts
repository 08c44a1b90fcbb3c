/**
 * CR 1.3 472.3.b, 472.3.d.2.b (layers, which the v1.4 excerpt lacks): an arithmetic effect whose
 * limit applies is limited when it is applied and remembered at that amount ("snapshotting"):
 * "-4 [M] to a minimum of 1" on a unit with 2 might gives -1 [M] for its duration. CR 1.0 kept the
 * minimum as a floor for as long as the effect lasted; the Spiritforged FAQ (2026-01-14, "Cards
 * that Reduce Might") shows the difference: Stupefy on a Recruit at Trifarian War Camp gives -1, so
 * the Recruit has 0 might once it leaves the War Camp.
 */
import type { GameState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import { mightOf } from './might.js';

/** The reduction `amount` (negative) "to a minimum of `minimum`" as it applies to `unit` now. */
export function snapshotReduction(state: GameState, unit: ObjectId, amount: number, minimum: number): number {
  const now = mightOf(state, unit);
  if (now <= minimum) return 0;
  return Math.max(amount, minimum - now);
}
