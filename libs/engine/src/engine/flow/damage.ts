/** Dealing damage (CR 1.3 417), through the passives that keep a unit from taking it. */
import { cardOf } from '../../cards/card-registry.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { movesThisTurn } from '../../rules/moves-this-turn.js';
import { findObject } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { onDamageTaken } from './delayed-triggers.js';
import { recordDamageBy } from './killed-by.js';

/** Whether a unit's own passive keeps it from taking damage now ("if I have moved twice this turn,
 * I don't take damage"): it is still assigned combat damage as usual, only none is dealt to it. */
export function takesNoDamage(ctx: EngineContext, unit: ObjectId): boolean {
  const object = findObject(ctx.state, unit);
  if (!object) return false;
  for (const ability of cardOf(object).abilities) {
    if (ability.kind === 'static' && ability.effect === 'noDamageAfterMoves' && movesThisTurn(ctx.state, object) >= ability.moves) return true;
  }
  return false;
}

/** Deals `amount` damage to `unit` unless it takes none; `by`: the controller of the resolving
 * effect that deals it (their kill if the unit dies in the next cleanup, CR 1.3 428.5.c);
 * `bySpell`: a spell deals it itself (that kill is one with a spell, 428.5.e). */
export function dealDamage(ctx: EngineContext, unit: ObjectId, amount: number, combat: boolean, by?: Seat, bySpell = false): void {
  if (amount <= 0 || takesNoDamage(ctx, unit)) return;
  ctx.emit({ type: 'DamageDealt', target: unit, amount, combat });
  recordDamageBy(ctx, by, unit, bySpell);
  onDamageTaken(ctx, unit);
}
