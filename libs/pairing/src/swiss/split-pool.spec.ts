import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSwissEvent } from '../testing/run-swiss-event.js';
import { simulatedPlayers } from '../testing/simulation.js';
import { compareCosts, swissPairingCost } from '../testing/swiss-cost.js';
import { pairSwissRoundWith } from './pair-swiss-round.js';
import type { SwissPairing } from './swiss.types.js';

const exact = { windowSize: Number.MAX_SAFE_INTEGER, largeGroupSize: Number.MAX_SAFE_INTEGER };

describe('score-group decomposition', () => {
  it('pairs as well as the exact matching over the whole field (forced small windows)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 90 }),
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 3, max: 6 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        (size, rounds, windowSize, seed) => {
          const tuning = { windowSize, largeGroupSize: 3 * windowSize };
          const run = runSwissEvent({
            players: simulatedPlayers(size, seed),
            rounds,
            seed,
            dropRate: 0.05,
            pair: (input) => pairSwissRoundWith(input, tuning),
          });
          run.inputs.forEach((input, index) => {
            const split = swissPairingCost(input, run.pairings[index] as SwissPairing);
            const whole = pairSwissRoundWith(input, exact);
            if (!whole.ok) throw new Error(whole.error.message);
            expect(compareCosts(split, swissPairingCost(input, whole.value))).toBe(0);
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});
