/** Moves by effects (CR 1.3 444), each a move for the move triggers (441.1). */
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Place } from '../../model/ids.js';
import { moveProblem } from '../../rules/locations.js';
import { placeOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { contestOnArrival, recallOnInvalidDestination } from './arrival.js';
import { onMoved } from './trigger-detection.js';

/** CR 1.3 444: a move by an effect to a battlefield; an invalid destination recalls instead (442.2.c). */
export function moveToBattlefieldByEffect(ctx: EngineContext, unit: ObjectId, bf: number): void {
  const problem = moveProblem(ctx.state, unit, bf, false);
  if (problem) {
    recallOnInvalidDestination(ctx, unit, problem);
    return;
  }
  ctx.emit({ type: 'UnitsMoved', units: [unit], to: bf, standard: false });
  contestOnArrival(ctx, unit, bf);
  onMoved(ctx, [unit]);
}

function moveByEffect(ctx: EngineContext, unit: ObjectId, to: Place): void {
  if (to !== 'base') {
    moveToBattlefieldByEffect(ctx, unit, to);
    return;
  }
  if (moveProblem(ctx.state, unit, 'base', false)) return;
  ctx.emit({ type: 'UnitsMoved', units: [unit], to: 'base', standard: false });
  onMoved(ctx, [unit]);
}

/** CR 1.3 444: two units trade locations, each by a move (both read before either moves); units
 * already together do not move. A base is its unit's controller's base. */
export function swapLocations(ctx: EngineContext, a: GameObject | null, b: GameObject | null): void {
  if (!a || !b || a.id === b.id) return;
  const placeA = placeOf(a);
  const placeB = placeOf(b);
  if (placeA === null || placeB === null || placeA === placeB) return;
  moveByEffect(ctx, a.id, placeB);
  moveByEffect(ctx, b.id, placeA);
}
