/** Runs the bot-game property suite over fast-check generated seeds. */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Deck } from '../deck/deck.js';
import type { GameSetup } from '../setup/create-game.js';
import { LEE_SIN_COUNTERS, READY_DECKS, VIKTOR_RESCUE } from '../testing/ready-decks.js';
import { runPropertyGame, TURN_CAP } from './bot-game-properties.js';

export const PROPERTY_TIMEOUT_MS = 120_000;

/** The decks the property suite plays: the ready decks, the Lee Sin counter deck and the
 * Viktor deck with Portal Rescue. */
const PROPERTY_DECKS: readonly Deck[] = [...READY_DECKS, LEE_SIN_COUNTERS, VIKTOR_RESCUE];

/** The property decks, cycled by index. */
export function deck(index: number): Deck {
  const found = PROPERTY_DECKS[index % PROPERTY_DECKS.length];
  if (!found) throw new Error('no ready decks');
  return found;
}

/** Checks `games` random-bot games built by `setupFor` from a generated seed. */
export function checkBotGames(name: string, games: number, setupFor: (seed: string, variant: number) => GameSetup, seed: number): void {
  fc.assert(
    fc.property(fc.string({ maxLength: 10 }), fc.nat(), (text, variant) => {
      const run = runPropertyGame(setupFor(`${name}/${text}`, variant), `${name}-bot/${text}/${variant}`);
      expect(run.problems).toEqual([]);
      expect(run.finished).toBe(true);
      expect(run.turns).toBeLessThanOrEqual(TURN_CAP);
    }),
    { numRuns: games, seed },
  );
}
