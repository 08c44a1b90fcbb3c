/**
 * Passives that hold while their unit is at a battlefield (Mageseeker Warden): its controller's
 * opponents may only play units to their base (a play restriction, CR 1.3 355.2.a, 559.2; rulings:
 * the base is then the only valid playing location), and spells and abilities cannot ready units and
 * gear that are enemies of its controller (CR 1.3 415; readying in the Awaken Phase is not a spell
 * or ability's).
 */
import { cardOf } from '../cards/card-registry.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { areOpponents } from './mode-policy.js';
import { permanentsWithStatic } from './board-abilities.js';
import { objectAt } from './queries.js';

type LockEffect = 'opponentsPlayUnitsOnlyToBase' | 'enemiesNotReadiedByEffects';

/** Noxus Saboteur: `seat`'s facedown card at `bf` cannot be revealed, that is played from
 * facedown (CR 1.3 811.1), while a unit of an opponent's with the passive is at that battlefield. */
export function hiddenRevealBlocked(state: GameState, seat: Seat, bf: number): boolean {
  return permanentsWithStatic(state, 'opponentsHiddenNotRevealedHere').some((id) => {
    const unit = objectAt(state, id);
    return unit.zone === 'battlefield' && unit.bf === bf && areOpponents(state, unit.controller, seat);
  });
}

/** Whether a unit at a battlefield with this passive is controlled by an opponent of `seat`. */
function lockedBy(state: GameState, seat: Seat, effect: LockEffect): boolean {
  return permanentsWithStatic(state, effect).some((id) => {
    const unit = objectAt(state, id);
    return unit.zone === 'battlefield' && cardOf(unit).type === 'Unit' && areOpponents(state, unit.controller, seat);
  });
}

/** `seat` may play units (tokens included) to its base only. */
export function playsUnitsOnlyToBase(state: GameState, seat: Seat): boolean {
  return lockedBy(state, seat, 'opponentsPlayUnitsOnlyToBase');
}

/** A spell or ability may not ready this unit or gear. */
export function notReadiedByEffects(state: GameState, object: GameObject): boolean {
  const type = cardOf(object).type;
  return (type === 'Unit' || type === 'Gear') && lockedBy(state, object.controller, 'enemiesNotReadiedByEffects');
}
