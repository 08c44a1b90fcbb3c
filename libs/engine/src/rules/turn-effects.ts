/** Reading the "this turn" effects of resolved spells and abilities (`GameState.turnEffects`, CR 1.3 317.2.c). */
import type { GameState, TurnEffect, TurnEffectKind } from '../model/game-state.js';
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

/** Whether `seat` may hide cards ignoring costs this turn (CR 1.4 811.1.b with CR 1.3 356.1.b). */
export function hidesIgnoringCosts(state: GameState, seat: Seat): boolean {
  return hasTurnEffect(state, 'hideIgnoringCosts', seat);
}
