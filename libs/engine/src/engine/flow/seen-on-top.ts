/**
 * The one place where the engine lets a card act as it is seen on top of its owner's deck: every
 * step that has a player look at or reveal cards from the top of their own Main Deck (a look at
 * the top, a prediction, a reveal, a banish-and-play from the top, each player's look of
 * `eachPlayerBanishesFromTopThenPlays`, each opponent's reveal) first hands the cards it sees to
 * `seenOnTop`. A card with the static `mayBanishAndPlayWhenSeenOnTop` among them lets its owner
 * banish it (603) and then play it from banishment for the static's cost (356.1.a), after the
 * effect, as any card played by an effect (FAQ Origins, Nocturne, Horrifying: a replacement as the
 * look or reveal happens, not a trigger; rulings 2026-08-16, 369.1). The offer is a `chooseCards`
 * decision of that player (any number, none included) whose `seen` names the looked-at cards to
 * them alone (CR 1.3 127, 128.4). The step then goes on with the cards left of the ones it saw, never
 * new ones from the deck (FAQ Origins: with Stacked Deck, "only 2 cards left of the original 3").
 */
import { cardOf } from '../../cards/card-registry.js';
import type { StaticAbility, Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { findObject, objectAt } from '../../rules/queries.js';
import { mapList } from '../../util/lists.js';
import type { EngineContext } from '../context.js';
import { finishPlayLater } from './play-from-trash.js';

type SeenStatic = Extract<StaticAbility, { effect: 'mayBanishAndPlayWhenSeenOnTop' }>;

function seenStatic(ctx: EngineContext, id: ObjectId): SeenStatic | undefined {
  return cardOf(objectAt(ctx.state, id)).abilities.find((a): a is SeenStatic => a.kind === 'static' && a.effect === 'mayBanishAndPlayWhenSeenOnTop');
}

/** Whether `seat` owns a card with the static anywhere in the game (their deck list, which does
 * not change; games without such a card never get the question). */
function ownsSuchCard(ctx: EngineContext, seat: Seat): boolean {
  return ctx.state.objects.some((object) => object !== null && object.owner === seat && seenStatic(ctx, object.id) !== undefined);
}

const stillOnTop = (ctx: EngineContext, seat: Seat, id: ObjectId): boolean => {
  const object = findObject(ctx.state, id);
  return object?.zone === 'mainDeck' && object.owner === seat;
};

/** The cards the step at `index` fixed for `seat` once its offer was made, still in that deck; null
 * when no offer was made there (the step reads the deck as it is). */
export function fixedOnTop(ctx: EngineContext, ectx: EffectContext, index: number, seat: Seat): readonly ObjectId[] | null {
  const fixed = ectx.seenOnTop;
  if (fixed?.index !== index || !fixed.offered.includes(seat)) return null;
  return fixed.cards.filter((id) => stillOnTop(ctx, seat, id));
}

/** `top`: the cards the step at `index` would look at or reveal from the top of `seat`'s deck.
 * Returns the cards it goes on with, or null when the owner was asked first (the step runs again
 * once they answered). */
export function seenOnTop(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, seat: Seat, top: readonly ObjectId[]): readonly ObjectId[] | null {
  const fixed = fixedOnTop(ctx, ectx, index, seat);
  if (fixed !== null) return fixed;
  const options = top.filter((id) => stillOnTop(ctx, seat, id) && seenStatic(ctx, id) !== undefined);
  // CR 1.3 127: asking only when such a card is seen would tell the other players it is there, so
  // an owner of such a card is asked at every look (with nothing to choose when none is seen).
  if (options.length === 0 && !ownsSuchCard(ctx, seat)) return top;
  const before = ectx.seenOnTop?.index === index ? ectx.seenOnTop : { cards: [], offered: [] };
  const seenOnTop = { index, cards: [...before.cards, ...top], offered: [...before.offered, seat], pending: true };
  const seen = mapList(top, (id) => ({ id, card: objectAt(ctx.state, id).card }));
  ctx.ask({ kind: 'chooseCards', seat, options, count: options.length, min: 0, seen }, { f: 'effect', ctx: { ...ectx, seenOnTop }, steps, index });
  return null;
}

/** Queues the rest of playing `card` by the effect (as `finishPlayLater`), but beneath the plays of
 * cards banished as they were seen on top during the same effect: those were put on the chain as
 * pending items first, so they finish first (FAQ Origins, Nocturne with Promising Future). */
export function finishPlayAfterSeen(ctx: EngineContext, ectx: EffectContext, card: ObjectId, cost: Extract<Step, { do: 'finishPlayByEffect' }>['cost']): void {
  let at = ctx.stack.length;
  while (at > 0 && isSeenPlay(ctx, ctx.stack[at - 1])) at--;
  ctx.stack.splice(at, 0, { f: 'effect', ctx: ectx, steps: [{ do: 'finishPlayByEffect', card, cost }], index: 0 });
}

function isSeenPlay(ctx: EngineContext, frame: Frame | undefined): boolean {
  if (frame?.f !== 'effect' || frame.index !== 0 || frame.steps.length !== 1) return false;
  const [step] = frame.steps;
  if (step?.do !== 'finishPlayByEffect') return false;
  return findObject(ctx.state, step.card)?.zone === 'banishment' && seenStatic(ctx, step.card) !== undefined;
}

/** True when the frame waits for an owner's answer to `seenOnTop`. */
export const isSeenOnTopOffer = (frame: Extract<Frame, { f: 'effect' }>): boolean => frame.ctx.seenOnTop?.index === frame.index && frame.ctx.seenOnTop.pending;

/** The effect context a player plays a card by an effect in: theirs, with no choices of the step. */
export function playerEffectContext(ectx: EffectContext, seat: Seat): EffectContext {
  const { choices: _choices, seenOnTop: _seen, banishedFromTop: _banished, ...rest } = ectx;
  return { ...rest, controller: seat };
}

/** The answer: each chosen card is banished, its play queued after the effect; the step runs again. */
export function resumeSeenOnTop(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, cards: readonly ObjectId[]): void {
  const fixed = frame.ctx.seenOnTop;
  if (!fixed) return;
  for (const card of cards) {
    const ability = seenStatic(ctx, card);
    if (ability === undefined || !stillOnTop(ctx, seat, card)) continue;
    ctx.emit({ type: 'CardBanished', card });
    finishPlayLater(ctx, playerEffectContext(frame.ctx, seat), card, ability.cost);
  }
  ctx.push({ ...frame, ctx: { ...frame.ctx, seenOnTop: { ...fixed, pending: false } } });
}
