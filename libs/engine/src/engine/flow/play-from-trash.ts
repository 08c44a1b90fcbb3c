/**
 * CR 1.3 356.1 (with the Origins FAQ on cards that tell you to play other cards): an effect lets
 * its controller play a card from their trash. The trash is public (107.5.f), so the card is
 * chosen on resolution among the cards there that match and that the player can pay for now;
 * "may" lets them choose none. The card's base costs are replaced: "ignoring its cost" sets both
 * to zero (356.1.b.1), "ignoring its Energy cost" only the energy, its power still paid
 * (356.1.b.2), and "pay [X] to play me" plays it for X (356.1.a). It then goes on the chain like
 * any played card (558) and, a unit or gear, resolves as soon as it is finalized (CR 1.4 337.2).
 * As for any played card, the rest of its play (FAQ Origins, pending items) comes after the
 * steps that played it: a mandatory kill cost is still paid (356.2.a.1: the controller picks
 * the friendly unit), and a unit goes to its controller's base or a battlefield they control,
 * their choice (559.2); gear goes to base.
 */
import { cardOf } from '../../cards/card-registry.js';
import type { CardDefinition, Step, TrashCardFilter } from '../../model/card-definition.js';
import type { ChainItem } from '../../model/chain-item.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import type { Cost, PowerSlot } from '../../rules/costs.js';
import { planPayment } from '../../rules/payment.js';
import { findObject, isOnBoard, objectAt, seatAt, unitsOnBoard } from '../../rules/queries.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { permittedUnitPlaces, unitPlaces } from '../../rules/locations.js';
import { mayPlayCards } from '../../rules/turn-effects.js';
import type { EngineContext } from '../context.js';
import { joinChain } from './chain.js';
import { payCost } from './pay.js';
import { playSpellByEffect, spellPlayOptions } from './play-spell-from-trash.js';

export type PlayFromTrash = Extract<Step, { do: 'playFromTrash' }>;
type Outcome = 'done' | 'suspended';

/** The total cost of playing `card` this way (356.1: base costs replaced, then paid). */
export function playFromTrashCost(card: CardDefinition, step: PlayFromTrash): Cost {
  const power: PowerSlot[] = [];
  if (step.ignore === 'energy') for (let i = 0; i < card.power; i++) power.push(card.domains);
  for (const domain of step.pay?.power ?? []) power.push([domain]);
  return { energy: step.pay?.energy ?? 0, power };
}

function matches(card: CardDefinition, filter: TrashCardFilter): boolean {
  if (card.type !== filter.type) return false;
  if (filter.maxEnergy !== undefined && card.energy > filter.maxEnergy) return false;
  return filter.maxPower === undefined || card.power <= filter.maxPower;
}

/** The cards of the controller's trash the step may play now. */
export function playableFromTrash(ctx: EngineContext, ectx: EffectContext, step: PlayFromTrash): readonly ObjectId[] {
  const seat = ectx.controller;
  if (!mayPlayCards(ctx.state, seat)) return [];
  const trash = seatAt(ctx.state, seat).trash;
  const candidates =
    step.what === 'self'
      ? trash.filter((id) => id === ectx.source && objectAt(ctx.state, id).stamp === ectx.sourceStamp)
      : trash.filter((id) => matches(cardOf(objectAt(ctx.state, id)), step.what as TrashCardFilter));
  return candidates.filter((id) => {
    const card = cardOf(objectAt(ctx.state, id));
    if (card.type !== 'Unit' && card.type !== 'Gear') return false;
    if (card.additionalCost?.kind === 'killFriendlyUnit' && friendlyUnits(ctx, seat).length === 0) return false;
    return planPayment(ctx.state, seat, playFromTrashCost(card, step)) !== null;
  });
}

/** The chain item of a unit or gear `card` played by `seat` by an effect (558): a unit goes to
 * `place`, gear to base (151.2); `paidAdditional`: its mandatory kill cost is paid. */
export function permanentChainItem(object: GameObject, seat: Seat, place: Place, paidAdditional: boolean): ChainItem {
  const definition = cardOf(object);
  return {
    id: object.id,
    kind: definition.type === 'Gear' ? 'gear' : 'unit',
    source: object.id,
    sourceStamp: object.stamp,
    card: definition.id,
    ability: -1,
    controller: seat,
    targets: [],
    place: definition.type === 'Unit' ? place : 'base',
    paidAdditional,
    fromHidden: null,
    subject: null,
    here: null,
  };
}

