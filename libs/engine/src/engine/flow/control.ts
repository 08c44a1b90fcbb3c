/** Effects that change who controls a permanent ("take control of it", "gain control"). */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import { findObject, isOnBoard } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { refObject } from './effect-helpers.js';

/** The effect's controller takes control of the permanent where it is; with `recall`, it then goes
 * to their base, which is not a move (CR 1.3 450, 451), so no move trigger sees it. */
export function runTakeControl(ctx: EngineContext, ectx: EffectContext, step: Extract<Step, { do: 'takeControl' }>): void {
  const id = refObject(ctx, ectx, step.what);
  const object = id === null ? undefined : findObject(ctx.state, id);
  if (!object || !isOnBoard(object)) return;
  if (object.controller !== ectx.controller) ctx.emit({ type: 'ControlTaken', object: object.id, controller: ectx.controller });
  if (step.recall === true && object.zone !== 'base') ctx.emit({ type: 'PermanentRecalled', object: object.id, exhausted: false });
}
