/**
 * Steps and trigger costs about resources and buffs (issue 23, costs group): readying all of a
 * player's runes, spending any number of buffs with an effect per buff, delayed "at the end of
 * this turn" triggered abilities (CR 1.3 390.2), and a trigger's "recycle me to" cost.
 */
import { cardDefinition } from '../../cards/card-registry.js';
import { abilityAt } from '../../cards/keyword-abilities.js';
import type { ActivationCost, Step } from '../../model/card-definition.js';
import type { PendingTrigger } from '../../model/chain-item.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { findObject, isOnBoard, objectAt, seatAt, unitsOnBoard } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { buff, recycleCards } from './effect-helpers.js';
import { payCost } from './pay.js';
import { planPayment } from '../../rules/payment.js';
import type { Cost } from '../../rules/costs.js';
import { onBuffed, onReadied } from './trigger-detection.js';
import type { GameObject } from '../../model/game-object.js';

type Outcome = 'done' | 'suspended';

/** "Ready your runes" (CR 1.3 415): every exhausted rune of the controller. */
export function readyAllRunes(ctx: EngineContext, ectx: EffectContext): void {
  const exhausted = seatAt(ctx.state, ectx.controller).runes.filter((rune) => objectAt(ctx.state, rune).exhausted);
  if (exhausted.length === 0) return;
  ctx.emit({ type: 'ObjectsReadied', objects: exhausted });
  onReadied(ctx, ectx.controller, exhausted);
}

/** The runes of `seat`'s side: theirs and their teammates' ("friendly runes", as the mode reads friendly). */
export function friendlyRunes(ctx: EngineContext, seat: Seat): ObjectId[] {
  const runes: ObjectId[] = [];
  for (const other of ctx.state.seats) if (isFriendlyController(ctx.state, seat, other.seat)) runes.push(...other.runes);
  return runes;
}

/** CR 1.3 390.2: a delayed triggered ability, waiting for this turn's end in the turn effects. */
export function createEndOfTurnTrigger(ctx: EngineContext, ectx: EffectContext, ability: number): void {
  ctx.emit({
    type: 'TurnEffectBegan',
    effect: { kind: 'endOfTurnTrigger', seat: ectx.controller, source: ectx.source, sourceStamp: ectx.sourceStamp, card: ectx.card, ability, here: ectx.here },
  });
}

/** The Ending Step (CR 1.3 317.1.a): the delayed "at the end of this turn" abilities trigger. */
export function queueEndOfTurnTriggers(ctx: EngineContext): void {
  for (const effect of ctx.state.turnEffects ?? []) {
    if (effect.kind !== 'endOfTurnTrigger') continue;
    ctx.emit({
      type: 'TriggerQueued',
      trigger: {
        id: ctx.peekId(),
        source: effect.source,
        sourceStamp: effect.sourceStamp,
        card: effect.card,
        ability: effect.ability,
        controller: effect.seat,
        subject: null,
        here: effect.here,
        paidAdditional: false,
      },
    });
  }
}

/** The units of the controller that have a buff to spend (CR 1.3 702.2.b). */
function buffedUnitsOf(ctx: EngineContext, seat: Seat): ObjectId[] {
  return unitsOnBoard(ctx.state).filter((id) => {
    const unit = objectAt(ctx.state, id);
    return unit.controller === seat && unit.buffs > 0;
  });
}

/** "Spend any number of buffs": the controller picks the units (none included, CR 1.3 702.2.b). */
export function runSpendAnyNumberOfBuffs(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const options = buffedUnitsOf(ctx, ectx.controller);
  if (options.length === 0) return 'done';
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options, count: options.length, min: 0 }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The buffs of the chosen units are spent, then the step's `each` runs once per unit, in the
 * order chosen, with that unit as the subject; the steps after it follow. */
export function resumeSpendAnyNumberOfBuffs(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, cards: readonly ObjectId[]): void {
  const step = frame.steps[frame.index] as Extract<Step, { do: 'spendAnyNumberOfBuffs' }>;
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  const spent = cards.filter((id) => (findObject(ctx.state, id)?.buffs ?? 0) > 0);
  for (const unit of spent) ctx.emit({ type: 'BuffSpent', unit });
  for (let i = spent.length - 1; i >= 0; i--) ctx.push({ f: 'effect', ctx: { ...frame.ctx, subject: spent[i] as ObjectId }, steps: step.each, index: 0 });
}

/**
 * "Recycle me to ..." on a triggered ability (FAQ Unleashed: a cost within the instructions, paid
 * as the trigger is placed): true when there is nothing to pay or the card, still the same object
 * in its owner's trash, was recycled now; false when it cannot be paid (the trigger is not placed).
 */
export function payTriggerCost(ctx: EngineContext, trigger: PendingTrigger): boolean {
  const ability = abilityAt(cardDefinition(trigger.card), trigger.ability);
  if (ability?.kind === 'triggered' && ability.placeCost) return payPlaceCost(ctx, trigger, ability.placeCost);
  if (ability?.kind !== 'triggered' || ability.recycleSelfCost !== true) return true;
  const card = findObject(ctx.state, trigger.source);
  if (!card || card.zone !== 'trash' || card.stamp !== trigger.sourceStamp) return false;
  recycleCards(ctx, card.owner, [card.id]);
  return true;
}

