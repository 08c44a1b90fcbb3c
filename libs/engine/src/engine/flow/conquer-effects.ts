/**
 * "Activate the conquer effects of units here" (FAQ Unleashed rules clarifications, Reckoner's
 * Arena): treated as a conquer of that battlefield for the "when I conquer" abilities of the
 * controller's units there only; they still check their own conditions, and no conquer happens
 * (no points, no control change, no other conquer triggers).
 */
import type { EffectContext } from '../../model/frame.js';
import { objectAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { queueOwn } from './trigger-detection.js';

export function activateConquerEffectsHere(ctx: EngineContext, ectx: EffectContext): void {
  const bf = ectx.here;
  if (typeof bf !== 'number') return;
  for (const id of ctx.state.battlefields[bf]?.units ?? []) {
    const unit = objectAt(ctx.state, id);
    if (unit.controller === ectx.controller) queueOwn(ctx, unit, 'conquerSelf', id, bf);
  }
}
