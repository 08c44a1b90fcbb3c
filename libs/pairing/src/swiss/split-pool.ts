import type { Random } from '@arbiter/prng';
import { type Pool, timesMet } from './pool.js';

export interface SplitTuning {
  /** Members of a large score group that stay in the exact core, per float direction. */
  readonly windowSize: number;
  /** Score groups at least this big are split into a window and an interior. */
  readonly largeGroupSize: number;
}

/** Defaults: a window comfortably larger than the floats a group can see plus its past opponents. */
export function defaultSplitTuning(roundsPlayed: number): SplitTuning {
  const windowSize = Math.max(8, roundsPlayed + 6);
  return { windowSize, largeGroupSize: 3 * windowSize };
}

export interface PoolSplit {
  /** Pool indices solved by the exact matching, in a seeded random order. */
  readonly core: number[];
  /** Pairs already settled inside the interiors of large score groups. */
  readonly settled: [number, number][];
  /** Per score group: whether it was large (so no cross-group pair needs to jump over it). */
  readonly large: Uint8Array;
}

/**
 * Splits the pool, leaving out pool index `skip` (the entrant already chosen for the bye).
 * Score groups pair on their own: a large group keeps only a window of candidates for floating
 * (the members with the fewest earlier floats in each direction) in the exact core, and pairs its
 * interior at random without rematches. Interior members are interchangeable with unused window
 * members, so the exact core decides every float and every conflict.
 */
export function splitPool(pool: Pool, random: Random, tuning: SplitTuning, skip = -1): PoolSplit {
  const n = pool.ids.length;
  const key = new Float64Array(n);
  random.shuffle([...Array(n).keys()]).forEach((poolIndex, order) => (key[poolIndex] = order));
  const large = new Uint8Array(pool.groupCount);
  const core: number[] = [];
  const settled: [number, number][] = [];
  let start = 0;
  while (start < n) {
    let end = start + 1;
    while (end < n && pool.group[end] === pool.group[start]) end++;
    const members = [...Array(end - start).keys()].map((offset) => start + offset).filter((i) => i !== skip);
    if (members.length < tuning.largeGroupSize) {
      core.push(...members);
    } else {
      large[pool.group[start] as number] = 1;
      const { window, interior } = chooseWindow(pool, members, key, tuning.windowSize);
      const { pairs, leftovers } = pairInterior(pool, interior);
      core.push(...window, ...leftovers);
      settled.push(...pairs);
    }
    start = end;
  }
  return { core: random.shuffle(core), settled, large };
}

function chooseWindow(
  pool: Pool,
  members: readonly number[],
  key: Float64Array,
  size: number,
): { window: number[]; interior: number[] } {
  const byKey = (a: number, b: number): number => (key[a] as number) - (key[b] as number);
  const downOrder = [...members].sort((a, b) => (pool.downFloats[a] as number) - (pool.downFloats[b] as number) || byKey(a, b));
  const upOrder = [...members].sort((a, b) => (pool.upFloats[a] as number) - (pool.upFloats[b] as number) || byKey(a, b));
  const chosen = new Set([...downOrder.slice(0, size), ...upOrder.slice(0, size)]);
  if ((members.length - chosen.size) % 2 === 1) {
    const extra = downOrder.find((member) => !chosen.has(member));
    if (extra !== undefined) chosen.add(extra);
  }
  const interior = members.filter((member) => !chosen.has(member)).sort(byKey);
  return { window: [...chosen], interior };
}

/** Greedy rematch-free pairing of a (randomly ordered) interior; the rare leftovers go to the core. */
function pairInterior(pool: Pool, interior: readonly number[]): { pairs: [number, number][]; leftovers: number[] } {
  const taken = new Uint8Array(interior.length);
  const pairs: [number, number][] = [];
  const leftovers: number[] = [];
  for (let a = 0; a < interior.length; a++) {
    if (taken[a] === 1) continue;
    taken[a] = 1;
    const i = interior[a] as number;
    let partner = -1;
    for (let b = a + 1; b < interior.length && partner === -1; b++) {
      if (taken[b] === 0 && timesMet(pool, i, interior[b] as number) === 0) partner = b;
    }
    if (partner === -1) {
      leftovers.push(i);
      continue;
    }
    taken[partner] = 1;
    pairs.push([i, interior[partner] as number]);
  }
  return { pairs, leftovers };
}
