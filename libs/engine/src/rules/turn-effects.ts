/** Reading the current turn's effects (`GameState.turnEffects`) that change what a seat may do. */
import type { GameState, TurnEffect } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';

/** False while an effect this turn forbids the seat to play cards (its abilities stay usable). */
export function mayPlayCards(state: GameState, seat: Seat): boolean {
  return !(state.turnEffects ?? []).some((effect) => effect.kind === 'cannotPlayCards' && effect.seat === seat);
}

/** The index in `turnEffects` of each "next spell" effect of `seat` of the given kind. */
export function nextSpellEffects<K extends 'nextSpellDiscount' | 'nextSpellBonusDamage'>(
  state: GameState,
  seat: Seat,
  kind: K,
): readonly { readonly index: number; readonly effect: Extract<TurnEffect, { kind: K }> }[] {
  const result: { index: number; effect: Extract<TurnEffect, { kind: K }> }[] = [];
  (state.turnEffects ?? []).forEach((effect, index) => {
    if (effect.kind === kind && effect.seat === seat) result.push({ index, effect: effect as Extract<TurnEffect, { kind: K }> });
  });
  return result;
}
