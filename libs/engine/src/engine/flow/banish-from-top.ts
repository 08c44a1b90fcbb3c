/**
 * Cards that look at or reveal the top of a Main Deck, then banish a unit found there and play
 * it (the Origins errata of 2025-10-28 and FAQ Origins: banishment is the holding zone, so a card
 * that cannot be played stays banished). A look is private to the controller (CR 1.3 128.4: the
 * identities ride on the decision as `seen`); a reveal is shown to every player (424,
 * `CardsRevealed`). The unit is banished (603) and goes on the chain as a played card (558),
 * resolving after the spell or ability; the rest are recycled (416) before that. With `from:
 * 'eachOpponent'` each opponent reveals the top of their own deck and the controller plays the
 * card chosen (its owner's card, their control); with `what: 'anyCard'` spells and gear may be
 * chosen too. Every deck looked at goes through `seenOnTop` first (seen-on-top.ts).
 */
import { cardOf } from '../../cards/card-registry.js';
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import type { Cost, PowerSlot } from '../../rules/costs.js';
import { findObject, inTurnOrderFrom, nextInTurnOrder, objectAt, seatAt } from '../../rules/queries.js';
import { opponentsOf } from '../../rules/mode-policy.js';
import { mapList } from '../../util/lists.js';
import type { EngineContext } from '../context.js';
import { recycleByOwner } from './recycle-from-trash.js';
import { finishPlayAfterSeen, fixedOnTop, playerEffectContext, seenOnTop } from './seen-on-top.js';

export type BanishFromTop = Extract<Step, { do: 'banishFromTopAndPlay' }>;
type Outcome = 'done' | 'suspended';

const isUnitCard = (ctx: EngineContext, id: ObjectId): boolean => cardOf(objectAt(ctx.state, id)).type === 'Unit';

/** The cost of playing the banished unit (356.1.b.1 ignored, or 356.4 an energy discount). */
function costOf(ctx: EngineContext, card: ObjectId, step: BanishFromTop): Cost {
  if (step.cost === 'ignore') return { energy: 0, power: [] };
  const definition = cardOf(objectAt(ctx.state, card));
  const power: PowerSlot[] = [];
  for (let i = 0; i < definition.power; i++) power.push(definition.domains);
  return { energy: Math.max(0, definition.energy - step.cost.energyLess), power };
}

/** The cards the step looks at or reveals on top of `seat`'s deck, top first (until a unit, that
 * unit included). */
function lookedAt(ctx: EngineContext, seat: Seat, step: BanishFromTop): readonly ObjectId[] {
  const deck = seatAt(ctx.state, seat).mainDeck;
  if (step.count !== 'untilUnit') return deck.slice(Math.max(0, deck.length - step.count)).reverse();
  const cards: ObjectId[] = [];
  for (let i = deck.length - 1; i >= 0; i--) {
    const id = deck[i] as ObjectId;
    cards.push(id);
    if (isUnitCard(ctx, id)) break;
  }
  return cards;
}

/** Whose decks the step looks at: the controller's, or each opponent's in turn order (CR 1.3 383.3.d.1). */
function decksOf(ctx: EngineContext, ectx: EffectContext, step: BanishFromTop): readonly Seat[] {
  if (step.from !== 'eachOpponent') return [ectx.controller];
  const opponents = opponentsOf(ctx.state, ectx.controller);
  const [first] = opponents;
  return first === undefined ? [] : inTurnOrderFrom(ctx.state, nextInTurnOrder(ctx.state, ectx.controller, opponents), opponents);
}

/** The cards seen now, per deck: those fixed when an owner was offered to banish some (seen-on-top.ts). */
function currentCards(ctx: EngineContext, ectx: EffectContext, index: number, step: BanishFromTop): readonly ObjectId[] {
  return decksOf(ctx, ectx, step).flatMap((seat) => fixedOnTop(ctx, ectx, index, seat) ?? lookedAt(ctx, seat, step));
}

/** CR 1.3 359.3.e.12: with a might limit, a unit whose printed might is within it; none when the
 * might read was null. */
function mightAllowed(ctx: EngineContext, ectx: EffectContext, step: BanishFromTop, id: ObjectId): boolean {
  if (step.maxMightPlus === undefined) return true;
  const read = ectx.mightRead ?? null;
  const might = cardOf(objectAt(ctx.state, id)).might ?? 0;
  return read !== null && might <= read + step.maxMightPlus;
}

/** Banish `chosen` (if any), play it, recycle the others to their owners' decks. */
function finish(ctx: EngineContext, ectx: EffectContext, step: BanishFromTop, cards: readonly ObjectId[], chosen: ObjectId | null): void {
  if (chosen !== null && findObject(ctx.state, chosen)?.zone === 'mainDeck') {
    ctx.emit({ type: 'CardBanished', card: chosen });
    finishPlayAfterSeen(ctx, playerEffectContext(ectx, ectx.controller), chosen, costOf(ctx, chosen, step));
  }
  recycleByOwner(
    ctx,
    cards.filter((id) => id !== chosen && findObject(ctx.state, id)?.zone === 'mainDeck'),
  );
}

export function runBanishFromTop(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const step = steps[index] as BanishFromTop;
  const perDeck: { seat: Seat; cards: readonly ObjectId[] }[] = [];
  for (const seat of decksOf(ctx, ectx, step)) {
    const cards = seenOnTop(ctx, ectx, steps, index, seat, lookedAt(ctx, seat, step));
    if (cards === null) return 'suspended';
    perDeck.push({ seat, cards });
  }
  const cards = perDeck.flatMap((deck) => deck.cards);
  const seat = ectx.controller;
  if (cards.length === 0) return 'done';
  const seen = mapList(cards, (id) => ({ id, card: objectAt(ctx.state, id).card }));
  if (step.reveal === true || step.count === 'untilUnit') {
    for (const deck of perDeck) {
      if (deck.cards.length > 0) ctx.emit({ type: 'CardsRevealed', seat: deck.seat, cards: mapList(deck.cards, (id) => ({ id, card: objectAt(ctx.state, id).card })) });
    }
  }
  const units = cards.filter((id) => (step.what === 'anyCard' || isUnitCard(ctx, id)) && mightAllowed(ctx, ectx, step, id));
  const [only] = units;
  if (only === undefined || (units.length === 1 && step.upTo !== true)) {
    finish(ctx, ectx, step, cards, only ?? null);
    return 'done';
  }
  const decision = { kind: 'chooseCards' as const, seat, options: units, count: 1, seen };
  ctx.ask(step.upTo === true ? { ...decision, upTo: true } : decision, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer: the chosen card (none: nothing banished) among the cards looked at. */
export function resumeBanishFromTop(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, cards: readonly ObjectId[]): void {
  const step = frame.steps[frame.index] as BanishFromTop;
  finish(ctx, frame.ctx, step, currentCards(ctx, frame.ctx, frame.index, step), seat === frame.ctx.controller ? (cards[0] ?? null) : null);
  const { seenOnTop: _seen, ...outer } = frame.ctx;
  ctx.push({ f: 'effect', ctx: outer, steps: frame.steps, index: frame.index + 1 });
}
