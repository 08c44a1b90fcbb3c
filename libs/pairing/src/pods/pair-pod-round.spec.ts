import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPodConfig } from '../model/config.js';
import { isActiveIn } from '../model/entrant.js';
import { runPodEvent } from '../testing/run-pod-event.js';
import { simulatedPlayers } from '../testing/simulation.js';
import { formPodsExactly } from './form-pods-exact.js';
import { type PodField, buildPodField, podCost } from './pod-cost.js';
import { pairPodRound } from './pair-pod-round.js';
import type { PodPairing, PodRoundInput } from './pod.types.js';

const podEvents = fc
  .record({ size: fc.integer({ min: 3, max: 14 }), rounds: fc.integer({ min: 1, max: 6 }), seed: fc.string({ maxLength: 6 }) })
  .map(({ size, rounds, seed }) => runPodEvent({ players: simulatedPlayers(size, seed), rounds, seed, dropRate: 0.1 }));

/** Every split of `members` into pods of three, by plain recursion: the reference for the exact former. */
function bruteForceBest(field: PodField, members: readonly number[]): number {
  if (members.length === 0) return 0;
  const [first, ...rest] = members as [number, ...number[]];
  let best = Infinity;
  for (let i = 0; i < rest.length; i++) {
    for (let j = i + 1; j < rest.length; j++) {
      const others = rest.filter((_, k) => k !== i && k !== j);
      best = Math.min(best, podCost(field, [first, rest[i] as number, rest[j] as number]) + bruteForceBest(field, others));
    }
  }
  return best;
}

function totalCost(input: PodRoundInput, pairing: PodPairing): { cost: number; optimum: number } {
  const meetings = new Map<string, Map<string, number>>();
  const points = new Map<string, number>();
  for (const record of input.history) {
    if (record.kind === 'bye') points.set(record.entrant, (points.get(record.entrant) ?? 0) + defaultPodConfig.byePoints);
    if (record.kind !== 'pod') continue;
    record.seats.forEach((id, seat) => {
      points.set(id, (points.get(id) ?? 0) + (defaultPodConfig.placementPoints[(record.placements[seat] as number) - 1] as number));
      const own = meetings.get(id) ?? new Map<string, number>();
      for (const other of record.seats) if (other !== id) own.set(other, (own.get(other) ?? 0) + 1);
      meetings.set(id, own);
    });
  }
  const seated = pairing.pods.flatMap((pod) => pod.seats);
  const field = buildPodField(seated, points, meetings);
  const index = new Map(seated.map((id, i) => [id, i]));
  const at = (id: string): number => index.get(id) as number;
  const cost = pairing.pods.reduce((sum, pod) => sum + podCost(field, pod.seats.map(at)), 0);
  return { cost, optimum: bruteForceBest(field, seated.map((_, i) => i)) };
}

