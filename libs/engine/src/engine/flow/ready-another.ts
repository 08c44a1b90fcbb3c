/** "Ready something else that's exhausted": one exhausted non-spell game object on the board
 * (CR 1.3 415.1: a unit, gear, rune or legend, any player's) other than the source, chosen on
 * resolution (not a target). */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId } from '../../model/ids.js';
import { notReadiedByEffects } from '../../rules/battlefield-locks.js';
import { findObject } from '../../rules/queries.js';
import { isBoardZone } from '../../state/zones.js';
import type { EngineContext } from '../context.js';
import { onReadied } from './trigger-detection.js';

/** The exhausted objects the source's controller may ready now (facedown cards are never exhausted). */
export function otherExhausted(ctx: EngineContext, source: ObjectId): ObjectId[] {
  const options: ObjectId[] = [];
  for (const object of ctx.state.objects) {
    if (!object || object.id === source || !object.exhausted || object.zone === 'facedown' || !isBoardZone(object.zone)) continue;
    if (!notReadiedByEffects(ctx.state, object)) options.push(object.id);
  }
  return options;
}

export function runReadyAnother(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const options = otherExhausted(ctx, ectx.source);
  if (options.length === 0) return 'done';
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options, count: 1 }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

export function resumeReadyAnother(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, cards: readonly ObjectId[]): void {
  const chosen = cards.filter((id) => findObject(ctx.state, id)?.exhausted === true);
  if (chosen.length > 0) {
    ctx.emit({ type: 'ObjectsReadied', objects: chosen });
    onReadied(ctx, frame.ctx.controller, chosen);
  }
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
}
