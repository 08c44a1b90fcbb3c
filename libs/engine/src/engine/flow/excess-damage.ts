/**
 * Excess combat damage (CR 1.4 465.2.c.3-4): damage assigned to a unit beyond what makes it lethal
 * (its might less the damage already marked). A unit that cannot be dealt damage has no lethal
 * amount (465.2.c.10), so nothing assigned to it counts as beyond lethal.
 */
import { cardOf } from '../../cards/card-registry.js';
import type { DamageAssignment } from '../../model/frame.js';
import type { Seat } from '../../model/ids.js';
import { mightOf } from '../../rules/might.js';
import { findObject, objectAt, unitsAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { takesNoDamage } from './damage.js';

/** Whether a unit of `seat` at `bf` has a trigger that reads the excess damage its side assigned. */
function readsExcess(ctx: EngineContext, bf: number, seat: Seat): boolean {
  return unitsAt(ctx.state, bf, seat).some((id) =>
    cardOf(objectAt(ctx.state, id)).abilities.some((ability) => ability.kind === 'triggered' && ability.condition?.kind === 'assignedExcessDamageAtLeast'),
  );
}

/** The excess in `assignment`, read before the damage is dealt; null when no unit cares. */
export function excessDamageRead(ctx: EngineContext, bf: number, seat: Seat, assignment: DamageAssignment): number | null {
  if (!readsExcess(ctx, bf, seat)) return null;
  let excess = 0;
  for (const { unit, amount } of assignment) {
    const object = findObject(ctx.state, unit);
    if (!object || takesNoDamage(ctx, unit)) continue;
    const lethal = Math.max(1, mightOf(ctx.state, unit) - object.damage);
    excess += Math.max(0, amount - lethal);
  }
  return excess;
}
