/**
 * The `thisTurn` step: one entry of the turn's effects (CR 1.3 317.2.c), gone when the turn's
 * effects end (517.2.b). Which entry, and whose, is the step's data; what each kind does is read
 * where it applies (`rules/turn-effects.ts` and the flows that use an entry up).
 */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import { opponentsOf } from '../../rules/mode-policy.js';
import type { EngineContext } from '../context.js';
import { onBoardUnit, refObject } from './effect-helpers.js';

type ThisTurnStep = Extract<Step, { do: 'thisTurn' }>;

export function beginTurnEffect(ctx: EngineContext, ectx: EffectContext, step: ThisTurnStep): void {
  const seat = ectx.controller;
  switch (step.effect) {
    case 'cannotPlayCards':
      for (const opponent of opponentsOf(ctx.state, seat)) ctx.emit({ type: 'TurnEffectBegan', effect: { kind: 'cannotPlayCards', seat: opponent } });
      return;
    case 'nextUnitEntersReady':
      ctx.emit({ type: 'TurnEffectBegan', effect: { kind: 'nextUnitEntersReady', seat } });
      return;
    case 'nextSpellDiscount':
      ctx.emit({ type: 'TurnEffectBegan', effect: { kind: 'nextSpellDiscount', seat, energy: step.energy } });
      return;
    case 'nextSpellBonusDamage':
    case 'buffMightBonus':
      ctx.emit({ type: 'TurnEffectBegan', effect: { kind: step.effect, seat, amount: step.amount } });
      return;
    case 'yourUnitsEnterReady':
    case 'preventSpellAndAbilityDamage':
    case 'recallInsteadOfNextDeath':
    case 'hideIgnoringCosts': {
      if (step.what === undefined) {
        ctx.emit({ type: 'TurnEffectBegan', effect: { kind: step.effect, seat } });
        return;
      }
      // About one unit: only while it is on the board, remembered as the object it is now (CR 1.3 109).
      const unit = onBoardUnit(ctx, refObject(ctx, ectx, step.what));
      if (unit) ctx.emit({ type: 'TurnEffectBegan', effect: { kind: step.effect, seat, unit: unit.id, stamp: unit.stamp, ...(step.power === undefined ? {} : { power: step.power }) } });
    }
  }
}
