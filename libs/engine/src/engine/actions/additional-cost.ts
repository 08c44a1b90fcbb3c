/** 560.2 / 561.2: the additional cost of the card being played, chosen and checked. */
import { cardOf } from '../../cards/card-registry.js';
import type { AdditionalCostChoice } from '../../model/action.js';
import type { CardDefinition } from '../../model/card-definition.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { findObject, isOnBoard, seatAt } from '../../rules/queries.js';
import { violation } from '../rule-violation.js';
import { anyNumberUnits } from './any-number-cost.js';

export interface AdditionalPayment {
  readonly paid: boolean;
  readonly kill: ObjectId | null;
  readonly discard: ObjectId | null;
  readonly spendBuffFrom: ObjectId | null;
  readonly exhaust: ObjectId | null;
  /** The units paying an "any number of" cost (`anyNumber`). */
  readonly units?: readonly ObjectId[];
}

export const NO_ADDITIONAL: AdditionalPayment = { paid: false, kill: null, discard: null, spendBuffFrom: null, exhaust: null };

/**
 * The friendly unit killed as the cost. It may be the only unit at the battlefield the card is
 * played to: the card is on the chain while the cost is paid, and nobody loses control of a
 * battlefield in a closed state (CR 1.3 187.4.c; the Unleashed rules FAQ of 2026-04-29 plays
 * Cruel Patron exactly so). CR 1.0 559.5 and 561.3 forbade that choice.
 */
function friendlyUnitToKill(state: GameState, seat: Seat, played: ObjectId, id: ObjectId | undefined): ObjectId {
  const unit = id === undefined ? undefined : findObject(state, id);
  if (!unit || id === played || !isOnBoard(unit) || cardOf(unit).type !== 'Unit' || !isFriendlyController(state, seat, unit.controller)) {
    return violation('cost/kill_friendly_unit', 'CR 1.4 356.2.a.1', 'choose a friendly unit on the board to kill');
  }
  return unit.id;
}

export function chooseAdditionalCost(
  state: GameState,
  seat: Seat,
  played: ObjectId,
  card: CardDefinition,
  choice: AdditionalCostChoice | undefined,
): AdditionalPayment {
  const cost = card.additionalCost;
  if (!cost) {
    if (choice?.pay) violation('cost/no_additional_cost', 'CR 1.4 356.2', 'this card has no additional cost');
    return NO_ADDITIONAL;
  }
  switch (cost.kind) {
    case 'killFriendlyUnit':
      return { paid: true, kill: friendlyUnitToKill(state, seat, played, choice?.kill), discard: null, spendBuffFrom: null, exhaust: null };
    case 'discard': {
      if (!choice?.pay) return NO_ADDITIONAL;
      const discard = choice.discard;
      if (discard === undefined || discard === played || !seatAt(state, seat).hand.includes(discard)) {
        return violation('cost/discard', 'CR 1.4 422.3', 'choose a card in your hand to discard');
      }
      return { paid: true, kill: null, discard, spendBuffFrom: null, exhaust: null };
    }
    case 'spendBuff': {
      if (!choice?.pay) return NO_ADDITIONAL;
      const unit = choice.spendBuffFrom === undefined ? undefined : findObject(state, choice.spendBuffFrom);
      // 702.2.b: a buff is spent from a unit that has one and that you control.
      if (!unit || unit.controller !== seat || unit.buffs <= 0 || !isOnBoard(unit)) {
        return violation('cost/spend_buff', 'CR 1.4 702.2.b', 'choose a unit you control that has a buff');
      }
      return { paid: true, kill: null, discard: null, spendBuffFrom: unit.id, exhaust: null };
    }
    case 'exhaustFriendlyUnit': {
      if (!choice?.pay) return NO_ADDITIONAL;
      const unit = choice.exhaust === undefined ? undefined : findObject(state, choice.exhaust);
      // 414.4: an exhausted object cannot be exhausted to pay a cost.
      if (!unit || !isOnBoard(unit) || cardOf(unit).type !== 'Unit' || unit.exhausted || !isFriendlyController(state, seat, unit.controller)) {
        return violation('cost/exhaust_friendly_unit', 'CR 1.4 414.4', 'choose a ready friendly unit to exhaust');
      }
      return { paid: true, kill: null, discard: null, spendBuffFrom: null, exhaust: unit.id };
    }
    case 'anyNumber': {
      const units = anyNumberUnits(state, seat, played, cost, choice);
      return units.length === 0 ? NO_ADDITIONAL : { ...NO_ADDITIONAL, paid: true, units };
    }
    case 'power':
      return choice?.pay === true ? { paid: true, kill: null, discard: null, spendBuffFrom: null, exhaust: null } : NO_ADDITIONAL;
    default: {
      const unreachable: never = cost;
      throw new Error(`unknown additional cost ${JSON.stringify(unreachable)}`);
    }
  }
}
