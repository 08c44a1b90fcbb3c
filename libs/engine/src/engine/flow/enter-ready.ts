/**
 * CR 1.3 143.4.a: effects that make a unit enter the board ready instead of exhausted: a passive
 * ability of another friendly permanent ("other friendly units enter ready") and a delayed "the
 * next unit you play this turn enters ready" (CR 1.3 391), used up by that unit.
 */
import { cardOf } from '../../cards/card-registry.js';
import type { CardDefinition } from '../../model/card-definition.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { playerConditionHolds } from '../../rules/player-condition.js';
import { permanentsWithStatic } from '../../rules/board-abilities.js';
import { objectAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';

function readiedByAnotherPermanent(ctx: EngineContext, controller: Seat, unit: ObjectId): boolean {
  // The board index (ADR 0108): the permanents with such a passive, usually none.
  for (const id of permanentsWithStatic(ctx.state, 'entersReady')) {
    if (id === unit) continue;
    const other = objectAt(ctx.state, id);
    if (!isFriendlyController(ctx.state, controller, other.controller)) continue;
    for (const ability of cardOf(other).abilities) {
      if (ability.kind !== 'static' || ability.effect !== 'entersReady' || ability.for !== 'otherFriendlyUnits' || !ability.ready) continue;
      if (ability.if === undefined || playerConditionHolds(ctx.state, controller, ability.if)) return true;
    }
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

/** CR 1.3 143.4: the card's own "I enter ready" / "this enters exhausted" passive ability (the
 * first whose condition holds for `controller` as it enters), or `byDefault`. */
export function selfEntersReady(state: GameState, controller: Seat, card: CardDefinition, byDefault: boolean): boolean {
  for (const ability of card.abilities) {
    if (ability.kind !== 'static' || ability.effect !== 'entersReady' || ability.for !== undefined) continue;
    if (ability.if === undefined || playerConditionHolds(state, controller, ability.if)) return ability.ready;
  }
  return byDefault;
}
