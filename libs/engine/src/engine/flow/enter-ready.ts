/**
 * CR 1.3 143.4.a: effects that make a unit enter the board ready instead of exhausted: a passive
 * ability of another friendly permanent ("other friendly units enter ready") and a delayed "the
 * next unit you play this turn enters ready" (CR 1.3 391), used up by that unit.
 */
import { cardDefinition, cardOf } from '../../cards/card-registry.js';
import type { CardId, ObjectId, Seat } from '../../model/ids.js';
import { areOpponents, isFriendlyController } from '../../rules/mode-policy.js';
import { objectAt, permanentsOnBoard } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';

function readiedByAnotherPermanent(ctx: EngineContext, controller: Seat, unit: ObjectId): boolean {
  for (const id of permanentsOnBoard(ctx.state)) {
    if (id === unit) continue;
    const other = objectAt(ctx.state, id);
    if (!isFriendlyController(ctx.state, controller, other.controller)) continue;
    if (cardOf(other).abilities.some((ability) => ability.kind === 'static' && ability.effect === 'otherFriendlyUnitsEnterReady')) return true;
  }
  return false;
}

/** Whether a unit `controller` is playing enters ready by another effect; a delayed "next unit"
 * effect that applies is used up (emits). Call once per unit, as it enters. */
export function unitEntersReadyByEffects(ctx: EngineContext, controller: Seat, unit: ObjectId): boolean {
  const effects = ctx.state.turnEffects ?? [];
  const next = effects.findIndex((effect) => effect.kind === 'nextUnitEntersReady' && effect.seat === controller);
  if (next >= 0) {
    ctx.emit({ type: 'TurnEffectUsed', index: next });
    return true;
  }
  return readiedByAnotherPermanent(ctx, controller, unit);
}

/** The unit's own conditional "I enter ready if ...", read as it enters. */
export function entersReadyByCondition(ctx: EngineContext, card: CardId, controller: Seat): boolean {
  for (const ability of cardDefinition(card).abilities) {
    if (ability.kind !== 'static' || ability.effect !== 'entersReadyIfOpponentControlsBattlefield') continue;
    if (ctx.state.battlefields.some((bf) => bf.controller !== null && areOpponents(ctx.state, controller, bf.controller))) return true;
  }
  return false;
}
