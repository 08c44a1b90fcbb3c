/** A `PlayerCondition` of the card language, read for one player when it is checked. */
import type { PlayerCondition } from '../model/card-definition.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { allFacedownCards } from './facedown-slots.js';
import { areOpponents, opponentsOf } from './mode-policy.js';
import { isOpponentNearVictory } from './near-victory.js';

/** Whether `condition` holds for `seat` now: the size of their hand, their runes, an enemy unit's death this
 * turn, the main-deck cards they played this turn (CR 1.3 724), an opponent near victory, an opponent controlling a battlefield
 * (CR 1.3 183), a facedown card of theirs at a battlefield (811). */
export function playerConditionHolds(state: GameState, seat: Seat, condition: PlayerCondition): boolean {
  if ('handAtMost' in condition) return (state.seats[seat]?.hand.length ?? 0) <= condition.handAtMost;
  if ('runesAtLeast' in condition) return (state.seats[seat]?.runes.length ?? 0) >= condition.runesAtLeast;
  if ('enemyUnitDiedThisTurn' in condition) return opponentsOf(state, seat).some((other) => (state.seats[other]?.unitsDied ?? 0) > 0);
  if ('cardsPlayedThisTurnAtLeast' in condition) return (state.seats[seat]?.cardsPlayed ?? 0) >= condition.cardsPlayedThisTurnAtLeast;
  if ('opponentNearVictory' in condition) return isOpponentNearVictory(state, seat, condition.opponentNearVictory);
  if ('controlsFacedownCard' in condition) return allFacedownCards(state).some((id) => state.objects[id]?.controller === seat);
  return state.battlefields.some((bf) => bf.controller !== null && areOpponents(state, seat, bf.controller));
}
