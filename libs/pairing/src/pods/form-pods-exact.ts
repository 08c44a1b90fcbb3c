import { type PodField, podCost } from './pod-cost.js';
import type { PodPlan } from './pod-plan.js';

/** Largest field formed by exhaustive dynamic programming (2^16 subsets: four War pods of four). */
export const EXACT_POD_LIMIT = 16;

/**
 * The cheapest split of `members` (field indices, at most 16) into `plan.full` pods of the
 * event's size and `plan.short` pods of three, by dynamic programming over subsets: the first
 * free member always joins a pod with others. How many pods of three a subset used is fixed by
 * its size, because a War round has at most three of them (3 · t ≡ size mod 4 has one solution
 * t < 4), and an FFA3 round has none.
 */
export function formPodsExactly(field: PodField, members: readonly number[], plan: Pick<PodPlan, 'full' | 'short'>): number[][] {
  const n = members.length;
  const size = field.podSize;
  if (n > EXACT_POD_LIMIT || plan.full * size + plan.short * 3 !== n || (size === 3 && plan.short > 0) || plan.short > 3) {
    throw new RangeError(`exact pod forming needs ${plan.full} pods of ${size} and ${plan.short} of 3 to seat ${n} (at most ${EXACT_POD_LIMIT})`);
  }
  /** Pods of three a subset of `used` members holds, or -1 if no valid split of it exists. */
  const shortUsed = (used: number): number => {
    for (let short = 0; short <= plan.short; short++) {
      const rest = used - 3 * short;
      if (rest >= 0 && rest % size === 0 && rest / size <= plan.full) return short;
    }
    return -1;
  };
  const full = (1 << n) - 1;
  const best = new Float64Array(1 << n).fill(Infinity);
  const choice = new Int32Array(1 << n).fill(0);
  best[full] = 0;
  const pod: number[] = [];
  for (let mask = full - 1; mask >= 0; mask--) {
    const used = popcount(mask);
    const short = shortUsed(used);
    if (short === -1) continue;
    let first = 0;
    while ((mask & (1 << first)) !== 0) first++;
    const sizes = [...((used - 3 * short) / size < plan.full ? [size] : []), ...(short < plan.short ? [3] : [])];
    for (const podSize of sizes) {
      pod.length = 0;
      pod.push(members[first] as number);
      const extend = (from: number, podMask: number): void => {
        if (pod.length === podSize) {
          const next = mask | podMask;
          const cost = podCost(field, pod) + (best[next] as number);
          if (cost < (best[mask] as number)) {
            best[mask] = cost;
            choice[mask] = podMask;
          }
          return;
        }
        for (let other = from; other < n; other++) {
          if ((mask & (1 << other)) !== 0) continue;
          pod.push(members[other] as number);
          extend(other + 1, podMask | (1 << other));
          pod.pop();
        }
      };
      extend(first + 1, 1 << first);
    }
  }
  const pods: number[][] = [];
  for (let mask = 0; mask !== full; ) {
    const podMask = choice[mask] as number;
    pods.push(members.filter((_, i) => (podMask & (1 << i)) !== 0));
    mask |= podMask;
  }
  return pods;
}

function popcount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count++;
  return count;
}
