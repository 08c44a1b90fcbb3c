/** Turns a player's payment choice into a plan, or finds one (561). */
import type { PaymentChoice } from '../../model/action.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import type { Cost } from '../../rules/costs.js';
import { addsOnlyForSpells, isValidPlan, planPayment, type PaymentPlan } from '../../rules/payment.js';
import { violation } from '../rule-violation.js';

/** `spent`: an object the cost itself exhausts, which cannot also pay with an Add ability (CR 1.3 414.1.b). */
export function paymentPlan(state: GameState, seat: Seat, cost: Cost, choice: PaymentChoice | undefined, forSpell = false, spent: ObjectId | null = null): PaymentPlan {
  if (choice) {
    const plan = { exhaust: choice.exhaust ?? [], recycle: choice.recycle ?? [], abilities: choice.abilities ?? [] };
    if (!isValidPlan(state, seat, plan) || (spent !== null && plan.abilities.includes(spent))) violation('cost/invalid_payment', 'CR 1.4 357.1', 'the payment names sources that cannot be used');
    if (!forSpell && plan.abilities.some((source) => addsOnlyForSpells(state, source))) {
      violation('cost/only_for_spells', 'CR 1.3 429.3', 'these resources may only be used to play spells');
    }
    return plan;
  }
  return planPayment(state, seat, cost, [], spent) ?? violation('cost/cannot_pay', 'CR 1.4 357.1', 'not enough energy or power to pay this cost');
}