/** The context of the steps after the payment: the amount paid belongs to its `then` steps only. */
function withoutPaidPower(ectx: EffectContext): EffectContext {
  const { paidPower, ...rest } = ectx;
  return paidPower === undefined ? ectx : rest;
}

/** One power of any domain (the rainbow symbol). */
const ONE_POWER: Cost = { energy: 0, power: ['any'] };

/** CR 1.3 742.1.a: "pay any amount of power to ...": asks whether to pay one (more) power while
 * the controller can; the `then` steps run once they stop, with the amount paid. */
export function runPayAnyAmountOfPower(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  if (planPayment(ctx.state, ectx.controller, ONE_POWER) !== null) {
    ctx.ask({ kind: 'confirm', seat: ectx.controller, source: ectx.source }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  }
  const step = steps[index] as Extract<Step, { do: 'payAnyAmountOfPower' }>;
  ctx.push({ f: 'effect', ctx: withoutPaidPower(ectx), steps, index: index + 1 });
  ctx.push({ f: 'effect', ctx: ectx, steps: step.then, index: 0 });
  return 'suspended';
}

/** The answer: one more power paid (and asked again), or done paying. */
export function resumePayAnyAmountOfPower(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, accept: boolean): void {
  const step = frame.steps[frame.index] as Extract<Step, { do: 'payAnyAmountOfPower' }>;
  const plan = accept ? planPayment(ctx.state, frame.ctx.controller, ONE_POWER) : null;
  if (plan === null) {
    ctx.push({ f: 'effect', ctx: withoutPaidPower(frame.ctx), steps: frame.steps, index: frame.index + 1 });
    ctx.push({ f: 'effect', ctx: frame.ctx, steps: step.then, index: 0 });
    return;
  }
  payCost(ctx, frame.ctx.controller, ONE_POWER, plan);
  const ectx = { ...frame.ctx, paidPower: (frame.ctx.paidPower ?? 0) + 1 };
  if (runPayAnyAmountOfPower(ctx, ectx, frame.steps, frame.index) === 'done') ctx.push({ f: 'effect', ctx: ectx, steps: frame.steps, index: frame.index + 1 });
}

/** The resources of a cost paid as a trigger is placed. */
const placeResources = (cost: ActivationCost): Cost => ({ energy: cost.energy ?? 0, power: (cost.power ?? []).map((domain) => [domain]) });

/** Whether the source can be exhausted for the cost (414.4: the same object, on the board, ready). */
function canExhaustSource(ctx: EngineContext, trigger: PendingTrigger): boolean {
  const source = findObject(ctx.state, trigger.source);
  return source !== undefined && source.stamp === trigger.sourceStamp && !source.exhausted && isOnBoard(source);
}

/**
 * Whether the cost a trigger pays as it is placed (`placeCost`, `recycleSelfCost`) can be paid now
 * (CR 1.3 383.3.b, 404.2; rulings 2026-08-16, costs within instructions): an optional trigger whose
 * cost cannot be paid is declined without asking its controller. Everything it reads (runes, the
 * source on the board or in the trash) is public, so not asking tells nobody anything (127).
 */
export function canPayTriggerCost(ctx: EngineContext, trigger: PendingTrigger): boolean {
  const ability = abilityAt(cardDefinition(trigger.card), trigger.ability);
  if (ability?.kind !== 'triggered') return true;
  if (ability.placeCost) {
    const cost = ability.placeCost;
    if (cost.exhaustSelf === true && !canExhaustSource(ctx, trigger)) return false;
    return planPayment(ctx.state, trigger.controller, placeResources(cost)) !== null;
  }
  if (ability.recycleSelfCost !== true) return true;
  const card = findObject(ctx.state, trigger.source);
  return card !== undefined && card.zone === 'trash' && card.stamp === trigger.sourceStamp;
}

/** "Pay ... and exhaust this to ..." on a triggered ability (CR 1.3 383.3.b, 742.1.b): paid as it
 * is placed, or, when it cannot be paid (the source gone or already exhausted, 414.4, or not
 * enough resources), not placed. */
function payPlaceCost(ctx: EngineContext, trigger: PendingTrigger, cost: ActivationCost): boolean {
  if (cost.exhaustSelf === true && !canExhaustSource(ctx, trigger)) return false;
  const resources = placeResources(cost);
  const plan = planPayment(ctx.state, trigger.controller, resources);
  if (plan === null) return false;
  payCost(ctx, trigger.controller, resources, plan);
  if (cost.exhaustSelf === true) ctx.emit({ type: 'ObjectExhausted', object: trigger.source });
  return true;
}

/** A buff from a spell or ability `seat` controls (702.3: none for a unit that has one), then the
 * "when you buff a friendly unit" triggers. */
export function buffBy(ctx: EngineContext, seat: Seat, unit: GameObject | null): void {
  if (!unit) return;
  const before = unit.buffs;
  buff(ctx, unit);
  if ((findObject(ctx.state, unit.id)?.buffs ?? 0) > before) onBuffed(ctx, seat, unit.id);
}
