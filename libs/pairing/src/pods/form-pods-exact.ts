import { type PodField, podCost } from './pod-cost.js';

/** Largest field formed by exhaustive dynamic programming (2^15 subsets). */
export const EXACT_POD_LIMIT = 15;

/**
 * The cheapest split of `members` (field indices, a multiple of 3, at most 15) into pods, by
 * dynamic programming over subsets: the first free member always joins a pod with two others.
 */
export function formPodsExactly(field: PodField, members: readonly number[]): [number, number, number][] {
  const n = members.length;
  if (n > EXACT_POD_LIMIT || n % 3 !== 0) throw new RangeError(`exact pod forming needs a multiple of 3 up to 15, got ${n}`);
  const full = (1 << n) - 1;
  const best = new Float64Array(1 << n).fill(Infinity);
  const choice = new Int32Array(1 << n).fill(-1);
  best[full] = 0;
  for (let mask = full - 1; mask >= 0; mask--) {
    if (popcount(mask) % 3 !== 0) continue;
    let first = 0;
    while ((mask & (1 << first)) !== 0) first++;
    for (let second = first + 1; second < n; second++) {
      if ((mask & (1 << second)) !== 0) continue;
      for (let third = second + 1; third < n; third++) {
        if ((mask & (1 << third)) !== 0) continue;
        const next = mask | (1 << first) | (1 << second) | (1 << third);
        const cost = podCost(field, members[first] as number, members[second] as number, members[third] as number) + (best[next] as number);
        if (cost < (best[mask] as number)) {
          best[mask] = cost;
          choice[mask] = (second << 8) | third;
        }
      }
    }
  }
  const pods: [number, number, number][] = [];
  for (let mask = 0; mask !== full; ) {
    let first = 0;
    while ((mask & (1 << first)) !== 0) first++;
    const picked = choice[mask] as number;
    const second = picked >> 8;
    const third = picked & 0xff;
    pods.push([members[first] as number, members[second] as number, members[third] as number]);
    mask |= (1 << first) | (1 << second) | (1 << third);
  }
  return pods;
}

function popcount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count++;
  return count;
}