/** A unit or gear played by an effect resolves as it is finalized, like any permanent (CR 1.4
 * 337.2; CR 1.3 337.1.c; Origins FAQ: "if it's a unit or gear, it resolves immediately"; rulings
 * 2026-08-16 on pending items): its resolution is queued at once, after its mandatory kill cost
 * (561.2). Whatever is queued above it (the rest of the effect that played it) runs first. */
export function resolvePlayedPermanent(ctx: EngineContext, item: ChainItem, kill: ObjectId | null): void {
  ctx.push({ f: 'resolveTop', item: item.id });
  if (kill !== null) ctx.push({ f: 'kill', units: [kill], index: 0, dying: [] });
}

/** 558, 561: `card` (in the trash, in banishment or in the hand) goes on the chain, played by `seat` for
 * `cost`, which is paid (and `kill` killed for a mandatory kill cost); a unit goes to `place`.
 * It then resolves at once (`resolvePlayedPermanent`). False when it cannot be played now (it
 * stays where it is: FAQ Origins on cards that tell you to play other cards). */
export function playCardByEffect(ctx: EngineContext, seat: Seat, card: ObjectId, cost: Cost, place: Place = 'base', kill: ObjectId | null = null): boolean {
  const object = findObject(ctx.state, card);
  // A card of a trash or a hand is its owner's to play; a banished one may be an opponent's card
  // that an effect lets `seat` play (it stays its owner's, controlled by `seat`: CR 1.3 558, 119).
  if (!object || (object.zone !== 'trash' && object.zone !== 'banishment' && object.zone !== 'hand') || (object.zone !== 'banishment' && object.owner !== seat)) return false;
  if (!mayPlayCards(ctx.state, seat)) return false;
  const definition = cardOf(object);
  if (definition.type !== 'Unit' && definition.type !== 'Gear') return false;
  const killCost = definition.additionalCost?.kind === 'killFriendlyUnit';
  if (killCost && (kill === null || !isOnBoard(objectAt(ctx.state, kill)))) return false;
  const plan = planPayment(ctx.state, seat, cost);
  if (plan === null) return false;
  const item = permanentChainItem(object, seat, place, killCost);
  joinChain(ctx, seat);
  ctx.emit({ type: 'CardPlayed', seat, item });
  payCost(ctx, seat, cost, plan);
  resolvePlayedPermanent(ctx, item, killCost ? kill : null);
  return true;
}

/** The battlefields a unit played by `seat` may go to besides its base (559.2, 169.10.c). */
export function battlefieldPlaces(ctx: EngineContext, seat: Seat, card: ObjectId): readonly number[] {
  const definition = cardOf(objectAt(ctx.state, card));
  if (definition.type !== 'Unit') return [];
  const places = [...unitPlaces(ctx.state, seat, null, definition), ...permittedUnitPlaces(ctx.state, seat, definition)];
  return [...new Set(places.filter((place): place is number => place !== 'base'))];
}

/** The units `seat` could kill for a mandatory kill cost (CR 1.3 356.2.a.1). */
function friendlyUnits(ctx: EngineContext, seat: Seat): readonly ObjectId[] {
  return unitsOnBoard(ctx.state).filter((id) => isFriendlyController(ctx.state, seat, objectAt(ctx.state, id).controller));
}

/** The friendly unit chosen to pay the card's kill cost (kept in `choices`), or null. */
const killOf = (ectx: EffectContext): ObjectId | null => ectx.choices?.[0] ?? null;

/** Plays `card` at once when it can only go to base; otherwise its player first says whether it
 * goes to a battlefield (`confirm`), then which (`chooseBattlefield`, purpose `play`). */
