import type { EntrantId } from '../model/entrant.js';

/**
 * The entrants the solver pairs this round (after pins and fixed byes), in standings order, with
 * everything the costs look at. Indices into these arrays are "pool indices".
 */
export interface Pool {
  readonly ids: readonly EntrantId[];
  readonly points: Float64Array;
  /** Score group: 0 for the highest score present, then one more per lower score. */
  readonly group: Int32Array;
  readonly groupCount: number;
  /** How often each pair met before: met[i].get(j). */
  readonly met: readonly ReadonlyMap<number, number>[];
  readonly byes: Int32Array;
  /** Rounds in which the entrant was paired against a lower (down) or higher (up) score. */
  readonly downFloats: Int32Array;
  readonly upFloats: Int32Array;
}

export interface PoolSource {
  readonly ids: readonly EntrantId[];
  readonly points: ReadonlyMap<EntrantId, number>;
  readonly meetings: ReadonlyMap<EntrantId, ReadonlyMap<EntrantId, number>>;
  readonly byes: ReadonlyMap<EntrantId, number>;
  readonly downFloats: ReadonlyMap<EntrantId, number>;
  readonly upFloats: ReadonlyMap<EntrantId, number>;
}

/** Builds the pool for `ids`, which must already be in standings order (points never increase). */
export function buildPool(source: PoolSource): Pool {
  const { ids } = source;
  const index = new Map(ids.map((id, i) => [id, i]));
  const points = Float64Array.from(ids, (id) => source.points.get(id) ?? 0);
  const group = new Int32Array(ids.length);
  let groupCount = 0;
  for (let i = 0; i < ids.length; i++) {
    if (i > 0 && points[i] !== points[i - 1]) groupCount++;
    group[i] = groupCount;
  }
  if (ids.length > 0) groupCount++;
  const met = ids.map((id) => {
    const own = new Map<number, number>();
    for (const [opponent, times] of source.meetings.get(id) ?? []) {
      const j = index.get(opponent);
      if (j !== undefined) own.set(j, times);
    }
    return own;
  });
  const counts = (map: ReadonlyMap<EntrantId, number>): Int32Array => Int32Array.from(ids, (id) => map.get(id) ?? 0);
  return {
    ids,
    points,
    group,
    groupCount,
    met,
    byes: counts(source.byes),
    downFloats: counts(source.downFloats),
    upFloats: counts(source.upFloats),
  };
}

export function timesMet(pool: Pool, i: number, j: number): number {
  return pool.met[i]?.get(j) ?? 0;
}
