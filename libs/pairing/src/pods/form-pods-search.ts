import { type PodField, podCost } from './pod-cost.js';

/** How many candidates below the current entrant the greedy start looks at. */
const LOOKAHEAD = 9;
/** Pods this far apart in the standings may swap members during improvement. */
const SWAP_REACH = 4;
const MAX_PASSES = 12;

/**
 * Pods for a large field (forming pods of 3 is NP-hard in general): a greedy pass down the
 * standings that gives each entrant the cheapest two partners among the next few, then swaps of
 * single members between nearby pods while any swap lowers the total cost.
 */
export function formPodsBySearch(field: PodField, members: readonly number[]): [number, number, number][] {
  const pods = greedyPods(field, members);
  improveBySwaps(field, pods);
  return pods;
}

function greedyPods(field: PodField, members: readonly number[]): [number, number, number][] {
  const taken = new Uint8Array(members.length);
  const pods: [number, number, number][] = [];
  for (let a = 0; a < members.length; a++) {
    if (taken[a] === 1) continue;
    const candidates: number[] = [];
    for (let b = a + 1; b < members.length && candidates.length < LOOKAHEAD; b++) if (taken[b] === 0) candidates.push(b);
    let best: [number, number] = [candidates[0] as number, candidates[1] as number];
    let bestCost = Infinity;
    for (let x = 0; x < candidates.length; x++) {
      for (let y = x + 1; y < candidates.length; y++) {
        const b = candidates[x] as number;
        const c = candidates[y] as number;
        const cost = podCost(field, members[a] as number, members[b] as number, members[c] as number);
        if (cost < bestCost) [best, bestCost] = [[b, c], cost];
      }
    }
    taken[a] = taken[best[0]] = taken[best[1]] = 1;
    pods.push([members[a] as number, members[best[0]] as number, members[best[1]] as number]);
  }
  return pods;
}

function improveBySwaps(field: PodField, pods: [number, number, number][]): void {
  const cost = (pod: readonly [number, number, number]): number => podCost(field, pod[0], pod[1], pod[2]);
  for (let pass = 0, improved = true; pass < MAX_PASSES && improved; pass++) {
    improved = false;
    for (let p = 0; p < pods.length; p++) {
      for (let q = p + 1; q < Math.min(pods.length, p + 1 + SWAP_REACH); q++) {
        if (trySwaps(pods[p] as [number, number, number], pods[q] as [number, number, number], cost)) improved = true;
      }
    }
  }
}

/** Applies the best single-member swap between two pods if it lowers their cost. */
function trySwaps(
  left: [number, number, number],
  right: [number, number, number],
  cost: (pod: readonly [number, number, number]) => number,
): boolean {
  const before = cost(left) + cost(right);
  let bestGain = 0;
  let bestSwap: [number, number] | null = null;
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const l: [number, number, number] = [...left];
      const r: [number, number, number] = [...right];
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
