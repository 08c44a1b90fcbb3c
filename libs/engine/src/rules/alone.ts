/** CR 1.3 741.1: a unit is alone when no other friendly unit is at the same location. */
import { cardOf } from '../cards/card-registry.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { isFriendlyController } from './mode-policy.js';
import { objectAt } from './queries.js';

/** The permanents at the unit's location: its battlefield, or its controller's base. */
function permanentsWith(state: GameState, unit: GameObject): readonly number[] {
  if (unit.zone === 'battlefield') return state.battlefields[unit.bf]?.units ?? [];
  if (unit.zone === 'base') return state.seats[unit.controller]?.base ?? [];
  return [];
}

/**
 * Whether no other unit that is friendly to `unit` (741.1) is where it is; with `controlledBy`,
 * whether no other unit of that player's is there ("the only unit you control there").
 */
export function isAloneThere(state: GameState, unit: GameObject, controlledBy: Seat | null = null): boolean {
  for (const id of permanentsWith(state, unit)) {
    if (id === unit.id) continue;
    const other = objectAt(state, id);
    if (cardOf(other).type !== 'Unit') continue;
    const counts = controlledBy === null ? isFriendlyController(state, unit.controller, other.controller) : other.controller === controlledBy;
    if (counts) return false;
  }
  return true;
}
