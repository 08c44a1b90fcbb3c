/** 181.3.a: a unit arriving at a battlefield its controller does not control contests it. An
 * effect's move to a place the unit may not be recalls it instead (CR 1.3 442.2.c). */
import type { ObjectId } from '../../model/ids.js';
import type { MoveProblem } from '../../rules/locations.js';
import { areTeammates } from '../../rules/mode-policy.js';
import { objectAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';

export function contestOnArrival(ctx: EngineContext, unit: ObjectId, bf: number): void {
  const battlefield = ctx.state.battlefields[bf];
  const object = objectAt(ctx.state, unit);
  if (!battlefield || battlefield.controller === object.controller || battlefield.contestedBy !== null) return;
  // Reading (648.8.c): control is never shared, and teammates do not contest each other.
  if (battlefield.controller !== null && areTeammates(ctx.state, battlefield.controller, object.controller)) return;
  ctx.emit({ type: 'BattlefieldContested', bf, by: object.controller });
}

/** The move problems that make a destination invalid for the unit (CR 1.3 442.2.a-b, 449.2). */
const INVALID_DESTINATION: ReadonlySet<string> = new Set(['move/two_other_players', 'move/combat_elsewhere', 'move/teammate_battlefield']);

/**
 * CR 1.3 442.2.c: an effect that would move a unit where it cannot be (a battlefield of two other
 * players, another pair's combat, a teammate's battlefield) recalls it instead. CR 1.0 612.2 only
 * forbade the move, and the engine left the unit where it was. A unit in its base stays there.
 */
export function recallOnInvalidDestination(ctx: EngineContext, unit: ObjectId, problem: MoveProblem): void {
  if (!INVALID_DESTINATION.has(problem.code) || objectAt(ctx.state, unit).zone === 'base') return;
  ctx.emit({ type: 'PermanentRecalled', object: unit, exhausted: false });
}
