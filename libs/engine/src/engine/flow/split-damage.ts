/**
 * 559.3.d: damage split among targets. Each chosen unit is a target (559.3.d.1), chosen when the
 * spell is played or the ability goes on the chain (559.3.d.2-3); the split is decided on
 * resolution (559.3.d.5) among the targets still legal (563.2.c.3), each getting a whole amount of
 * at least 1 (559.3.d.6-7). With more targets than damage, the controller decides which stop
 * being targets (559.3.d.8): exactly `amount` of them get 1.
 */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId } from '../../model/ids.js';
import type { EngineContext } from '../context.js';
import { dealDamage } from './damage.js';
import { isSpellEffect } from './killed-by.js';
import { bonusDamageHere } from '../../rules/bonus-damage-here.js';
import { violation } from '../rule-violation.js';
import { onBoardUnit, refObject } from './effect-helpers.js';
import { bonusDamageOf } from './next-spell.js';
import { spellAndAbilityDamagePrevented } from '../../rules/turn-effects.js';

type SplitDamage = Extract<Step, { do: 'splitDamage' }>;

function legalUnits(ctx: EngineContext, ectx: EffectContext, step: SplitDamage): readonly ObjectId[] {
  const units: ObjectId[] = [];
  for (const ref of step.among) {
    const unit = onBoardUnit(ctx, refObject(ctx, ectx, ref));
    if (unit && !units.includes(unit.id)) units.push(unit.id);
  }
  return units;
}

export function runSplitDamage(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as SplitDamage;
  const units = legalUnits(ctx, ectx, step);
  const [only] = units;
  if (only === undefined || step.amount <= 0) return 'done';
  // Damage the spell or ability deals by itself, so all of it is prevented (no split to ask).
  if (spellAndAbilityDamagePrevented(ctx.state)) return 'done';
  const amount = step.amount + bonusDamageOf(ctx, ectx); // 715.3: bonus damage adds to what is split
  if (units.length === 1) {
    dealDamage(ctx, only, amount + bonusDamageHere(ctx.state, only), false, ectx.controller, isSpellEffect(ctx.state, ectx));
    return 'done';
  }
  ctx.ask({ kind: 'divideDamage', seat: ectx.controller, units, amount }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** 559.3.d.6-8: whole amounts adding up to the damage; every unit gets at least 1 while there is enough. */
export function isValidSplit(units: readonly ObjectId[], amount: number, amounts: readonly number[]): boolean {
  if (amounts.length !== units.length || amounts.some((value) => !Number.isInteger(value) || value < 0)) return false;
  if (amounts.reduce((sum, value) => sum + value, 0) !== amount) return false;
  return amounts.filter((value) => value > 0).length === Math.min(units.length, amount);
}

/** Every valid split (for `legalActions`), at most `limit`. */
export function splitOptions(units: readonly ObjectId[], amount: number, limit: number): readonly (readonly number[])[] {
  const result: number[][] = [];
  const walk = (index: number, left: number, chosen: number[]): void => {
    if (result.length >= limit) return;
    if (index === units.length) {
      if (left === 0 && isValidSplit(units, amount, chosen)) result.push(chosen);
      return;
    }
    for (let value = left; value >= 0; value--) walk(index + 1, left - value, [...chosen, value]);
  };
  walk(0, amount, []);
  return result;
}

export function resumeSplitDamage(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, units: readonly ObjectId[], amount: number, amounts: readonly number[]): void {
  if (!isValidSplit(units, amount, amounts)) {
    violation('damage/invalid_split', 'CR 1.4 355.3.d.6', `split ${amount} damage in whole amounts, at least 1 for each target while there is enough`);
  }
  units.forEach((unit, position) => {
    const value = amounts[position] ?? 0;
    dealDamage(ctx, unit, value > 0 ? value + bonusDamageHere(ctx.state, unit) : 0, false, frame.ctx.controller, isSpellEffect(ctx.state, frame.ctx)); // 715.4: valid damage only
  });
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
}
