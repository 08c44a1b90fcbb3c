/**
 * The games the engine benchmarks play, so that `bench:engine-instructions` counts and
 * `bench:engine-ab` compares the same workloads `bench:engine` times: the ready deck of game
 * `index`, and a full-pool Duel set up from its seed alone.
 */
import type { Deck, GameSetup } from '@arbiter/engine';
import { duelSetup, randomPoolDeck, READY_DECKS } from '@arbiter/engine/testing';
import { Random } from '@arbiter/prng';

/** The ready decks in turn: game `index` pits deck `index` against deck `index + 1`. */
export function readyDeck(index: number): Deck {
  const found = READY_DECKS[index % READY_DECKS.length];
  if (!found) throw new Error('no ready decks');
  return found;
}

/** A Duel of two random legal decks of the whole supported pool (issue 23), both drawn from `seed`. */
export function poolDuel(seed: string): { readonly seed: string; readonly setup: GameSetup } {
  const random = Random.seeded(`${seed}/decks`);
  return { seed, setup: duelSetup([randomPoolDeck(random), randomPoolDeck(random)], seed) };
}
