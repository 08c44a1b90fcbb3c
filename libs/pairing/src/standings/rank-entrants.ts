import type { EntrantId } from '../model/entrant.js';
import type { TiebreakerId } from '../model/tiebreaker.js';
import type { EntrantRecord } from './outing.js';
import { type GlobalTiebreaker, headToHeadWithin } from './tiebreak-values.js';

/** Values closer than this are equal: averages of the same fractions may differ in the last bits. */
const RESOLUTION = 1e9;
const comparable = (value: number): number => Math.round(value * RESOLUTION);

export interface RankedEntrant {
  readonly id: EntrantId;
  readonly tiebreakers: ReadonlyMap<TiebreakerId, number>;
}

/**
 * Orders entrants by points, then by each tiebreaker in turn, splitting ties into ever smaller
 * groups (so head-to-head only ever compares entrants still tied on everything before it), and
 * finally by id so the order is total.
 */
export function rankEntrants(
  records: ReadonlyMap<EntrantId, EntrantRecord>,
  order: readonly TiebreakerId[],
  values: ReadonlyMap<GlobalTiebreaker, ReadonlyMap<EntrantId, number>>,
): RankedEntrant[] {
  const assigned = new Map<EntrantId, Map<TiebreakerId, number>>();
  for (const id of records.keys()) assigned.set(id, new Map());
  const points = (id: EntrantId): number => records.get(id)?.points ?? 0;
  let blocks = splitBy([...records.keys()].sort(), points);
  for (const tiebreaker of order) {
    blocks = blocks.flatMap((block) => {
      const value = valuesFor(tiebreaker, block, records, values);
      for (const id of block) assigned.get(id)?.set(tiebreaker, value(id));
      return block.length > 1 ? splitBy(block, value) : [block];
    });
  }
  return blocks.flat().map((id) => ({ id, tiebreakers: assigned.get(id) ?? new Map() }));
}

function valuesFor(
  tiebreaker: TiebreakerId,
  block: readonly EntrantId[],
  records: ReadonlyMap<EntrantId, EntrantRecord>,
  values: ReadonlyMap<GlobalTiebreaker, ReadonlyMap<EntrantId, number>>,
): (id: EntrantId) => number {
  if (tiebreaker === 'head_to_head') {
    const scores = headToHeadWithin(block, records);
    return (id) => scores.get(id) ?? 0;
  }
  const table = values.get(tiebreaker);
  return (id) => table?.get(id) ?? 0;
}

/** Sorts a block by value (highest first, stable) and cuts it where the value changes. */
function splitBy(block: readonly EntrantId[], value: (id: EntrantId) => number): EntrantId[][] {
  const keyed = block.map((id) => ({ id, key: comparable(value(id)) }));
  keyed.sort((a, b) => b.key - a.key);
  const result: EntrantId[][] = [];
  let previous: number | undefined;
  for (const { id, key } of keyed) {
    if (key !== previous) result.push([]);
    result[result.length - 1]?.push(id);
    previous = key;
  }
  return result;
}
