import type { Random } from '@arbiter/prng';
import type { EntrantId } from '../model/entrant.js';
import type { HistoryFacts } from '../round/history-facts.js';
import { type Pool, buildPool } from './pool.js';
import { type CoreSolution, solveCore } from './solve-core.js';
import { type SplitTuning, splitPool } from './split-pool.js';
import type { TierName } from './tier-weights.js';

export interface PoolPairing {
  readonly pairs: [EntrantId, EntrantId][];
  readonly bye: EntrantId | null;
  readonly ignoredTiers: readonly TierName[];
}

/**
 * Pairs the free entrants (standings order). The usual case needs no rematch: the bye goes to the
 * lowest-ranked entrant with the fewest byes, and the rest is paired with rematches forbidden.
 * Only if that has no perfect matching is the whole problem solved with every tier weighted:
 * fewest rematches, then the best bye, then pair-downs and repeated floats.
 */
export function solvePool(
  ids: readonly EntrantId[],
  points: ReadonlyMap<EntrantId, number>,
  facts: HistoryFacts,
  random: Random,
  tuning: SplitTuning,
): PoolPairing {
  const pool = buildPool({ ids, points, ...facts });
  const odd = ids.length % 2 === 1;
  const bye = odd ? preferredBye(pool) : -1;
  const strictSplit = splitPool(pool, random, tuning, bye);
  const strict = solveCore(pool, strictSplit.core, strictSplit.large, { allowRematches: false, withByeVertex: false });
  if (strict.perfect) return toEntrants(pool, strictSplit.settled, strict, bye);
  const relaxedSplit = splitPool(pool, random, tuning);
  const relaxed = solveCore(pool, relaxedSplit.core, relaxedSplit.large, { allowRematches: true, withByeVertex: odd });
  if (!relaxed.perfect) throw new Error('pairing invariant broken: the relaxed core has no perfect matching');
  return toEntrants(pool, relaxedSplit.settled, relaxed, relaxed.bye);
}

function toEntrants(pool: Pool, settled: readonly [number, number][], solution: CoreSolution, bye: number): PoolPairing {
  const id = (i: number): EntrantId => pool.ids[i] as EntrantId;
  return {
    pairs: [...settled, ...solution.pairs].map(([i, j]) => [id(i), id(j)]),
    bye: bye === -1 ? null : id(bye),
    ignoredTiers: solution.ignoredTiers,
  };
}

/** Pool index of the lowest-ranked entrant among those with the fewest byes so far. */
function preferredBye(pool: Pool): number {
  let best = pool.ids.length - 1;
  for (let i = pool.ids.length - 1; i >= 0; i--) {
    if ((pool.byes[i] as number) < (pool.byes[best] as number)) best = i;
  }
  return best;
}
