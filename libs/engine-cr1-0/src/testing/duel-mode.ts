/**
 * A minimal Duel (644) for the engine's own tests and benchmark. The modes library owns the
 * official definitions; this one exists so the engine can be exercised on its own.
 */
import { Random } from '@arbiter/prng';
import type { Deck } from '../deck/deck.js';
import type { GameMode } from '../model/game-mode.js';
import { BASIC_DUEL } from '../setup/basic-duel.js';
import type { GameSetup } from '../setup/create-game.js';

export const DUEL: GameMode = BASIC_DUEL;

/** 644.5 / 115: one battlefield of each deck at random, and a random first player. */
export function duelSetup(decks: readonly [Deck, Deck], seed: string | number, gameId = `duel-${String(seed)}`): GameSetup {
  const random = Random.seeded(`${String(seed)}/setup`);
  const battlefields = decks.map((deck, owner) => ({ card: random.pick(deck.battlefields), owner }));
  const first = random.nextInt(2);
  return { gameId, mode: DUEL, decks, battlefields, turnOrder: [first, 1 - first], seed };
}
