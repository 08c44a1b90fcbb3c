/**
 * "Choose one" texts (CR 1.3 355.3 for spells, 402.1 for activated abilities; triggered abilities
 * make their choices as they are put on the chain, 383.3): the mode is chosen with its targets,
 * rides on the chain item as `mode`, and only that mode's targets and steps are used. With
 * `modeOncePerTurn`, the modes chosen this turn for that object's ability are remembered as turn
 * effects (`modeChosen`, gone with the turn, 317.2.c) and cannot be chosen again.
 */
import type { EffectText, TargetSpec } from '../model/card-definition.js';
import type { TargetRef } from '../model/chain-item.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import { targetCombinations, type TargetingContext } from './targeting.js';

/** The text an item with `mode` uses: the mode's for a "choose one" text (null for a missing or
 * unknown mode), the text itself otherwise (a mode given to a plain text is ignored). */
export function modeText(text: EffectText, mode: number | undefined): EffectText | null {
  if (!text.chooseOne) return text;
  if (mode === undefined) return null;
  return text.chooseOne[mode] ?? null;
}

/** Whether `seat` already chose mode `mode` of that object's ability this turn. */
export function modeChosenThisTurn(state: GameState, seat: Seat, source: ObjectId, stamp: number, ability: number, mode: number): boolean {
  return (state.turnEffects ?? []).some(
    (effect) => effect.kind === 'modeChosen' && effect.seat === seat && effect.source === source && effect.stamp === stamp && effect.ability === ability && effect.mode === mode,
  );
}

/** The modes that may be chosen now (every mode, less the ones chosen this turn when the text says so). */
export function availableModes(state: GameState, text: EffectText, seat: Seat, source: ObjectId, stamp: number, ability: number): readonly number[] {
  const modes = text.chooseOne ?? [];
  const result: number[] = [];
  for (let mode = 0; mode < modes.length; mode++) {
    if (text.modeOncePerTurn !== true || !modeChosenThisTurn(state, seat, source, stamp, ability, mode)) result.push(mode);
  }
  return result;
}

const NO_TARGETS: readonly (readonly TargetRef[])[] = [[]];

/** Each available mode with each of its target choices (a mode whose targets cannot be chosen is
 * not offered, CR 1.3 355.5), up to `limit` per mode. */
export function modeChoices(
  state: GameState,
  text: EffectText,
  tctx: TargetingContext,
  stamp: number,
  ability: number,
  limit: number,
): readonly { readonly mode: number; readonly targets: readonly TargetRef[] }[] {
  const result: { mode: number; targets: readonly TargetRef[] }[] = [];
  for (const mode of availableModes(state, text, tctx.controller, tctx.source ?? -1, stamp, ability)) {
    const specs: readonly TargetSpec[] = text.chooseOne?.[mode]?.targets ?? [];
    const combos = specs.length === 0 ? NO_TARGETS : targetCombinations(state, specs, tctx, limit);
    for (const targets of combos) result.push({ mode, targets });
  }
  return result;
}
