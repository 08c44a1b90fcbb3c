/** Bonus damage a battlefield gives to damage dealt to units there (Void Gate as errata'd, CR 1.3 714-715). */
import { cardDefinition } from '../cards/card-registry.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import { findObject } from './queries.js';

/** The bonus damage a spell or ability's own damage to `unit` gets from the battlefield it is at
 * (0 in a base); added to each instance of damage dealt to that unit only (FAQ Origins, Void Gate). */
export function bonusDamageHere(state: GameState, unit: ObjectId): number {
  const object = findObject(state, unit);
  if (!object || object.zone !== 'battlefield') return 0;
  const battlefield = state.battlefields[object.bf];
  if (!battlefield || battlefield.card === 'blank') return 0;
  let bonus = 0;
  for (const ability of cardDefinition(battlefield.card).abilities) {
    if (ability.kind === 'static' && ability.effect === 'bonusDamage' && ability.to === 'unitsHere') bonus += ability.amount;
  }
  return bonus;
}
