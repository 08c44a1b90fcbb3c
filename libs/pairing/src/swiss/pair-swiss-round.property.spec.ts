import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSwissConfig } from '../model/config.js';
import { isActiveIn } from '../model/entrant.js';
import { runSwissEvent } from '../testing/run-swiss-event.js';
import { simulatedPlayers } from '../testing/simulation.js';
import { compareCosts, exhaustiveSwissOptimum, swissPairingCost } from '../testing/swiss-cost.js';
import { pairSwissRound } from './pair-swiss-round.js';
import type { SwissPairing, SwissRoundInput } from './swiss.types.js';

/** Small events played to a random depth with drops; every round's input is a test case. */
const smallEvents = fc
  .record({
    size: fc.integer({ min: 2, max: 12 }),
    rounds: fc.integer({ min: 1, max: 9 }),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    dropRate: fc.constantFrom(0, 0, 0.1, 0.2),
  })
  .map(({ size, rounds, seed, dropRate }) =>
    runSwissEvent({ players: simulatedPlayers(size, seed), rounds, seed, dropRate, dropFromRound: 2 }),
  );

function everyActiveSeatedOnce(input: SwissRoundInput): void {
  const result = pairSwissRound(input);
  if (!result.ok) throw new Error(result.error.message);
  const seen = [
    ...result.value.tables.flatMap((table) => table.entrants),
    ...result.value.byes.map((bye) => bye.entrant),
  ].sort();
  const active = input.entrants.filter((entrant) => isActiveIn(entrant, input.round)).map((entrant) => entrant.id);
  expect(seen).toEqual(active.sort());
}

describe('pairSwissRound properties', () => {
  it('seats every active entrant exactly once or gives it exactly one bye', () => {
    fc.assert(
      fc.property(smallEvents, (run) => {
        for (const input of run.inputs) everyActiveSeatedOnce(input);
      }),
      { numRuns: 60 },
    );
  });

  it('is optimal: no avoidable rematch or second bye, best bye and pair-downs (exhaustive search)', () => {
    fc.assert(
      fc.property(smallEvents, (run) => {
        run.inputs.forEach((input, index) => {
          const cost = swissPairingCost(input, run.pairings[index] as SwissPairing);
          expect(compareCosts(cost, exhaustiveSwissOptimum(input))).toBe(0);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same pairing for the same input and seed', () => {
    fc.assert(
      fc.property(smallEvents, (run) => {
        const input = run.inputs[run.inputs.length - 1] as SwissRoundInput;
        expect(pairSwissRound(structuredClone(input))).toEqual(pairSwissRound(input));
      }),
      { numRuns: 30 },
    );
  });

  it('never gives a second bye while an active entrant without a bye is left unpaired by choice', () => {
    fc.assert(
      fc.property(smallEvents, (run) => {
        run.inputs.forEach((input, index) => {
          const pairing = run.pairings[index];
          const bye = pairing?.byes.find((entry) => !entry.fixed);
          if (!bye || !pairing) return;
          const hadBye = (id: string): boolean =>
            input.history.some((record) => record.kind === 'bye' && record.entrant === id);
          const anyoneEligible = input.entrants.some((entrant) => isActiveIn(entrant, input.round) && !hadBye(entrant.id));
          if (anyoneEligible) expect(hadBye(bye.entrant)).toBe(false);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('uses the configured points when ranking (a 1-point bye ranks below a win)', () => {
    const config = { ...defaultSwissConfig, points: { ...defaultSwissConfig.points, bye: 1 } };
    const run = runSwissEvent({ players: simulatedPlayers(5, 'cfg'), rounds: 2, seed: 'cfg', config });
    const byeHolder = run.pairings[0]?.byes[0]?.entrant;
    const round2 = run.pairings[1];
    expect(round2?.tables[0]?.entrants).not.toContain(byeHolder);
  });
});
