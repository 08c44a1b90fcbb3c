/** Game setups for the test-only three-player and two-team modes (bot games, property tests). */
import { Random } from '@arbiter/prng';
import type { Deck } from '../deck/deck.js';
import type { GameSetup } from '../setup/create-game.js';
import { TEST_FOUR_PLAYERS, TEST_THREE_PLAYERS, TEST_TWO_TEAMS } from './test-modes.js';

/** 646.5 shape: one battlefield of each player at random, random turn order. */
export function threePlayerSetup(decks: readonly [Deck, Deck, Deck], seed: string | number): GameSetup {
  const random = Random.seeded(`${String(seed)}/setup3`);
  const battlefields = decks.map((deck, owner) => ({ card: random.pick(deck.battlefields), owner }));
  return { gameId: `ffa3-${String(seed)}`, mode: TEST_THREE_PLAYERS, decks, battlefields, turnOrder: random.shuffle([0, 1, 2]), seed };
}

/** 648 shape (reading R6): turn order alternates between the teams; every player but the first
 * brings one battlefield. */
export function twoTeamsSetup(decks: readonly [Deck, Deck, Deck, Deck], seed: string | number): GameSetup {
  const random = Random.seeded(`${String(seed)}/setup4`);
  const [a, b] = random.shuffle([0, 2]) as [number, number];
  const [c, d] = random.shuffle([1, 3]) as [number, number];
  const turnOrder = random.nextInt(2) === 0 ? [a, c, b, d] : [c, a, d, b];
  const battlefields = turnOrder.slice(1).map((owner) => ({ card: random.pick((decks[owner] as Deck).battlefields), owner }));
  return { gameId: `2v2-${String(seed)}`, mode: TEST_TWO_TEAMS, decks, battlefields, turnOrder, seed };
}

/** CR 1.4 488 shape (War): random turn order; every player but the first brings one battlefield
 * (CR 1.3 483.4.b). */
export function fourPlayerSetup(decks: readonly [Deck, Deck, Deck, Deck], seed: string | number): GameSetup {
  const random = Random.seeded(`${String(seed)}/setup4ffa`);
  const turnOrder = random.shuffle([0, 1, 2, 3]);
  const battlefields = turnOrder.slice(1).map((owner) => ({ card: random.pick((decks[owner] as Deck).battlefields), owner }));
  return { gameId: `ffa4-${String(seed)}`, mode: TEST_FOUR_PLAYERS, decks, battlefields, turnOrder, seed };
}
