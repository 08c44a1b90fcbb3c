/**
 * 604 kill, with replacement effects (571-575): before a unit dies, the replacement effects that
 * would apply are offered to its owner, who picks the order (575); a single mandatory one applies
 * by itself. Units that do die go to the trash together, and their death triggers look back at
 * the board as it was (720.1.d).
 */
import type { ReplacementOption } from '../../model/decision.js';
import type { ObjectId } from '../../model/ids.js';
import { cardOf } from '../../cards/card-registry.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { planPayment } from '../../rules/payment.js';
import { findObject, isOnBoard, objectAt, permanentsOnBoard, seatAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { payCost } from './pay.js';
import { deathTriggers, queuePlanned } from './trigger-detection.js';
import { onKilledForReflexive } from './reflexive.js';
import { killTriggers, queueSpellKillTriggers, spellKillers } from './killed-by.js';
import type { KillBy } from '../../model/frame.js';
import type { TurnEffect } from '../../model/game-state.js';
import type { Cost } from '../../rules/costs.js';

const ANY_POWER = { energy: 0, power: ['any' as const] };

export function replacementOptions(ctx: EngineContext, unit: ObjectId): readonly ReplacementOption[] {
  const state = ctx.state;
  const object = objectAt(state, unit);
  if (cardOf(object).type !== 'Unit') return [];
  const options: ReplacementOption[] = [];
  const legendId = seatAt(state, object.controller).legend;
  const legend = findObject(state, legendId);
  if (legend && !legend.exhausted && object.buffs > 0 && planPayment(state, object.controller, ANY_POWER)) {
    for (const ability of cardOf(legend).abilities) {
      if (ability.kind === 'replacement' && ability.effect === 'recallBuffedUnit') {
        options.push({ source: legendId, effect: 'recallBuffedUnit', optional: true });
      }
    }
  }
  const nextDeath = (ctx.state.turnEffects ?? [])[nextDeathEffectIndex(ctx, object.id, object.stamp)];
  if (nextDeath?.kind === 'recallInsteadOfNextDeath') {
    // "You may pay ... to ... instead": offered only while its controller can pay (CR 1.3 357).
    const price = nextDeathPrice(nextDeath);
    if (price === null) options.push({ source: unit, effect: 'recallInsteadOfNextDeath', optional: false });
    else if (planPayment(state, nextDeath.seat, price)) options.push({ source: unit, effect: 'recallInsteadOfNextDeath', optional: true });
  }
  for (const id of permanentsOnBoard(state)) {
    const gear = objectAt(state, id);
    if (id === unit || !isFriendlyController(state, gear.controller, object.controller)) continue;
    for (const ability of cardOf(gear).abilities) {
      if (ability.kind === 'replacement' && ability.effect === 'sacrificeForUnit') {
        options.push({ source: id, effect: 'sacrificeForUnit', optional: false });
      }
    }
  }
  return options;
}

/**
 * The Boss and Zhonya's Hourglass as the Origins card errata (2025-10-28) word them: the unit is
 * healed, exhausted and recalled. The printed wording recalled it exhausted without healing, so a
 * unit saved from lethal damage died in the next round of the cleanup.
 */
export function applyReplacement(ctx: EngineContext, unit: ObjectId, option: ReplacementOption): void {
  if (option.effect === 'recallInsteadOfNextDeath') return recallInsteadOfDeath(ctx, unit);
  if (option.effect === 'recallBuffedUnit') {
    const seat = objectAt(ctx.state, unit).controller;
    const plan = planPayment(ctx.state, seat, ANY_POWER);
    if (plan) payCost(ctx, seat, ANY_POWER, plan);
    ctx.emit({ type: 'ObjectExhausted', object: option.source });
    ctx.emit({ type: 'BuffSpent', unit });
  } else {
    ctx.emit({ type: 'PermanentKilled', object: option.source });
  }
  if (objectAt(ctx.state, unit).damage > 0) ctx.emit({ type: 'DamageCleared', objects: [unit] });
  ctx.emit({ type: 'PermanentRecalled', object: unit, exhausted: true });
}

/** The first "next time it would die this turn" effect on this unit (as it is now), or -1. */
function nextDeathEffectIndex(ctx: EngineContext, unit: ObjectId, stamp: number): number {
  return (ctx.state.turnEffects ?? []).findIndex((effect) => effect.kind === 'recallInsteadOfNextDeath' && effect.unit === unit && effect.stamp === stamp);
}

/**
 * The effect is used up; the unit is healed, exhausted and recalled, each as far as it can be
 * (Origins FAQ: a unit already in its base is still healed and exhausted).
 */
function recallInsteadOfDeath(ctx: EngineContext, unit: ObjectId): void {
  const object = objectAt(ctx.state, unit);
  const index = nextDeathEffectIndex(ctx, unit, object.stamp);
  const effect = (ctx.state.turnEffects ?? [])[index];
  const price = effect ? nextDeathPrice(effect) : null;
  if (effect && price) {
    const plan = planPayment(ctx.state, effect.seat, price);
    if (plan) payCost(ctx, effect.seat, price, plan);
  }
  if (index >= 0) ctx.emit({ type: 'TurnEffectUsed', index });
  if (object.damage > 0) ctx.emit({ type: 'DamageCleared', objects: [unit] });
  if (object.zone === 'base') {
    if (!object.exhausted) ctx.emit({ type: 'ObjectExhausted', object: unit });
    return;
  }
  ctx.emit({ type: 'PermanentRecalled', object: unit, exhausted: true });
}

export function runKill(ctx: EngineContext, units: readonly ObjectId[], index: number, dying: readonly ObjectId[], by?: KillBy): void {
  const doomed = [...dying];
  for (let i = index; i < units.length; i++) {
    const id = units[i] as ObjectId;
    const object = findObject(ctx.state, id);
    if (!object || !isOnBoard(object) || doomed.includes(id)) continue;
    const options = replacementOptions(ctx, id);
    const [only] = options;
    if (options.length === 1 && only && !only.optional) {
      applyReplacement(ctx, id, only);
      continue;
    }
    if (options.length > 0) {
      ctx.ask({ kind: 'replacement', seat: object.owner, unit: id, options }, { f: 'kill', units, index: i, dying: doomed, ...(by ? { by } : {}) });
      return;
    }
    doomed.push(id);
  }
  finishKills(ctx, doomed, by);
}

function finishKills(ctx: EngineContext, doomed: readonly ObjectId[], by: KillBy | undefined): void {
  const dying = doomed.map((id) => objectAt(ctx.state, id)).filter(isOnBoard);
  const planned = [...deathTriggers(ctx, dying), ...killTriggers(ctx, dying, by)];
  const withSpell = spellKillers(ctx, dying, by);
  onKilledForReflexive(ctx, dying);
  for (const object of dying) ctx.emit({ type: 'PermanentKilled', object: object.id });
  queuePlanned(ctx, planned);
  queueSpellKillTriggers(ctx, withSpell);
}

/** The owner's answer to a `replacement` decision: an option index, or null to let it die. */
export function resumeKill(
  ctx: EngineContext,
  frame: { readonly units: readonly ObjectId[]; readonly index: number; readonly dying: readonly ObjectId[]; readonly by?: KillBy },
  option: ReplacementOption | null,
): void {
  const unit = frame.units[frame.index] as ObjectId;
  const dying = option === null ? [...frame.dying, unit] : frame.dying;
  if (option) applyReplacement(ctx, unit, option);
  ctx.push({ f: 'kill', units: frame.units, index: frame.index + 1, dying, ...(frame.by ? { by: frame.by } : {}) });
}

/** The power an optional "you may pay ... to recall it instead" effect costs; null: none. */
function nextDeathPrice(effect: TurnEffect): Cost | null {
  return 'power' in effect && effect.power !== undefined ? { energy: 0, power: [[effect.power]] } : null;
}
