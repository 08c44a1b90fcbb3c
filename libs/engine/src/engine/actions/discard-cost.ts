/** "Discard N" as the cost of an activated ability (CR 1.3 422: from the hand to the trash; the
 * "when you discard" triggers follow, 422.1.b). */
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { seatAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { onDiscarded } from '../flow/trigger-detection.js';
import { violation } from '../rule-violation.js';

export function checkDiscardCost(ctx: EngineContext, seat: Seat, count: number, chosen: readonly ObjectId[] | undefined): void {
  const cards = chosen ?? [];
  if (count === 0 && cards.length === 0) return;
  const hand = seatAt(ctx.state, seat).hand;
  if (cards.length !== count || new Set(cards).size !== count || cards.some((card) => !hand.includes(card))) {
    violation('cost/discard', 'CR 1.3 422', `choose ${count} different cards of your hand to discard`);
  }
}

export function discardAsCost(ctx: EngineContext, seat: Seat, count: number, chosen: readonly ObjectId[] | undefined): void {
  if (count === 0 || !chosen) return;
  for (const card of chosen) ctx.emit({ type: 'CardDiscarded', seat, card });
  onDiscarded(ctx, seat, chosen);
}

/** The ways to pay the cost, for `legalActions`: any one card of the hand when one is asked (the
 * first cards in hand order otherwise); none when the hand is too small; `[[]]` with no such cost. */
export function discardChoices(state: GameState, seat: Seat, count: number): readonly (readonly ObjectId[])[] {
  if (count === 0) return [[]];
  const hand = seatAt(state, seat).hand;
  if (hand.length < count) return [];
  if (count === 1) return hand.map((card) => [card]);
  return [hand.slice(0, count)];
}
