/** Reading the "this turn" effects of resolved spells and abilities (CR 1.3 317.2.c). */
import type { GameState, TurnEffectKind } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';

/** Whether an effect of this kind is in force; with `seat`, one that seat's spell or ability made. */
export function hasTurnEffect(state: GameState, kind: TurnEffectKind, seat?: Seat): boolean {
  const effects = state.turnEffects;
  if (!effects) return false;
  return effects.some((effect) => effect.kind === kind && (seat === undefined || effect.seat === seat));
}

/** Whether a unit `seat` plays now enters ready because of a "this turn" effect. */
export function playedUnitsEnterReady(state: GameState, seat: Seat): boolean {
  return hasTurnEffect(state, 'yourUnitsEnterReady', seat);
}

/** Whether damage a spell or ability deals by itself is prevented now. */
export function spellAndAbilityDamagePrevented(state: GameState): boolean {
  return hasTurnEffect(state, 'preventSpellAndAbilityDamage');
}
