/**
 * What a triggered ability decides before it goes on the chain (CR 1.3 383.3.a, 383.3.e; the v1.4
 * excerpt keeps 383.3 without its sub-rules). CR 1.0 583 let the engine ask a "you may" only when
 * the ability resolved and put a trigger on the chain whatever its "if" said.
 */
import { playerConditionHolds } from '../../rules/player-condition.js';
import { cardDefinition } from '../../cards/card-registry.js';
import { abilityAt } from '../../cards/keyword-abilities.js';
import type { Step, TriggeredAbility } from '../../model/card-definition.js';
import type { PendingTrigger } from '../../model/chain-item.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { findObject, isOnBoard } from '../../rules/queries.js';
import { objectsMatching, stateMatches } from '../../rules/targeting.js';

function triggeredAbility(card: string, ability: number): TriggeredAbility | null {
  const found = abilityAt(cardDefinition(card), ability);
  return found?.kind === 'triggered' ? found : null;
}

/**
 * CR 1.3 383.3.a: an effect that opens with "you may" is the controller's choice when the trigger
 * is placed, not when it resolves. Only a leading "may" counts: one further into the effect is
 * still asked on resolution.
 */
export function isOptionalTrigger(trigger: Pick<PendingTrigger, 'card' | 'ability'>): boolean {
  return triggeredAbility(trigger.card, trigger.ability)?.steps[0]?.do === 'may';
}

/**
 * The steps a trigger runs on resolution. A leading "may" was answered when it was placed (a
 * declined trigger never reached the chain), so it resolves as if the choice were "yes".
 */
export function stepsOnResolution(steps: readonly Step[]): readonly Step[] {
  const [first, ...rest] = steps;
  return first?.do === 'may' ? [...first.then, ...rest] : steps;
}

/**
 * CR 1.3 383.3.e: a conditional statement right after the trigger condition ("when you play me,
 * if ...") must hold for the trigger to be placed at all. The engine's one such statement is
 * "if you paid the additional cost" (Clockwork Keeper, OGN-044, as errata'd), when it makes up the
 * whole effect; it is known the moment the trigger condition is met.
 */
export function interveningConditionHolds(trigger: Pick<PendingTrigger, 'card' | 'ability' | 'paidAdditional'>): boolean {
  const steps = triggeredAbility(trigger.card, trigger.ability)?.steps ?? [];
  const [only] = steps;
  if (steps.length !== 1 || only?.do !== 'if' || !('additionalCostPaid' in only.condition) || only.else !== undefined) return true;
  return trigger.paidAdditional;
}

/**
 * CR 1.3 383.3.e: the ability's own condition (`TriggeredAbility.condition`), read on the board as
 * the trigger condition is fulfilled: "a Mighty unit" (CR 1.3 708), "a spell that costs N or more"
 * (printed cost, 131.4), "if you have N or more units there".
 */
export function triggerConditionHolds(
  state: GameState,
  trigger: { readonly card: string; readonly ability: number; readonly controller: Seat; readonly source: ObjectId; readonly subject: ObjectId | null; readonly here: Place | null },
): boolean {
  const condition = triggeredAbility(trigger.card, trigger.ability)?.condition;
  if (!condition) return true;
  const subject = findObject(state, trigger.subject);
  switch (condition.kind) {
    case 'subjectIs':
      return subject !== undefined && isOnBoard(subject) && stateMatches(state, condition.is, subject);
    case 'subjectEnergyAtLeast':
      return subject !== undefined && cardDefinition(subject.card).energy >= condition.energy;
    case 'controller':
      return playerConditionHolds(state, trigger.controller, condition.is);
    case 'selfAtBattlefield':
      return findObject(state, trigger.source)?.zone === 'battlefield';
    case 'assignedExcessDamageAtLeast':
      return state.combat !== null && state.combat.attacker === trigger.controller && (state.combat.excessAssigned ?? 0) >= condition.amount;
    case 'countAtLeast':
      return objectsMatching(state, condition.select, { controller: trigger.controller, source: trigger.source, here: trigger.here, onlyAt: null }).length >= condition.count;
    default: {
      const unreachable: never = condition;
      throw new Error(`unknown trigger condition ${JSON.stringify(unreachable)}`);
    }
  }
}
