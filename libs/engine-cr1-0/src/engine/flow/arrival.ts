/** 181.3.a: a unit arriving at a battlefield its controller does not control contests it. */
import type { ObjectId } from '../../model/ids.js';
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
