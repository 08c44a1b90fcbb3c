/**
 * States met in seeded bot games of every table shape (Duel, three players, two teams), for tests
 * that compare a fast path with the rule it stands for over many real situations.
 */
import type { Deck } from '../deck/deck.js';
import type { GameState } from '../model/game-state.js';
import { duelSetup } from './duel-mode.js';
import { threePlayerSetup, twoTeamsSetup } from './multiplayer-setups.js';
import { playBotGame } from './random-bot.js';
import { LEE_SIN_COUNTERS, READY_DECKS, VIKTOR_RESCUE } from './ready-decks.js';

const DECKS: readonly Deck[] = [...READY_DECKS, LEE_SIN_COUNTERS, VIKTOR_RESCUE];
const deck = (index: number): Deck => DECKS[index % DECKS.length] as Deck;

/** Every state after an accepted action of `games` seeded games per table shape. */
export function sampleStates(games: number, seed = 'sample'): GameState[] {
  const states: GameState[] = [];
  const keep = (_before: GameState, _choice: unknown, after: GameState): void => {
    states.push(after);
  };
  for (let i = 0; i < games; i++) {
    playBotGame({ setup: duelSetup([deck(i), deck(i + 1)], `${seed}-duel-${i}`), botSeed: `${seed}-${i}`, onStep: keep });
    playBotGame({ setup: threePlayerSetup([deck(i), deck(i + 2), deck(i + 4)], `${seed}-three-${i}`), botSeed: `${seed}-${i}`, onStep: keep });
    playBotGame({ setup: twoTeamsSetup([deck(i), deck(i + 1), deck(i + 3), deck(i + 5)], `${seed}-teams-${i}`), botSeed: `${seed}-${i}`, onStep: keep });
  }
  return states;
}
