import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultWarPodConfig } from '../model/config.js';
import { isActiveIn } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';
import { computeStandings } from '../standings/compute-standings.js';
import { runPodEvent } from '../testing/run-pod-event.js';
import { simulatedPlayers } from '../testing/simulation.js';
import { pairPodRound } from './pair-pod-round.js';
import { type PodField, buildPodField, podCost } from './pod-cost.js';
import { planPods } from './pod-plan.js';
import type { PodPairing, PodRoundInput } from './pod.types.js';

// War: four players alone (CR 1.4 488.1, 488.2); pods of three where four do not divide (ADR 0038).
const warEventsUpTo = (maxSize: number) =>
  fc
    .record({ size: fc.integer({ min: 3, max: maxSize }), rounds: fc.integer({ min: 1, max: 6 }), seed: fc.string({ maxLength: 6 }) })
    .map(({ size, rounds, seed }) => runPodEvent({ players: simulatedPlayers(size, seed), rounds, seed, dropRate: 0.1, config: defaultWarPodConfig }));
/** Up to 16 entrants: the whole range the exact former covers. */
const warEvents = warEventsUpTo(16);

const active = (input: PodRoundInput): string[] => input.entrants.filter((entrant) => isActiveIn(entrant, input.round)).map((entrant) => entrant.id);

/** Every split of `members` into `full` pods of four and `short` pods of three, by plain recursion. */
function bruteForceBest(field: PodField, members: readonly number[], full: number, short: number): number {
  if (members.length === 0) return 0;
  const [first, ...rest] = members as [number, ...number[]];
  let best = Infinity;
  const pick = (size: number, from: number, chosen: number[], full: number, short: number): void => {
    if (chosen.length === size - 1) {
      const others = rest.filter((member) => !chosen.includes(member));
      best = Math.min(best, podCost(field, [first, ...chosen]) + bruteForceBest(field, others, full, short));
      return;
    }
    for (let i = from; i < rest.length; i++) pick(size, i + 1, [...chosen, rest[i] as number], full, short);
  };
  if (full > 0) pick(4, 0, [], full - 1, short);
  if (short > 0) pick(3, 0, [], full, short - 1);
  return best;
}

/** The pairing's cost and the optimum over every split, on the field the round was paired from. */
function costAndOptimum(input: PodRoundInput, pairing: PodPairing): { cost: number; optimum: number } {
  const standings = computeStandings({ format: 'pods', entrants: input.entrants, history: input.history, config: input.config, seed: input.seed, throughRound: input.round - 1 });
  if (!standings.ok) throw new Error(standings.error.message);
  const points = new Map(standings.value.rows.map((row) => [row.entrant, row.points]));
  const meetings = new Map<string, Map<string, number>>();
  const shortBefore = new Map<string, number>();
  for (const record of input.history) {
    if (record.kind !== 'pod') continue;
    for (const id of record.seats) {
      const own = meetings.get(id) ?? new Map<string, number>();
      for (const other of record.seats) if (other !== id) own.set(other, (own.get(other) ?? 0) + 1);
      meetings.set(id, own);
      if (record.seats.length === 3) shortBefore.set(id, (shortBefore.get(id) ?? 0) + 1);
    }
  }
  const seated = pairing.pods.flatMap((pod) => pod.seats);
  const short = pairing.pods.filter((pod) => pod.seats.length === 3).length;
  const field = buildPodField(seated, points, meetings, 4, { count: short, before: shortBefore });
  const index = new Map(seated.map((id, i) => [id, i]));
  const cost = pairing.pods.reduce((sum, pod) => sum + podCost(field, pod.seats.map((id) => index.get(id) as number)), 0);
  return { cost, optimum: bruteForceBest(field, seated.map((_, i) => i), pairing.pods.length - short, short) };
}

describe('how a War round seats its entrants (ADR 0038)', () => {
  it('uses pods of four, and the fewest pods of three that make the count divide; a bye only when nothing else seats everyone', () => {
    const shapes = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((count) => [count, planPods(count, 4)]);
    expect(Object.fromEntries(shapes)).toEqual({
      3: { full: 0, short: 1, byes: 0 },
      4: { full: 1, short: 0, byes: 0 },
      5: { full: 1, short: 0, byes: 1 },
      6: { full: 0, short: 2, byes: 0 },
      7: { full: 1, short: 1, byes: 0 },
      8: { full: 2, short: 0, byes: 0 },
      9: { full: 0, short: 3, byes: 0 },
      10: { full: 1, short: 2, byes: 0 },
      11: { full: 2, short: 1, byes: 0 },
      12: { full: 3, short: 0, byes: 0 },
      13: { full: 1, short: 3, byes: 0 },
    });
  });

  it('keeps the FFA3 rule in FFA3: n mod 3 byes and pods of three', () => {
    expect([6, 7, 8].map((count) => planPods(count, 3))).toEqual([
      { full: 2, short: 0, byes: 0 },
      { full: 2, short: 0, byes: 1 },
      { full: 2, short: 0, byes: 2 },
    ]);
  });
});

