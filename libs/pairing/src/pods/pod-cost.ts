import type { EntrantId } from '../model/entrant.js';
import type { PodSize } from '../model/pod-size.js';

/**
 * What forming pods looks at (index-based, for speed): points, how often two entrants met, and in
 * a War round with pods of three, who should sit in those.
 */
export interface PodField {
  /** The entrants to seat, in standings order (random among equal points). */
  readonly ids: readonly EntrantId[];
  readonly podSize: PodSize;
  readonly points: Float64Array;
  /** met[i].get(j): earlier meetings of i and j. */
  readonly met: readonly ReadonlyMap<number, number>[];
  /**
   * What seating i in a pod of three of a War round costs: its earlier pods of three first, then
   * how many entrants of the field have fewer points (so the entrant with the fewest such pods
   * and the fewest points is cheapest, as for byes). All 0 when the round has no such pods (and
   * always in FFA3).
   */
  readonly shortCost: Float64Array;
  /** One unit of `shortCost` outweighs the largest possible total score spread. */
  readonly shortWeight: number;
  /** One unit of repeats outweighs everything below it. */
  readonly repeatWeight: number;
}

export interface ShortPods {
  /** Pods of three this round needs (War only). */
  readonly count: number;
  /** Earlier pods of three of each entrant. */
  readonly before: ReadonlyMap<EntrantId, number>;
}

export function buildPodField(
  ids: readonly EntrantId[],
  points: ReadonlyMap<EntrantId, number>,
  meetings: ReadonlyMap<EntrantId, ReadonlyMap<EntrantId, number>>,
  podSize: PodSize = 3,
  short: ShortPods = { count: 0, before: new Map() },
): PodField {
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const pointArray = Float64Array.from(ids, (id) => points.get(id) ?? 0);
  const met = ids.map((id) => {
    const own = new Map<number, number>();
    for (const [other, times] of meetings.get(id) ?? []) {
      const j = index.get(other);
      if (j !== undefined) own.set(j, times);
    }
    return own;
  });
  let low = Infinity;
  let high = -Infinity;
  for (const value of pointArray) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  const spread = n === 0 ? 0 : high - low;
  // Pods have at least three seats, so there are at most ⌈n/3⌉ of them.
  const spreadBound = spread * spread * Math.ceil(n / 3);
  const ascending = Float64Array.from(pointArray).sort();
  const below = (value: number): number => lowerBound(ascending, value);
  const shortCost = Float64Array.from(ids, (id, i) => (short.count === 0 ? 0 : (short.before.get(id) ?? 0) * n + below(pointArray[i] as number)));
  const shortBound = 3 * short.count * shortCost.reduce((max, value) => Math.max(max, value), 0);
  const shortWeight = spreadBound + 1;
  return { ids, podSize, points: pointArray, met, shortCost, shortWeight, repeatWeight: shortBound * shortWeight + spreadBound + 1 };
}

/** How many values of the ascending `sorted` are smaller than `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Repeats in a pod: each pair costs the square of how often it met, so a third meeting hurts more. */
export function podRepeats(field: PodField, pod: readonly number[]): number {
  let repeats = 0;
  for (let x = 0; x < pod.length; x++) {
    const own = field.met[pod[x] as number];
    for (let y = x + 1; y < pod.length; y++) {
      const times = own?.get(pod[y] as number) ?? 0;
      repeats += times * times;
    }
  }
  return repeats;
}

/**
 * Cost of a pod, tier by tier: repeats (strictly first), then who sits in a War pod of three,
 * then the squared spread of the points in it.
 */
export function podCost(field: PodField, pod: readonly number[]): number {
  let low = Infinity;
  let high = -Infinity;
  let short = 0;
  for (const member of pod) {
    const points = field.points[member] as number;
    low = Math.min(low, points);
    high = Math.max(high, points);
    short += field.shortCost[member] as number;
  }
  const spread = high - low;
  const shortTier = pod.length < field.podSize ? short * field.shortWeight : 0;
  return podRepeats(field, pod) * field.repeatWeight + shortTier + spread * spread;
}
