/**
 * Invariants every reachable game state keeps, checked after every decision of the property
 * tests. Each returns a description of the first violation, or null.
 */
import { facedownCardsAt, facedownLimit } from '../rules/facedown-slots.js';
import { cardOf } from '../cards/card-registry.js';
import { BOARD_ZONES } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import { hasLethalDamage } from '../rules/might.js';
import { unitsOnBoard } from '../rules/queries.js';
import { stateHash } from '../state/state-hash.js';
import { leadingSideAtVictory } from '../engine/flow/game-end.js';

/** Cards (not tokens) per owner: none are created or lost (127.1: a card is always in a zone). */
export function cardsPerOwner(state: GameState): readonly number[] {
  const counts = state.seats.map(() => 0);
  for (const object of state.objects) if (object && !object.token) counts[object.owner] = (counts[object.owner] ?? 0) + 1;
  return counts;
}

/** Every object's zone agrees with the list that holds it. */
function zonesAgree(state: GameState): string | null {
  const seen = new Map<number, string>();
  const note = (id: number, where: string): string | null => {
    const before = seen.get(id);
    seen.set(id, where);
    return before ? `object ${id} is in ${before} and in ${where}` : null;
  };
  for (const seat of state.seats) {
    for (const key of ['mainDeck', 'runeDeck', 'hand', 'trash', 'banishment', 'setAside', 'base', 'runes'] as const) {
      for (const id of seat[key]) {
        const problem = note(id, `${key} of seat ${seat.seat}`);
        if (problem) return problem;
        if (state.objects[id]?.zone !== key) return `object ${id} listed in ${key} but its zone is ${state.objects[id]?.zone}`;
      }
    }
  }
  for (const bf of state.battlefields) {
    for (const id of bf.units) {
      const problem = note(id, `battlefield ${bf.index}`);
      if (problem) return problem;
      if (state.objects[id]?.zone !== 'battlefield' || state.objects[id]?.bf !== bf.index) return `object ${id} listed at battlefield ${bf.index}`;
    }
  }
  return null;
}

/** `full` adds the O(state) zone-list cross-check, which the suite runs on a sample of steps. */
export function checkInvariants(state: GameState, initialCards: readonly number[], full = true): string | null {
  const cards = cardsPerOwner(state);
  if (cards.some((count, seat) => count !== initialCards[seat])) return `cards per owner changed: ${cards.join(',')} vs ${initialCards.join(',')}`;
  // 106.4.b, CR 1.4 811.1.b: at most one facedown card per battlefield, more only where the battlefield allows.
  const facedown = state.objects.filter((object) => object?.zone === 'facedown');
  for (const bf of state.battlefields) {
    const here = facedown.filter((object) => object?.bf === bf.index).map((object) => object?.id);
    const listed = facedownCardsAt(bf);
    const consistent = here.length === listed.length && listed.every((id) => here.includes(id));
    if (!consistent || here.length > facedownLimit(state, bf.index)) return `battlefield ${bf.index} facedown zone is inconsistent`;
  }
  // 520: a unit with lethal damage never survives a cleanup, so none is left when a player gets priority.
  if (state.pending?.decision.kind === 'priority') {
    const lethal = unitsOnBoard(state).find((id) => hasLethalDamage(state, id));
    if (lethal !== undefined) return `unit ${lethal} has lethal damage at a priority window`;
    // CR 1.4 472: a cleanup precedes every priority window, and a side that leads at the victory
    // score wins in it.
    const leader = leadingSideAtVictory(state);
    if (leader !== null) return `side ${leader} leads at the victory score at a priority window (CR 1.4 472)`;
  }
  for (const object of state.objects) {
    if (object && BOARD_ZONES.has(object.zone) && object.zone !== 'legendZone' && object.zone !== 'runes' && object.zone !== 'facedown') {
      const type = cardOf(object).type;
      if (type !== 'Unit' && type !== 'Gear') return `object ${object.id} of type ${type} is on the board`;
    }
  }
  return full ? zonesAgree(state) : null;
}

/** The incrementally kept hash equals the hash of the whole state. */
export function hashIsConsistent(state: GameState): boolean {
  return stateHash(state) === state.hash;
}
