/**
 * CR 1.3 424: revealing the top cards of a Main Deck shows them to every player
 * (`CardsRevealed`); they stay in the deck while the effect uses them, then are recycled (416).
 */
import { cardOf } from '../../cards/card-registry.js';
import type { Keywords, Step } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import { findObject, objectAt, seatAt } from '../../rules/queries.js';
import { mapList } from '../../util/lists.js';
import type { EngineContext } from '../context.js';
import { recycleCards } from './effect-helpers.js';
import { seenOnTop } from './seen-on-top.js';

const RECYCLE_REVEALED: Step = { do: 'recycleRevealed' };

/** Reveals the top cards, then runs `then` knowing them and recycles them after it. */
export function runRevealTop(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'suspended' {
  const step = steps[index] as Extract<Step, { do: 'revealTopThenRecycle' }>;
  const deck = seatAt(ctx.state, ectx.controller).mainDeck;
  const revealed = seenOnTop(ctx, ectx, steps, index, ectx.controller, deck.slice(Math.max(0, deck.length - step.count)).reverse());
  if (revealed === null) return 'suspended';
  if (revealed.length > 0) ctx.emit({ type: 'CardsRevealed', seat: ectx.controller, cards: mapList(revealed, (id) => ({ id, card: objectAt(ctx.state, id).card })) });
  const { seenOnTop: _seen, ...outer } = ectx;
  ctx.push({ f: 'effect', ctx: outer, steps, index: index + 1 });
  ctx.push({ f: 'effect', ctx: { ...outer, revealed }, steps: [...step.then, RECYCLE_REVEALED], index: 0 });
  return 'suspended';
}

/** The revealed cards still in their deck go to its bottom (416). */
export function recycleRevealed(ctx: EngineContext, ectx: EffectContext): void {
  const rest = (ectx.revealed ?? []).filter((id) => findObject(ctx.state, id)?.zone === 'mainDeck');
  recycleCards(ctx, ectx.controller, rest);
}

/** How many revealed cards have the printed keyword (cards that only mention it do not count). */
export function countRevealedWithKeyword(ctx: EngineContext, ectx: EffectContext, keyword: keyof Keywords): number {
  return (ectx.revealed ?? []).filter((id) => {
    const value = cardOf(objectAt(ctx.state, id)).keywords[keyword];
    return value !== undefined && value !== false;
  }).length;
}
