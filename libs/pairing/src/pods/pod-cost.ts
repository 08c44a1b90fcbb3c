import type { EntrantId } from '../model/entrant.js';

/** What forming pods looks at: points and how often two entrants met (index-based, for speed). */
export interface PodField {
  readonly ids: readonly EntrantId[];
  readonly points: Float64Array;
  /** met[i].get(j): earlier meetings of i and j. */
  readonly met: readonly ReadonlyMap<number, number>[];
  /** One unit of repeats outweighs the largest possible total score spread. */
  readonly repeatWeight: number;
}

export function buildPodField(
  ids: readonly EntrantId[],
  points: ReadonlyMap<EntrantId, number>,
  meetings: ReadonlyMap<EntrantId, ReadonlyMap<EntrantId, number>>,
): PodField {
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
  const spread = ids.length === 0 ? 0 : high - low;
  const repeatWeight = spread * spread * Math.ceil(ids.length / 3) + 1;
  return { ids, points: pointArray, met, repeatWeight };
}

/** Repeats in a pod: each pair costs the square of how often it met, so a third meeting hurts more. */
export function podRepeats(field: PodField, a: number, b: number, c: number): number {
  const times = (x: number, y: number): number => field.met[x]?.get(y) ?? 0;
  const ab = times(a, b);
  const ac = times(a, c);
  const bc = times(b, c);
  return ab * ab + ac * ac + bc * bc;
}

/** Cost of a pod: repeats first (strictly), then the squared spread of the points in it. */
export function podCost(field: PodField, a: number, b: number, c: number): number {
  const pa = field.points[a] as number;
  const pb = field.points[b] as number;
  const pc = field.points[c] as number;
  const spread = Math.max(pa, pb, pc) - Math.min(pa, pb, pc);
  return podRepeats(field, a, b, c) * field.repeatWeight + spread * spread;
}
