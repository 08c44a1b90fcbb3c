/** What an `if` step checks as it runs (`StepCondition`), in the context of the running effect. */
import type { StepCondition } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import { isAloneThere } from '../../rules/alone.js';
import { playerConditionHolds } from '../../rules/player-condition.js';
import { stateMatches } from '../../rules/targeting.js';
import type { EngineContext } from '../context.js';
import { amountOf, onBoardUnit, refBattlefield, refObject, refObjects } from './effect-helpers.js';

/** True or false; null when the condition is about an object that is gone, so neither branch runs
 * (CR 1.3 359.3.e.1). */
export function stepConditionHolds(ctx: EngineContext, ectx: EffectContext, condition: StepCondition): boolean | null {
  if ('any' in condition) return refObjects(ctx, ectx, { all: condition.any }).length > 0;
  if ('object' in condition) {
    const unit = onBoardUnit(ctx, refObject(ctx, ectx, condition.object));
    return unit ? stateMatches(ctx.state, condition.is, unit) : null;
  }
  if ('alone' in condition) {
    const unit = onBoardUnit(ctx, refObject(ctx, ectx, condition.alone));
    return unit ? isAloneThere(ctx.state, unit, condition.side === 'yours' ? ectx.controller : null) : null;
  }
  if ('targetLegal' in condition) {
    const target = { target: condition.targetLegal };
    return refObject(ctx, ectx, target) !== null || refBattlefield(ectx, target) !== null;
  }
  if ('additionalCostPaid' in condition) return ectx.paidAdditional;
  if ('exceeds' in condition) return amountOf(ctx, ectx, condition.amount) > amountOf(ctx, ectx, condition.exceeds);
  return playerConditionHolds(ctx.state, ectx.controller, condition);
}
