/** "Kill a friendly unit or gear" as the cost of an activated ability (CR 1.3 356.6). */
import { cardOf } from '../../cards/card-registry.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { findObject, isOnBoard } from '../../rules/queries.js';
import { violation } from '../rule-violation.js';

/** The permanent the activation names to kill: a unit or gear on the board friendly to `seat`. */
export function friendlyUnitOrGearToKill(state: GameState, seat: Seat, id: ObjectId | undefined): ObjectId {
  const object = id === undefined ? undefined : findObject(state, id);
  const type = object ? cardOf(object).type : null;
  if (!object || !isOnBoard(object) || (type !== 'Unit' && type !== 'Gear') || !isFriendlyController(state, seat, object.controller)) {
    return violation('cost/kill_friendly_unit_or_gear', 'CR 1.3 356.6', 'name a friendly unit or gear on the board to kill');
  }
  return object.id;
}
