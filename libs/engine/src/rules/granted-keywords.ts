/**
 * Keywords given to a unit by other sources: a passive ability of another friendly unit at the
 * same location, and "this turn" grants (`turnEffects`). A keyword with a value given by an
 * additional source adds its value to the one the unit has (CR 1.3 807.2 Assault, 809.2 Deflect,
 * 814.2 Shield); a keyword without a value is simply had.
 */
import { cardOf } from '../cards/card-registry.js';
import type { Keywords } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import { isFriendlyController } from './mode-policy.js';
import { objectAt } from './queries.js';

const VALUED = ['assault', 'shield', 'deflect'] as const;

/** `base` with `grants` added: valued keywords sum, the others are simply present. */
export function addKeywords(base: Keywords, grants: Keywords): Keywords {
  const result: { -readonly [K in keyof Keywords]: Keywords[K] } = { ...base, ...grants };
  for (const key of VALUED) {
    const given = grants[key];
    if (given !== undefined && base[key] !== undefined) result[key] = (base[key] ?? 0) + given;
  }
  return result;
}

/** The other units at the same location (the same battlefield, or the same base). */
function neighboursOf(state: GameState, object: GameObject): readonly ObjectId[] {
  if (object.zone === 'battlefield') return state.battlefields[object.bf]?.units ?? [];
  if (object.zone === 'base') return state.seats[object.controller]?.base ?? [];
  return [];
}

/** Keywords `object` gets from others now (none off the board). */
export function keywordsFromOthers(state: GameState, object: GameObject, own: Keywords): Keywords {
  if (object.zone !== 'base' && object.zone !== 'battlefield') return own;
  let keywords = own;
  for (const id of neighboursOf(state, object)) {
    if (id === object.id) continue;
    const other = objectAt(state, id);
    if (!isFriendlyController(state, object.controller, other.controller)) continue;
    for (const ability of cardOf(other).abilities) {
      if (ability.kind === 'static' && ability.effect === 'keywordsToOtherFriendlyUnitsHere') keywords = addKeywords(keywords, ability.grants);
    }
  }
  for (const effect of state.turnEffects ?? []) {
    if (effect.kind === 'keywords' && effect.target === object.id && effect.stamp === object.stamp) keywords = addKeywords(keywords, effect.grants);
  }
  return keywords;
}
