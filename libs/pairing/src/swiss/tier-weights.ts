/** Cost tiers of a 1v1 pairing, most important first. */
export const tierNames = ['rematch', 'bye', 'pairDown', 'repeatFloat'] as const;
export type TierName = (typeof tierNames)[number];

/** Per tier, an upper bound of its total over any matching of the graph at hand. */
export type TierBounds = Readonly<Record<TierName, number>>;

export interface TierWeights {
  readonly weights: Readonly<Record<TierName, number>>;
  /** Largest possible total cost; edge weights are `ceiling - cost`. */
  readonly ceiling: number;
  /** Tiers left out because strict priorities would not fit in exact double arithmetic. */
  readonly ignored: readonly TierName[];
}

/**
 * The blossom works on doubled sums of weights in doubles, exact below 2^53; keep costs under 2^49.
 */
const SAFE_TOTAL = 2 ** 49;

/**
 * Weights that make the tiers strict: one unit of a tier costs more than the largest possible
 * total of all tiers below it (W_t = W_{t+1} · (bound_{t+1} + 1)). Should that not fit, the
 * lowest tiers are dropped one by one (and reported), never the hard constraints.
 */
export function tierWeights(bounds: TierBounds): TierWeights {
  for (let kept = tierNames.length; kept >= 1; kept--) {
    const weights: Record<TierName, number> = { rematch: 0, bye: 0, pairDown: 0, repeatFloat: 0 };
    let weight = 1;
    let total = 0;
    for (let t = kept - 1; t >= 0; t--) {
      const name = tierNames[t] as TierName;
      weights[name] = weight;
      total += weight * bounds[name];
      weight *= bounds[name] + 1;
    }
    if (total < SAFE_TOTAL) {
      return { weights, ceiling: total + 1, ignored: tierNames.slice(kept) };
    }
  }
  throw new Error('pairing invariant broken: even the rematch tier alone does not fit');
}
