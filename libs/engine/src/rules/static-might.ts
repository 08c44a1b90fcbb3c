/**
 * The one passive might ability (`{ kind: 'static', effect: 'might', amount, while }`, layer 3,
 * CR 1.3 472.3): an amount read continuously relative to the unit that has it, applied while its
 * condition holds (364.3.a). Cards combine it: "+1 for each buffed friendly unit at my
 * battlefield", "+2 while attacking or defending alone", "+4 while you have 8+ runes", ...
 */
import type { StaticAbility, StaticAmount, StaticCondition } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import { isAloneThere } from './alone.js';
import { playerConditionHolds } from './player-condition.js';
import { placeOf } from './queries.js';
import { objectsMatching, stateMatches } from './targeting.js';
import { hasDiscardedThisTurn } from './turn-effects.js';

type MightAbility = Extract<StaticAbility, { effect: 'might' }>;

/** The score of the controller's side (a team shares one, reading R11). */
function sidePoints(state: GameState, object: GameObject): number {
  for (const side of state.sides) if (side.seats.includes(object.controller)) return side.points;
  return 0;
}

function amountFor(state: GameState, object: GameObject, amount: StaticAmount): number {
  if (typeof amount === 'number') return amount;
  if ('points' in amount) return sidePoints(state, object);
  if ('cardsInTrash' in amount) return state.seats[object.controller]?.trash.length ?? 0;
  // "Here" is where the unit is; "other" is not the unit itself.
  return objectsMatching(state, amount.countOf, { controller: object.controller, source: object.id, here: placeOf(object), onlyAt: null }).length;
}

/** Whether a passive ability's condition holds for `object` now (CR 1.3 364.3.a). `mighty`, if
 * given, answers a Mighty filter (a keyword ability reads might without its own grants, 638). */
export function staticConditionHolds(state: GameState, object: GameObject, condition: StaticCondition, mighty?: () => boolean): boolean {
  if ('self' in condition) {
    if (mighty === undefined || condition.self.mighty === undefined) return stateMatches(state, condition.self, object);
    const { mighty: wanted, ...rest } = condition.self;
    return mighty() === wanted && stateMatches(state, rest, object);
  }
  if ('discardedThisTurn' in condition) return hasDiscardedThisTurn(state, object.controller);
  // CR 1.3 741.1, 741.3: a combat designation at the combat's battlefield, no other friendly unit there.
  if ('aloneInCombat' in condition) return object.role !== null && object.zone === 'battlefield' && state.combat?.bf === object.bf && isAloneThere(state, object);
  return playerConditionHolds(state, object.controller, condition);
}

/** The might `ability` gives `object` now (0 while its condition does not hold). */
export function staticMight(state: GameState, object: GameObject, ability: MightAbility): number {
  if (ability.while !== undefined && !staticConditionHolds(state, object, ability.while)) return 0;
  return amountFor(state, object, ability.amount);
}
