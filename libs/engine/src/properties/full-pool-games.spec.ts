/**
 * The property suite over the whole supported card pool (issue 23): bot games with random legal
 * decks (`testing/pool-decks.ts`) in the four mode shapes (Duel, three players, two teams of two,
 * four players alone), checked like the ready-deck suites (`bot-game-properties.ts`: the game
 * ends, invariants hold after every decision, illegal actions are refused with the state
 * unchanged, no view leaks, the replay reproduces every hash). Every card a legal deck can hold
 * must appear in many games. Sized to stay well under a minute on a loaded two-core machine.
 */
import { Random } from '@arbiter/prng';
import { describe, expect, it } from 'vitest';
import type { Deck } from '../deck/deck.js';
import type { GameSetup } from '../setup/create-game.js';
import { duelSetup } from '../testing/duel-mode.js';
import { fourPlayerSetup, threePlayerSetup, twoTeamsSetup } from '../testing/multiplayer-setups.js';
import { randomPoolDeck, supportedCardPool } from '../testing/pool-decks.js';
import { runPropertyGame, TURN_CAP } from './bot-game-properties.js';

const TIMEOUT_MS = 120_000;
/** The least number of games each card of the pool appears in (over all four modes). */
const MIN_GAMES_PER_CARD = 5;

interface ModeRun {
  readonly name: string;
  readonly games: number;
  readonly seats: number;
  readonly setup: (decks: Deck[], seed: string) => GameSetup;
}

const MODES: readonly ModeRun[] = [
  { name: 'duel', games: 28, seats: 2, setup: (decks, seed) => duelSetup(decks as [Deck, Deck], seed) },
  { name: 'ffa3', games: 7, seats: 3, setup: (decks, seed) => threePlayerSetup(decks as [Deck, Deck, Deck], seed) },
  { name: 'two-teams', games: 6, seats: 4, setup: (decks, seed) => twoTeamsSetup(decks as [Deck, Deck, Deck, Deck], seed) },
  { name: 'ffa4', games: 6, seats: 4, setup: (decks, seed) => fourPlayerSetup(decks as [Deck, Deck, Deck, Deck], seed) },
];

/** Games each card (by id, legends and battlefields included) appeared in, over the whole suite. */
const gamesWithCard = new Map<string, number>();

function record(decks: readonly Deck[]): void {
  const cards = new Set(decks.flatMap((deck) => [deck.legend, deck.champion, ...deck.mainDeck, ...deck.battlefields]));
  for (const card of cards) gamesWithCard.set(card, (gamesWithCard.get(card) ?? 0) + 1);
}

/** Cards a legal deck can hold (legends, their main-deck cards, battlefields). */
function reachableCards(): Set<string> {
  const pool = supportedCardPool();
  return new Set([...pool.legends.flatMap((legend) => [legend.legend, ...legend.mainDeck.map((card) => card.id)]), ...pool.battlefields]);
}

/** The cards seen in fewer games than the suite promises so far: the next decks favour them, so
 * every card reaches its games however large the pool grows (a uniform draw would need many more
 * games for the signature cards of each legend). */
function underSeen(): ReadonlySet<string> {
  return new Set([...reachableCards()].filter((card) => (gamesWithCard.get(card) ?? 0) < MIN_GAMES_PER_CARD));
}

describe('random-bot games with random decks of the whole supported pool (property suite)', () => {
  for (const mode of MODES) {
    it(
      `${mode.name}: ${mode.games} games end, keep every invariant, refuse illegal actions, replay exactly and leak nothing`,
      () => {
        for (let game = 0; game < mode.games; game++) {
          const seed = `pool-${mode.name}-${game}`;
          const random = Random.seeded(`${seed}/decks`);
          const decks = Array.from({ length: mode.seats }, () => randomPoolDeck(random, 3, underSeen()));
          record(decks);
          const run = runPropertyGame(mode.setup(decks, seed), `${seed}/bot`);
          expect(run.problems, seed).toEqual([]);
          expect(run.finished, seed).toBe(true);
          expect(run.turns, seed).toBeLessThanOrEqual(TURN_CAP);
        }
      },
      TIMEOUT_MS,
    );
  }

  it(`every card a legal deck can hold appeared in at least ${MIN_GAMES_PER_CARD} games`, () => {
    const reachable = reachableCards();
    const rare = [...reachable].filter((card) => (gamesWithCard.get(card) ?? 0) < MIN_GAMES_PER_CARD);
    expect(rare).toEqual([]);
    expect(reachable.size).toBeGreaterThan(60);
  });
});