export function runFinishPlay(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as Extract<Step, { do: 'finishPlayByEffect' }>;
  const object = findObject(ctx.state, step.card);
  if (!object || (object.zone !== 'trash' && object.zone !== 'banishment')) return 'done';
  if (cardOf(object).type === 'Spell') return runFinishSpellPlay(ctx, ectx, steps, index);
  // CR 1.3 356.2.a.1 (FAQ Origins: mandatory additional costs are still paid): first the unit to kill.
  if (cardOf(object).additionalCost?.kind === 'killFriendlyUnit' && killOf(ectx) === null) {
    const options = friendlyUnits(ctx, ectx.controller);
    if (options.length === 0) return 'done';
    ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options, count: 1 }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  }
  if (battlefieldPlaces(ctx, ectx.controller, step.card).length === 0 || planPayment(ctx.state, ectx.controller, step.cost) === null) {
    playCardByEffect(ctx, ectx.controller, step.card, step.cost, 'base', killOf(ectx));
    return 'done';
  }
  ctx.ask({ kind: 'confirm', seat: ectx.controller, source: step.card }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** A spell played by an effect: its player chooses its targets (and a place it names) as it is
 * played (CR 1.3 355.3); with no legal choice or no way to pay, it is not played and stays where
 * it was (FAQ Origins, 358.5). Only a banished spell is played this way. */
function runFinishSpellPlay(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as Extract<Step, { do: 'finishPlayByEffect' }>;
  if (findObject(ctx.state, step.card)?.zone !== 'banishment' || !mayPlayCards(ctx.state, ectx.controller)) return 'done';
  const options = spellPlayOptions(ctx, ectx.controller, step.card, step.cost);
  if (options.length === 0) return 'done';
  ctx.ask({ kind: 'choosePlayByEffect', seat: ectx.controller, options, upTo: false }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer: the banished spell is played with the targets chosen (558). */
export function resumeFinishSpellPlay(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, option: number | null): void {
  const step = frame.steps[frame.index] as Extract<Step, { do: 'finishPlayByEffect' }>;
  const seat = frame.ctx.controller;
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  if (option === null || findObject(ctx.state, step.card)?.zone !== 'banishment') return;
  // The state is the one the decision was made in, so the same list is offered again.
  const chosen = spellPlayOptions(ctx, seat, step.card, step.cost)[option];
  if (chosen) playSpellByEffect(ctx, seat, chosen, step.cost, false);
}

/** The answer to "to a battlefield?": no, to base; yes, to the only one or the one chosen next. */
export function resumeFinishPlayConfirm(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, accept: boolean): void {
  const step = frame.steps[frame.index] as Extract<Step, { do: 'finishPlayByEffect' }>;
  const seat = frame.ctx.controller;
  const options = battlefieldPlaces(ctx, seat, step.card);
  const [only] = options;
  if (!accept || only === undefined) {
    playCardByEffect(ctx, seat, step.card, step.cost, 'base', killOf(frame.ctx));
    return;
  }
  if (options.length === 1) {
    playCardByEffect(ctx, seat, step.card, step.cost, only, killOf(frame.ctx));
    return;
  }
  ctx.ask({ kind: 'chooseBattlefield', seat, options, purpose: 'play' }, frame);
}

/** The battlefield chosen for the unit. */
export function resumeFinishPlayAt(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, bf: number): void {
  const step = frame.steps[frame.index] as Extract<Step, { do: 'finishPlayByEffect' }>;
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  playCardByEffect(ctx, frame.ctx.controller, step.card, step.cost, bf, killOf(frame.ctx));
}

/** The unit chosen for the kill cost: go on to the location with it remembered. */
export function resumeFinishPlayKill(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, cards: readonly ObjectId[]): void {
  const [kill] = cards;
  if (kill === undefined) return;
  ctx.push({ ...frame, ctx: { ...frame.ctx, choices: [kill] } });
}

/** Queues the rest of playing `card` (location, costs) to run once the current steps are done. */
export function finishPlayLater(ctx: EngineContext, ectx: EffectContext, card: ObjectId, cost: Cost): void {
  ctx.push({ f: 'effect', ctx: ectx, steps: [{ do: 'finishPlayByEffect', card, cost }], index: 0 });
}

function playIt(ctx: EngineContext, ectx: EffectContext, card: ObjectId, step: PlayFromTrash): void {
  const object = findObject(ctx.state, card);
  if (!object || object.zone !== 'trash') return;
  finishPlayLater(ctx, ectx, card, playFromTrashCost(cardOf(object), step));
}

/** Runs the step: offers the playable cards (one mandatory option is taken at once). */
export function runPlayFromTrash(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const step = steps[index] as PlayFromTrash;
  const options = playableFromTrash(ctx, ectx, step);
  const [only] = options;
  if (only === undefined) return 'done';
  if (options.length === 1 && step.upTo !== true) {
    playIt(ctx, ectx, only, step);
    ctx.push({ f: 'effect', ctx: ectx, steps, index: index + 1 });
    return 'suspended';
  }
  const decision = { kind: 'chooseCards' as const, seat: ectx.controller, options, count: 1 };
  ctx.ask(step.upTo === true ? { ...decision, upTo: true } : decision, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer: play the chosen card (none chosen: nothing), then go on with the next step. */
export function resumePlayFromTrash(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, cards: readonly ObjectId[]): void {
  const step = frame.steps[frame.index] as PlayFromTrash;
  const [chosen] = cards;
  if (chosen !== undefined && seat === frame.ctx.controller) playIt(ctx, frame.ctx, chosen, step);
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
}
