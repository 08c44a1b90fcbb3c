/**
 * `eachPlayerBanishesFromTopThenPlays` (FAQ Origins and rulings 2026-08-16 on Promising Future,
 * with its errata): two passes. First, in turn order from the turn player (CR 1.3 383.3.d.1),
 * each player looks at the top cards of their own Main Deck (privately: the identities ride on
 * their decision as `seen`, CR 1.3 127, 128.4), banishes one of them (603; public from then on, so
 * later players know the earlier choices) and recycles the rest (416). Then, from the player
 * after the turn player, each plays their banished card by the effect (its owner and controller),
 * with its energy ignored (356.1.b.2) or its whole cost (356.1.b.1): the plays are queued in that
 * order to finish once the effect is done, each with its own choices (location, targets, a
 * mandatory kill cost). A card that cannot be played stays banished (FAQ Origins).
 */
import { cardOf } from '../../cards/card-registry.js';
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import type { Cost, PowerSlot } from '../../rules/costs.js';
import { activeSeats, findObject, inTurnOrderFrom, nextInTurnOrder, objectAt, seatAt } from '../../rules/queries.js';
import { mapList } from '../../util/lists.js';
import type { EngineContext } from '../context.js';
import { recycleCards } from './effect-helpers.js';
import { finishPlayAfterSeen, fixedOnTop, playerEffectContext, seenOnTop } from './seen-on-top.js';

type EachPlayerBanishes = Extract<Step, { do: 'eachPlayerBanishesFromTopThenPlays' }>;

/** The players in turn order from the turn player (the first pass). */
function firstPassOrder(ctx: EngineContext): readonly Seat[] {
  const seats = activeSeats(ctx.state);
  return seats.includes(ctx.state.turn.seat) ? inTurnOrderFrom(ctx.state, ctx.state.turn.seat, seats) : seats;
}

function topCards(ctx: EngineContext, seat: Seat, count: number): readonly ObjectId[] {
  const deck = seatAt(ctx.state, seat).mainDeck;
  return deck.slice(Math.max(0, deck.length - count)).reverse();
}

/** The cost of playing `card` this way. */
function costOf(ctx: EngineContext, card: ObjectId, step: EachPlayerBanishes): Cost {
  const definition = cardOf(objectAt(ctx.state, card));
  const power: PowerSlot[] = [];
  if (step.ignore === 'energy') for (let i = 0; i < definition.power; i++) power.push(definition.domains);
  return { energy: 0, power };
}

/** The second pass: the plays, from the player after the turn player, queued so the first runs
 * first (after any card banished as it was seen on top, pending before them). */
function queuePlays(ctx: EngineContext, ectx: EffectContext, step: EachPlayerBanishes, banished: readonly { seat: Seat; card: ObjectId | null }[]): void {
  const seats = banished.map((entry) => entry.seat);
  const [first] = seats;
  if (first === undefined) return;
  const start = seats.includes(ctx.state.turn.seat) ? nextInTurnOrder(ctx.state, ctx.state.turn.seat, seats) : first;
  const order = inTurnOrderFrom(ctx.state, start, seats);
  for (let i = order.length - 1; i >= 0; i--) {
    const seat = order[i] as Seat;
    const card = banished.find((entry) => entry.seat === seat)?.card ?? null;
    if (card === null || findObject(ctx.state, card)?.zone !== 'banishment') continue;
    finishPlayAfterSeen(ctx, playerEffectContext(ectx, seat), card, costOf(ctx, card, step));
  }
}

/** Banishes `chosen` of the cards `seat` looked at, recycles the others, and goes on to the next player. */
function banishOne(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, seat: Seat, cards: readonly ObjectId[], chosen: ObjectId | null): void {
  const card = chosen !== null && findObject(ctx.state, chosen)?.zone === 'mainDeck' ? chosen : null;
  if (card !== null) ctx.emit({ type: 'CardBanished', card });
  recycleCards(
    ctx,
    seat,
    cards.filter((id) => id !== card && findObject(ctx.state, id)?.zone === 'mainDeck'),
  );
  const banished = [...(ectx.banishedFromTop ?? []), { seat, card }];
  ctx.push({ f: 'effect', ctx: { ...ectx, banishedFromTop: banished }, steps, index });
}

export function runEachPlayerBanishes(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as EachPlayerBanishes;
  const done = ectx.banishedFromTop ?? [];
  const seat = firstPassOrder(ctx)[done.length];
  if (seat === undefined) {
    const { banishedFromTop: _banished, seenOnTop: _seen, ...outer } = ectx;
    queuePlays(ctx, outer, step, done);
    ctx.push({ f: 'effect', ctx: outer, steps, index: index + 1 });
    return 'suspended';
  }
  const cards = seenOnTop(ctx, ectx, steps, index, seat, topCards(ctx, seat, step.count));
  if (cards === null) return 'suspended';
  const [only] = cards;
  if (only === undefined || cards.length === 1) {
    banishOne(ctx, ectx, steps, index, seat, cards, only ?? null);
    return 'suspended';
  }
  const seen = mapList(cards, (id) => ({ id, card: objectAt(ctx.state, id).card }));
  ctx.ask({ kind: 'chooseCards', seat, options: cards, count: 1, seen }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** A player's answer: the card they banish among the ones they look at. */
export function resumeEachPlayerBanishes(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, chosen: readonly ObjectId[]): void {
  const step = frame.steps[frame.index] as EachPlayerBanishes;
  const cards = fixedOnTop(ctx, frame.ctx, frame.index, seat) ?? topCards(ctx, seat, step.count);
  banishOne(ctx, frame.ctx, frame.steps, frame.index, seat, cards, chosen[0] ?? null);
}
