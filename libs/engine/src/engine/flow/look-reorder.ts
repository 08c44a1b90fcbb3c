/**
 * A private look at the two top cards of the deck: any of them may go to the bottom, the rest go
 * back on top in an order the controller picks. The controller alone sees them (CR 1.3 128.4; the identities ride
 * on the decisions as `seen`). First they choose the cards to recycle (any number, 416); then,
 * with two left, which one goes on top (`DeckTopOrdered`, whose order only they are shown).
 * The step keeps the first answer in the effect context (`choices`) while the second is asked.
 */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { findObject, objectAt, seatAt } from '../../rules/queries.js';
import { mapList } from '../../util/lists.js';
import type { EngineContext } from '../context.js';
import { recycleCards } from './effect-helpers.js';
import { fixedOnTop, seenOnTop } from './seen-on-top.js';

type LookReorder = Extract<Step, { do: 'lookAtTopRecycleAnyReorder' }>;

function topCards(ctx: EngineContext, seat: Seat, count: number): readonly ObjectId[] {
  const deck = seatAt(ctx.state, seat).mainDeck;
  return deck.slice(Math.max(0, deck.length - count)).reverse();
}

const seenOf = (ctx: EngineContext, cards: readonly ObjectId[]) => mapList(cards, (id) => ({ id, card: objectAt(ctx.state, id).card }));

export function runLookRecycleReorder(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as LookReorder;
  const top = seenOnTop(ctx, ectx, steps, index, ectx.controller, topCards(ctx, ectx.controller, step.count));
  if (top === null) return 'suspended';
  if (top.length === 0) return 'done';
  const seen = seenOf(ctx, top);
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options: top, count: top.length, min: 0, seen }, { f: 'effect', ctx: { ...ectx, choices: [] }, steps, index });
  return 'suspended';
}

/** First answer: the cards recycled; second (two kept): the card put on top. */
export function resumeLookRecycleReorder(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, cards: readonly ObjectId[]): void {
  const step = frame.steps[frame.index] as LookReorder;
  const { choices, seenOnTop: _seen, ...outer } = frame.ctx;
  const next: Frame = { f: 'effect', ctx: outer, steps: frame.steps, index: frame.index + 1 };
  const top = fixedOnTop(ctx, frame.ctx, frame.index, seat) ?? topCards(ctx, seat, step.count);
  if (choices?.length === 0) {
    recycleCards(ctx, seat, cards);
    const kept = top.filter((id) => !cards.includes(id) && findObject(ctx.state, id)?.zone === 'mainDeck');
    if (kept.length < 2) {
      ctx.push(next);
      return;
    }
    ctx.ask({ kind: 'chooseCards', seat, options: kept, count: 1, seen: seenOf(ctx, kept) }, { ...frame, ctx: { ...frame.ctx, choices: [null] } });
    return;
  }
  const [first] = cards;
  ctx.push(next);
  if (first === undefined) return;
  ctx.emit({ type: 'DeckTopOrdered', seat, cards: [first, ...top.filter((id) => id !== first)] });
}