describe('pairPodRound properties', () => {
  it('seats every active entrant once in a pod of 3 or gives it a bye; byes = count mod 3', () => {
    fc.assert(
      fc.property(podEvents, (run) => {
        run.inputs.forEach((input, index) => {
          const pairing = run.pairings[index] as PodPairing;
          const active = input.entrants.filter((entrant) => isActiveIn(entrant, input.round)).map((entrant) => entrant.id);
          const seen = [...pairing.pods.flatMap((pod) => pod.seats), ...pairing.byes.map((bye) => bye.entrant)];
          expect(seen.sort()).toEqual(active.sort());
          expect(pairing.byes).toHaveLength(active.length % 3);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('forms the cheapest pods: fewest repeat opponents, then smallest spread (exhaustive search)', () => {
    fc.assert(
      fc.property(podEvents, (run) => {
        run.inputs.forEach((input, index) => {
          const { cost, optimum } = totalCost(input, run.pairings[index] as PodPairing);
          expect(cost).toBe(optimum);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('gives no second bye while an entrant with fewer byes is seated in a pod', () => {
    fc.assert(
      fc.property(podEvents, (run) => {
        run.inputs.forEach((input, index) => {
          const pairing = run.pairings[index] as PodPairing;
          const byesBefore = (id: string): number =>
            input.history.filter((record) => record.kind === 'bye' && record.entrant === id).length;
          const fewestSeated = Math.min(...pairing.pods.flatMap((pod) => pod.seats.map(byesBefore)));
          for (const bye of pairing.byes) expect(byesBefore(bye.entrant)).toBeLessThanOrEqual(fewestSeated);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('gives the same pods for the same input and seed', () => {
    fc.assert(
      fc.property(podEvents, (run) => {
        const input = run.inputs[run.inputs.length - 1] as PodRoundInput;
        expect(pairPodRound(structuredClone(input))).toEqual(pairPodRound(input));
      }),
      { numRuns: 20 },
    );
  });
});

describe('pods in larger fields', () => {
  it('avoids every repeat opponent in 30 players over 5 rounds', () => {
    const run = runPodEvent({ players: simulatedPlayers(30, 'thirty'), rounds: 5, seed: 'thirty' });
    expect(run.pairings.flatMap((pairing) => pairing.relaxations)).toEqual([]);
  });

  it('balances seats: over 6 rounds of 9 players nobody takes the same seat more than 3 times', () => {
    const run = runPodEvent({ players: simulatedPlayers(9, 'seats'), rounds: 6, seed: 'seats' });
    const counts = new Map<string, number[]>();
    for (const pairing of run.pairings) {
      for (const pod of pairing.pods) {
        pod.seats.forEach((id, seat) => {
          const own = counts.get(id) ?? [0, 0, 0];
          own[seat] = (own[seat] ?? 0) + 1;
          counts.set(id, own);
        });
      }
    }
    for (const own of counts.values()) expect(Math.max(...own)).toBeLessThanOrEqual(3);
  });

  it('pairs 300 players quickly and without repeats in round 4', () => {
    const run = runPodEvent({ players: simulatedPlayers(300, 'big'), rounds: 4, seed: 'big', dropRate: 0.03 });
    expect(run.pairings.flatMap((pairing) => pairing.relaxations)).toEqual([]);
  });
});

describe('exact pod forming', () => {
  it('rejects a field that is not a multiple of 3', () => {
    const field = buildPodField(['a', 'b'], new Map(), new Map());
    expect(() => formPodsExactly(field, [0, 1], { full: 1, short: 0 })).toThrow(RangeError);
  });
});

describe('pod input errors', () => {
  it('needs at least 3 active entrants', () => {
    const result = pairPodRound({ round: 1, entrants: [{ id: 'a' }, { id: 'b' }], history: [], config: defaultPodConfig, seed: 's' });
    expect(result).toMatchObject({ ok: false, error: { code: 'pairing/not_enough_entrants' } });
  });

  it('rejects a pin of two entrants', () => {
    const result = pairPodRound({
      round: 1,
      entrants: ['a', 'b', 'c'].map((id) => ({ id })),
      history: [],
      config: defaultPodConfig,
      seed: 's',
      pins: [['a', 'b']],
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'pairing/invalid_pin' } });
  });

  it('keeps a pinned pod', () => {
    const result = pairPodRound({
      round: 1,
      entrants: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id })),
      history: [],
      config: defaultPodConfig,
      seed: 's',
      pins: [['a', 'b', 'c']],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect([...(result.value.pods.find((pod) => pod.pinned)?.seats ?? [])].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('pods around byes', () => {
  it('seats 4 entrants in one pod and gives the lowest-ranked a bye', () => {
    const history = [
      { kind: 'pod' as const, round: 1, seats: ['a', 'b', 'c'], placements: [1, 2, 3] },
      { kind: 'bye' as const, round: 1, entrant: 'd' },
    ];
    const result = pairPodRound({ round: 2, entrants: ['a', 'b', 'c', 'd'].map((id) => ({ id })), history, config: defaultPodConfig, seed: 's' });
    if (!result.ok) throw new Error(result.error.message);
    // c placed last; d already had a bye, so c takes it.
    expect(result.value.byes).toEqual([{ entrant: 'c', fixed: false }]);
    expect(result.value.relaxations).toContainEqual(expect.objectContaining({ code: 'pairing/repeat_opponents' }));
  });
});
