import { type EntrantId, isActiveIn } from '../model/entrant.js';
import { roundContext } from '../round/round-context.js';
import { byeCost, pairDownCost, pairDownScales, repeatFloatCost } from '../swiss/pair-cost.js';
import { type Pool, buildPool, timesMet } from '../swiss/pool.js';
import type { SwissPairing, SwissRoundInput } from '../swiss/swiss.types.js';

/**
 * The objective of a 1v1 pairing, compared lexicographically: second byes, rematches (times met),
 * bye placement, pair-downs (steps, squared gap, top bias), repeated floats. Pins and fixed byes
 * are organizer decisions and are left out.
 */
export type SwissCost = readonly [secondByes: number, rematches: number, bye: number, pairDowns: number, repeatFloats: number];

/** The free pool of a round: active entrants without pins and fixed byes, in standings order. */
export function freePool(input: SwissRoundInput): Pool {
  const active = input.entrants.filter((entrant) => isActiveIn(entrant, input.round));
  const { ranking, facts, free } = roundContext({ format: 'swiss', ...input }, active);
  return buildPool({ ids: free, points: new Map(ranking.map((row) => [row.entrant, row.points])), ...facts });
}

/** Cost of pairs (pool indices) and a bye (pool index or -1) in the pool. */
export function costOf(pool: Pool, pairs: readonly (readonly [number, number])[], bye: number): SwissCost {
  const scales = pairDownScales(pool);
  let rematches = 0;
  let pairDowns = 0;
  let repeatFloats = 0;
  for (const [i, j] of pairs) {
    rematches += timesMet(pool, i, j);
    pairDowns += pairDownCost(pool, i, j, scales);
    repeatFloats += repeatFloatCost(pool, i, j);
  }
  let secondByes = 0;
  let byeTier = 0;
  if (bye !== -1) {
    const fewest = Math.min(...pool.byes);
    secondByes = (pool.byes[bye] as number) > fewest ? 1 : 0;
    let below = 0;
    for (let j = bye + 1; j < pool.ids.length; j++) if ((pool.byes[j] as number) <= (pool.byes[bye] as number)) below++;
    byeTier = byeCost(pool, bye, below);
  }
  return [secondByes, rematches, byeTier, pairDowns, repeatFloats];
}

/** Cost of a pairing the library produced for `input`. */
export function swissPairingCost(input: SwissRoundInput, pairing: SwissPairing): SwissCost {
  const pool = freePool(input);
  const index = new Map(pool.ids.map((id, i) => [id, i]));
  const at = (id: EntrantId): number => index.get(id) ?? -1;
  const pairs = pairing.tables.filter((table) => !table.pinned).map((table) => [at(table.entrants[0]), at(table.entrants[1])] as const);
  const bye = pairing.byes.find((entry) => !entry.fixed);
  return costOf(pool, pairs, bye === undefined ? -1 : at(bye.entrant));
}

export function compareCosts(a: SwissCost, b: SwissCost): number {
  for (let t = 0; t < a.length; t++) {
    const difference = (a[t] as number) - (b[t] as number);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The best cost over every perfect matching (plus bye), by exhaustive search; pools up to 14. */
export function exhaustiveSwissOptimum(input: SwissRoundInput): SwissCost {
  const pool = freePool(input);
  const n = pool.ids.length;
  if (n > 14) throw new RangeError(`exhaustive search is for small pools, got ${n}`);
  let best: SwissCost | undefined;
  const pairs: [number, number][] = [];
  const visit = (used: number, bye: number): void => {
    let first = 0;
    while (first < n && (used & (1 << first)) !== 0) first++;
    if (first >= n) {
      const cost = costOf(pool, pairs, bye);
      if (best === undefined || compareCosts(cost, best) < 0) best = cost;
      return;
    }
    for (let other = first + 1; other < n; other++) {
      if ((used & (1 << other)) !== 0) continue;
      pairs.push([first, other]);
      visit(used | (1 << first) | (1 << other), bye);
      pairs.pop();
    }
  };
  if (n % 2 === 0) visit(0, -1);
  else for (let bye = 0; bye < n; bye++) visit(1 << bye, bye);
  return best ?? [0, 0, 0, 0, 0];
}
