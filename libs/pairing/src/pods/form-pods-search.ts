import { type PodField, podCost } from './pod-cost.js';
import type { PodPlan } from './pod-plan.js';

/** How many candidates below the current entrant the greedy start looks at. */
const LOOKAHEAD = 9;
/** Pods this far apart in the standings may swap members during improvement. */
const SWAP_REACH = 4;
const MAX_PASSES = 12;

/**
 * Pods for a large field (forming pods is NP-hard in general): the members of a War round's pods
 * of three are the `3 · plan.short` entrants they cost least (fewest earlier pods of three, then
 * the fewest points, then the lowest-ranked); then a greedy pass down the standings gives each entrant the cheapest
 * partners among the next few, and single members are swapped between nearby pods while any swap
 * lowers the total cost.
 */
export function formPodsBySearch(field: PodField, members: readonly number[], plan: Pick<PodPlan, 'short'>): number[][] {
  const shortMembers = new Set(
    [...members]
      .sort((a, b) => (field.shortCost[a] as number) - (field.shortCost[b] as number) || b - a)
      .slice(0, 3 * plan.short),
  );
  const pods = [
    ...greedyPods(field, members.filter((member) => !shortMembers.has(member)), field.podSize),
    ...greedyPods(field, members.filter((member) => shortMembers.has(member)), 3),
  ];
  improveBySwaps(field, pods);
  return pods;
}

function greedyPods(field: PodField, members: readonly number[], size: number): number[][] {
  const taken = new Uint8Array(members.length);
  const pods: number[][] = [];
  for (let a = 0; a < members.length; a++) {
    if (taken[a] === 1) continue;
    const candidates: number[] = [];
    for (let b = a + 1; b < members.length && candidates.length < LOOKAHEAD; b++) if (taken[b] === 0) candidates.push(b);
    let best: number[] = candidates.slice(0, size - 1);
    let bestCost = Infinity;
    for (const partners of combinations(candidates, size - 1)) {
      const cost = podCost(field, [members[a] as number, ...partners.map((partner) => members[partner] as number)]);
      if (cost < bestCost) [best, bestCost] = [partners, cost];
    }
    taken[a] = 1;
    for (const partner of best) taken[partner] = 1;
    pods.push([members[a] as number, ...best.map((partner) => members[partner] as number)]);
  }
  return pods;
}

/** Every way to pick `count` of `items`, in lexicographic order. */
function* combinations(items: readonly number[], count: number, from = 0): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - count; i++) {
    for (const rest of combinations(items, count - 1, i + 1)) yield [items[i] as number, ...rest];
  }
}

function improveBySwaps(field: PodField, pods: number[][]): void {
  const cost = (pod: readonly number[]): number => podCost(field, pod);
  for (let pass = 0, improved = true; pass < MAX_PASSES && improved; pass++) {
    improved = false;
    for (let p = 0; p < pods.length; p++) {
      for (let q = p + 1; q < Math.min(pods.length, p + 1 + SWAP_REACH); q++) {
        if (trySwaps(pods[p] as number[], pods[q] as number[], cost)) improved = true;
      }
    }
  }
}

/** Applies the best single-member swap between two pods if it lowers their cost. */
function trySwaps(left: number[], right: number[], cost: (pod: readonly number[]) => number): boolean {
  const before = cost(left) + cost(right);
  let bestGain = 0;
  let bestSwap: [number, number] | null = null;
  for (let i = 0; i < left.length; i++) {
    for (let j = 0; j < right.length; j++) {
      const l = [...left];
      const r = [...right];
      [l[i], r[j]] = [right[j] as number, left[i] as number];
      const gain = before - cost(l) - cost(r);
      if (gain > bestGain) [bestGain, bestSwap] = [gain, [i, j]];
    }
  }
  if (!bestSwap) return false;
  const [i, j] = bestSwap;
  [left[i], right[j]] = [right[j] as number, left[i] as number];
  return true;
}
