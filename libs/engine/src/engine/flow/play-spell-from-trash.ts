/**
 * CR 1.3 356.1 (with the Origins FAQ on cards that tell you to play other cards): an effect lets
 * its controller play a spell from their trash "without paying its Energy cost" (356.1.b.2: its
 * power is still paid). The spell is played like any other (558): its targets, and the place it
 * names if it names one, are chosen as it is played (355.3, 444.1), so the controller chooses
 * among every playable spell with each legal combination of targets at once (decision
 * `choosePlayByEffect`; none with "may"). A spell none of whose target combinations is legal, or
 * whose power cannot be paid now, is not offered. Its optional additional costs are not paid.
 * "Then recycle it" (rulings on Kai'Sa, Evolutionary) is a delayed replacement (390.3.a): when the
 * spell leaves the chain, resolved or countered, it is recycled instead (`recycleOnLeave`).
 */
import { cardOf } from '../../cards/card-registry.js';
import type { Step } from '../../model/card-definition.js';
import type { ChainItem } from '../../model/chain-item.js';
import type { PlayByEffectOption } from '../../model/decision.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { spellPlaces } from '../../rules/chosen-place.js';
import type { Cost, PowerSlot } from '../../rules/costs.js';
import { planPayment } from '../../rules/payment.js';
import { findObject, objectAt, seatAt, sideOf } from '../../rules/queries.js';
import { targetCombinations } from '../../rules/targeting.js';
import { mayPlayCards } from '../../rules/turn-effects.js';
import type { EngineContext } from '../context.js';
import { joinChain } from './chain.js';
import { recycleCards } from './effect-helpers.js';
import { useNextSpellEffects } from './next-spell.js';
import { payCost } from './pay.js';
import { onSpellPlayed } from './trigger-detection.js';

export type PlaySpellFromTrash = Extract<Step, { do: 'playSpellFromTrash' }>;

/** Combinations offered per spell (as many as the play action lists per card). */
const COMBINATIONS_PER_SPELL = 16;

/** 356.1.b.2: the energy is ignored, the spell's power (one of its domains each) still paid. */
function powerOnly(card: ObjectId, ctx: EngineContext): Cost {
  const definition = cardOf(objectAt(ctx.state, card));
  const power: PowerSlot[] = [];
  for (let i = 0; i < definition.power; i++) power.push(definition.domains);
  return { energy: 0, power };
}

/** Every way the controller may play a spell of their trash now: card, targets, named place. */
export function spellPlaysFromTrash(ctx: EngineContext, seat: Seat, step: PlaySpellFromTrash): readonly PlayByEffectOption[] {
  const state = ctx.state;
  if (!mayPlayCards(state, seat)) return [];
  const points = sideOf(state, seat).points;
  const options: PlayByEffectOption[] = [];
  for (const id of seatAt(state, seat).trash) {
    const card = cardOf(objectAt(state, id));
    if (card.type !== 'Spell') continue;
    if (step.energyLessThanPoints && card.energy >= points) continue;
    options.push(...spellPlayOptions(ctx, seat, id, powerOnly(id, ctx)));
  }
  return options;
}

/** Every way `seat` may play the spell `id` by an effect for `cost` now: each legal combination of
 * targets and named place (355.3, 444.1); none when the cost cannot be paid. */
export function spellPlayOptions(ctx: EngineContext, seat: Seat, id: ObjectId, cost: Cost): readonly PlayByEffectOption[] {
  const state = ctx.state;
  const card = cardOf(objectAt(state, id));
  if (card.type !== 'Spell' || planPayment(state, seat, cost) === null) return [];
  const options: PlayByEffectOption[] = [];
  const specs = card.spell?.targets ?? [];
  const combos = specs.length === 0 ? [[]] : targetCombinations(state, specs, { controller: seat, source: id, here: null, onlyAt: null }, COMBINATIONS_PER_SPELL);
  const places = spellPlaces(state, seat, card, null);
  for (const targets of combos) {
    if (places === null) options.push({ card: id, targets, place: null });
    else for (const place of places) options.push({ card: id, targets, place });
  }
  return options;
}

/** 558, 561: `seat` plays the spell of `chosen` for `cost` (its owner's card, controlled by
 * `seat`): it goes on the chain with its targets, "next spell" effects apply, the cost is paid and
 * "when you play a spell" triggers follow. False when it cannot be paid now. */
export function playSpellByEffect(ctx: EngineContext, seat: Seat, chosen: PlayByEffectOption, cost: Cost, recycleOnLeave: boolean): boolean {
  const object = findObject(ctx.state, chosen.card);
  if (!object) return false;
  const plan = planPayment(ctx.state, seat, cost);
  if (plan === null) return false;
  const item: ChainItem = {
    id: object.id,
    kind: 'spell',
    source: object.id,
    sourceStamp: object.stamp,
    card: cardOf(object).id,
    ability: -1,
    controller: seat,
    targets: chosen.targets,
    place: chosen.place,
    paidAdditional: false,
    fromHidden: null,
    subject: null,
    here: null,
    ...(recycleOnLeave ? { recycleOnLeave: true as const } : {}),
  };
  joinChain(ctx, seat);
  ctx.emit({ type: 'CardPlayed', seat, item });
  useNextSpellEffects(ctx, seat, item);
  payCost(ctx, seat, cost, plan);
  onSpellPlayed(ctx, seat, object.id);
  return true;
}

/** Runs the step: offers the plays (or none, with "may"). */
export function runPlaySpellFromTrash(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as PlaySpellFromTrash;
  const options = spellPlaysFromTrash(ctx, ectx.controller, step);
  if (options.length === 0) return 'done';
  ctx.ask({ kind: 'choosePlayByEffect', seat: ectx.controller, options, upTo: true }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer: play the chosen spell with its targets (558, 561), then go on with the next step. */
export function resumePlaySpellFromTrash(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, option: number | null): void {
  const step = frame.steps[frame.index] as PlaySpellFromTrash;
  const seat = frame.ctx.controller;
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  if (option === null) return;
  // The state is the one the decision was made in, so the same list is offered again.
  const chosen = spellPlaysFromTrash(ctx, seat, step)[option];
  if (!chosen) return;
  const object = findObject(ctx.state, chosen.card);
  if (!object || object.zone !== 'trash') return;
  playSpellByEffect(ctx, seat, chosen, powerOnly(chosen.card, ctx), step.thenRecycle);
}

/** 390.3.a: a spell marked "then recycle it" that just left the chain for the trash is recycled instead. */
export function recycleIfMarked(ctx: EngineContext, item: ChainItem | undefined): void {
  if (item?.recycleOnLeave !== true) return;
  const object = findObject(ctx.state, item.source);
  if (object?.zone === 'trash') recycleCards(ctx, object.owner, [object.id]);
}
