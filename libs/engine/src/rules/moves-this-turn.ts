/** Per-turn move counts of the units whose cards care about them ("the third time I move in a turn"). */
import type { CardDefinition } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';

/** Whether a card reads how often its unit moved this turn. */
export function countsOwnMoves(card: CardDefinition): boolean {
  return card.abilities.some(
    (ability) => (ability.kind === 'triggered' && ability.onMoveNumber !== undefined) || (ability.kind === 'static' && ability.effect === 'noDamageAfterMoves'),
  );
}

/** How often this unit (this object, CR 1.3 109) moved this turn; 0 for units not tracked. */
export function movesThisTurn(state: GameState, unit: GameObject): number {
  return state.movesThisTurn?.find((entry) => entry.unit === unit.id && entry.stamp === unit.stamp)?.count ?? 0;
}
