/**
 * CR 1.3 356.2.b.1, 356.4: an optional additional cost paid any number of times ("spend any number
 * of buffs", "kill any number of friendly units"), each time reducing the card's cost by one power
 * of a domain. The play names the units (`additionalCost.units`).
 */
import { cardOf } from '../../cards/card-registry.js';
import type { AdditionalCostChoice } from '../../model/action.js';
import type { AdditionalCost } from '../../model/card-definition.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { findObject, isOnBoard, unitsOnBoard } from '../../rules/queries.js';
import { violation } from '../rule-violation.js';

type AnyNumberCost = Extract<AdditionalCost, { kind: 'anyNumber' }>;

/** Whether `unit` can pay one instance of the cost for `seat` playing `played`. */
function canPayWith(state: GameState, seat: Seat, played: ObjectId, cost: AnyNumberCost, unit: ObjectId): boolean {
  const object = findObject(state, unit);
  if (!object || unit === played || !isOnBoard(object) || cardOf(object).type !== 'Unit') return false;
  // CR 1.3 702.2.b: a buff is spent from a unit its controller controls; a kill cost takes a friendly unit.
  if (cost.each === 'spendBuff') return object.controller === seat && object.buffs > 0;
  return isFriendlyController(state, seat, object.controller);
}

/** The units named to pay the cost, checked: distinct, each able to pay once. */
export function anyNumberUnits(state: GameState, seat: Seat, played: ObjectId, cost: AnyNumberCost, choice: AdditionalCostChoice | undefined): readonly ObjectId[] {
  if (!choice?.pay) return [];
  const units = choice.units ?? [];
  const distinct = new Set(units).size === units.length;
  if (units.length === 0 || !distinct || units.some((unit) => !canPayWith(state, seat, played, cost, unit))) {
    if (cost.each === 'spendBuff') return violation('cost/spend_buff', 'CR 1.3 702.2.b', 'choose different units you control that have a buff');
    return violation('cost/kill_friendly_unit', 'CR 1.3 356.2.b.1', 'choose different friendly units on the board to kill');
  }
  return units;
}

/** Representative choices for the legal plays: not paying, and paying with every unit that can. */
export function anyNumberChoices(state: GameState, seat: Seat, played: ObjectId, cost: AnyNumberCost): readonly AdditionalCostChoice[] {
  const units = unitsOnBoard(state).filter((unit) => canPayWith(state, seat, played, cost, unit));
  if (units.length === 0) return [{ pay: false }];
  return [{ pay: false }, { pay: true, units }];
}
