/** Legal decks for every mode, from the engine's ready decks. */
import type { Deck } from '@arbiter/rulesets';
import { SETT_BUFFS, SETT_MIGHT, VIKTOR_CONTROL, VIKTOR_TOKENS } from '@arbiter/engine/testing';
import type { ModeId } from '../model/mode-id.js';

/** 648.4.a: a Magma Chamber deck brings one battlefield. */
function withOneBattlefield(deck: Deck, index: number): Deck {
  return { ...deck, battlefields: deck.battlefields.slice(index, index + 1) };
}

export function modeTestDecks(mode: ModeId): readonly Deck[] {
  switch (mode) {
    case 'duel':
    case 'match':
      return [VIKTOR_TOKENS, SETT_BUFFS];
    case 'ffa3':
      return [VIKTOR_TOKENS, SETT_BUFFS, VIKTOR_CONTROL];
    case 'war':
      return [VIKTOR_TOKENS, SETT_BUFFS, VIKTOR_CONTROL, SETT_MIGHT];
    case 'magma-chamber':
      return [withOneBattlefield(VIKTOR_TOKENS, 0), withOneBattlefield(SETT_BUFFS, 0), withOneBattlefield(VIKTOR_CONTROL, 1), withOneBattlefield(SETT_MIGHT, 2)];
    default: {
      const unreachable: never = mode;
      throw new Error(`unknown mode ${String(unreachable)}`);
    }
  }
}

/** Player ids for tests: `p0`, `p1`, ... */
export function testPlayers(count: number): readonly string[] {
  return Array.from({ length: count }, (_, seat) => `p${seat}`);
}