describe('pairPodRound for War: properties', () => {
  it('seats every active entrant once, in pods of four and as planned of three, or gives it a bye', () => {
    fc.assert(
      fc.property(warEvents, (run) => {
        run.inputs.forEach((input, index) => {
          const pairing = run.pairings[index] as PodPairing;
          const ids = active(input);
          const seen = [...pairing.pods.flatMap((pod) => pod.seats), ...pairing.byes.map((bye) => bye.entrant)];
          expect(seen.sort()).toEqual([...ids].sort());
          const plan = planPods(ids.length, 4);
          expect(pairing.pods.filter((pod) => pod.seats.length === 4)).toHaveLength(plan.full);
          expect(pairing.pods.filter((pod) => pod.seats.length === 3)).toHaveLength(plan.short);
          expect(pairing.byes).toHaveLength(plan.byes);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('forms the cheapest pods: fewest repeat opponents, then pods of three for those who had the fewest and have the fewest points, then the smallest spread (exhaustive search)', () => {
    // Up to 12 entrants, where exhaustive search over every split stays quick.
    fc.assert(
      fc.property(warEventsUpTo(12), (run) => {
        run.inputs.forEach((input, index) => {
          const { cost, optimum } = costAndOptimum(input, run.pairings[index] as PodPairing);
          expect(cost).toBe(optimum);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('gives no second bye while an entrant with fewer byes is seated in a pod', () => {
    fc.assert(
      fc.property(warEvents, (run) => {
        run.inputs.forEach((input, index) => {
          const pairing = run.pairings[index] as PodPairing;
          const byesBefore = (id: string): number => input.history.filter((record) => record.kind === 'bye' && record.entrant === id).length;
          const fewestSeated = Math.min(...pairing.pods.flatMap((pod) => pod.seats.map(byesBefore)));
          for (const bye of pairing.byes) expect(byesBefore(bye.entrant)).toBeLessThanOrEqual(fewestSeated);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('gives the same pods for the same input and seed', () => {
    fc.assert(
      fc.property(warEvents, (run) => {
        const input = run.inputs[run.inputs.length - 1] as PodRoundInput;
        expect(pairPodRound(structuredClone(input))).toEqual(pairPodRound(input));
      }),
      { numRuns: 20 },
    );
  });
});

describe('War pods over an event', () => {
  const counts = (pairings: readonly PodPairing[], size: number): Map<string, number[]> => {
    const seats = new Map<string, number[]>();
    for (const pairing of pairings) {
      for (const pod of pairing.pods) {
        pod.seats.forEach((id, position) => {
          // A pod of three's last seat counts as the fourth (it channels the extra rune, CR 1.4 487.7).
          const role = position === pod.seats.length - 1 ? size - 1 : position;
          const own = seats.get(id) ?? new Array<number>(size).fill(0);
          own[role] = (own[role] ?? 0) + 1;
          seats.set(id, own);
        });
      }
    }
    return seats;
  };

  it('balances seats: over 8 rounds of 8 players nobody takes the same seat more than 3 times', () => {
    const run = runPodEvent({ players: simulatedPlayers(8, 'war-seats'), rounds: 8, seed: 'war-seats', config: defaultWarPodConfig });
    for (const own of counts(run.pairings, 4).values()) expect(Math.max(...own)).toBeLessThanOrEqual(3);
  });

  it('hands the pod of three of 15 players to someone new each round while no rematch is at stake', () => {
    const run = runPodEvent({ players: simulatedPlayers(15, 'war-fifteen'), rounds: 3, seed: 'war-fifteen', config: defaultWarPodConfig });
    expect(run.pairings.flatMap((pairing) => pairing.relaxations)).toEqual([]);
    const shortSeats = run.pairings.map((pairing) => pairing.pods.find((pod) => pod.seats.length === 3)?.seats ?? []);
    expect(new Set(shortSeats.flat()).size).toBe(9);
  });

  it('prefers a smaller repeat to handing the pod of three of 7 players to someone new (repeats come first)', () => {
    // Round 2 of 7 cannot avoid three repeated pairs; the cheapest split keeps one player of the
    // first pod of three in the second.
    const run = runPodEvent({ players: simulatedPlayers(7, 'war-seven'), rounds: 2, seed: 'war-seven', config: defaultWarPodConfig });
    const repeats = run.pairings[1]?.relaxations.reduce((sum, relaxation) => sum + (relaxation.code === 'pairing/repeat_opponents' ? relaxation.timesMetBefore : 0), 0);
    expect(repeats).toBe(3);
    const shortSeats = run.pairings.map((pairing) => pairing.pods.find((pod) => pod.seats.length === 3)?.seats ?? []);
    expect(new Set(shortSeats.flat()).size).toBe(5);
  });

  it('seats the pods of three with the fewest earlier pods of three, then the fewest points, when no rematch is at stake', () => {
    const run = runPodEvent({ players: simulatedPlayers(41, 'war-bottom'), rounds: 3, seed: 'war-bottom', config: defaultWarPodConfig });
    const pointsBefore = (history: readonly RoundRecord[], id: string): number =>
      history.reduce((sum, record) => {
        if (record.kind === 'bye') return sum + (record.entrant === id ? 3 : 0);
        if (record.kind !== 'pod' || !record.seats.includes(id)) return sum;
        const place = record.placements[record.seats.indexOf(id)] as number;
        const event = place === record.seats.length && record.seats.length === 3 ? 4 : place;
        return sum + (defaultWarPodConfig.placementPoints[event - 1] ?? 0);
      }, 0);
    const shortBefore = (history: readonly RoundRecord[], id: string): number =>
      history.filter((record) => record.kind === 'pod' && record.seats.length === 3 && record.seats.includes(id)).length;
    let checked = 0;
    run.pairings.forEach((pairing, round) => {
      if (round === 0 || pairing.relaxations.length > 0) return;
      const input = run.inputs[round] as PodRoundInput;
      const key = (id: string): number => shortBefore(input.history, id) * 1_000 + pointsBefore(input.history, id);
      const short = pairing.pods.filter((pod) => pod.seats.length === 3).flatMap((pod) => pod.seats);
      const full = pairing.pods.filter((pod) => pod.seats.length === 4).flatMap((pod) => pod.seats);
      // 41 = 8 pods of four and 3 of three.
      expect(short).toHaveLength(9);
      expect(Math.max(...short.map(key))).toBeLessThanOrEqual(Math.min(...full.map(key)));
      checked++;
    });
    expect(checked).toBeGreaterThan(0);
  });

  it('pairs 300 and 301 players without repeats in round 4', () => {
    for (const size of [300, 301]) {
      const run = runPodEvent({ players: simulatedPlayers(size, `war-${size}`), rounds: 4, seed: `war-${size}`, dropRate: 0.03, config: defaultWarPodConfig });
      expect(run.pairings.flatMap((pairing) => pairing.relaxations)).toEqual([]);
    }
  });
});

describe('War pod input', () => {
  const entrants = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id }));
  const pair = (pins: readonly (readonly string[])[]) => pairPodRound({ round: 1, entrants, history: [], config: defaultWarPodConfig, seed: 's', pins });

  it('keeps a pinned pod of four or of three and seats the rest around it', () => {
    for (const pin of [['a', 'b', 'c', 'd'], ['a', 'b', 'c']]) {
      const result = pair([pin]);
      if (!result.ok) throw new Error(result.error.message);
      expect([...(result.value.pods.find((pod) => pod.pinned)?.seats ?? [])].sort()).toEqual(pin);
      expect(result.value.pods.flatMap((pod) => pod.seats)).toHaveLength(7);
    }
  });

  it('rejects a pin of two or five', () => {
    expect(pair([['a', 'b']])).toMatchObject({ ok: false, error: { code: 'pairing/invalid_pin' } });
    expect(pair([['a', 'b', 'c', 'd', 'e']])).toMatchObject({ ok: false, error: { code: 'pairing/invalid_pin' } });
  });

  it('needs at least 3 active entrants', () => {
    const result = pairPodRound({ round: 1, entrants: entrants.slice(0, 2), history: [], config: defaultWarPodConfig, seed: 's' });
    expect(result).toMatchObject({ ok: false, error: { code: 'pairing/not_enough_entrants' } });
  });
});
