/** Symbol of the Solari (as errata'd, FAQ Origins): the replacement for a combat that ends in a tie. */
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import { permanentsWithStatic } from './board-abilities.js';
import { objectAt, unitsAt } from './queries.js';

/** Whether `attacker` controls a permanent that replaces the recall of a tie (CR 1.3 370). */
function recallsAllOnTie(state: GameState, attacker: Seat): boolean {
  return permanentsWithStatic(state, 'recallAllOnAttackTie').some((id) => objectAt(state, id).controller === attacker);
}

/**
 * CR 1.4 466.1.a.2: the units recalled after combat damage when defenders are still at `bf`: the
 * attacker's; but if the attacker has units there too (a tie: both sides have units left after
 * combat damage, FAQ Origins) and a replacement of theirs applies, every unit there instead.
 */
export function unitsRecalledAfterCombat(state: GameState, bf: number, attacker: Seat): readonly ObjectId[] {
  const attackers = unitsAt(state, bf, attacker);
  return attackers.length > 0 && recallsAllOnTie(state, attacker) ? unitsAt(state, bf) : attackers;
}
