import { type Pool, timesMet } from './pool.js';

/**
 * Per-pair scales of the pair-down tier, so that within one pair one more score-group step
 * outweighs any squared gap, and one more unit of squared gap outweighs any top-protection bias.
 */
export interface PairDownScales {
  readonly step: number;
  readonly gap: number;
}

export function pairDownScales(pool: Pool): PairDownScales {
  const m = pool.groupCount;
  const maxBias = (m * (m - 1)) / 2;
  const n = pool.ids.length;
  const spread = n === 0 ? 0 : (pool.points[0] as number) - (pool.points[n - 1] as number);
  const gap = maxBias + 1;
  return { step: gap * (spread * spread + 1), gap };
}

/**
 * Tier "pair-downs" for entrants i and j: the number of score groups between them (each a
 * pair-down step), then the squared point gap, then a bias that makes a step across a boundary
 * near the top dearer than one near the bottom (boundary k, counted from the top, costs m-1-k).
 */
export function pairDownCost(pool: Pool, i: number, j: number, scales: PairDownScales): number {
  const gi = pool.group[i] as number;
  const gj = pool.group[j] as number;
  if (gi === gj) return 0;
  const top = Math.min(gi, gj);
  const steps = Math.abs(gi - gj);
  const m = pool.groupCount;
  // Sum of (m - 1 - k) for k = top .. top + steps - 1.
  const bias = steps * (m - 1 - top) - (steps * (steps - 1)) / 2;
  const gap = (pool.points[i] as number) - (pool.points[j] as number);
  return steps * scales.step + gap * gap * scales.gap + bias;
}

/** Tier "repeated floaters": earlier down-floats of the higher entrant and up-floats of the lower. */
export function repeatFloatCost(pool: Pool, i: number, j: number): number {
  const gi = pool.group[i] as number;
  const gj = pool.group[j] as number;
  if (gi === gj) return 0;
  const [higher, lower] = gi < gj ? [i, j] : [j, i];
  return (pool.downFloats[higher] as number) + (pool.upFloats[lower] as number);
}

/** Tier "hard constraints" for a pair: how often the two met already. */
export function rematchCost(pool: Pool, i: number, j: number): number {
  return timesMet(pool, i, j);
}

/**
 * Tier "bye" for giving entrant i the bye: eligible entrants ranked below it (0 for the
 * lowest-ranked eligible), and above all of that, the byes it already had.
 */
export function byeCost(pool: Pool, i: number, eligibleBelow: number): number {
  return (pool.byes[i] as number) * (pool.ids.length + 1) + eligibleBelow;
}
