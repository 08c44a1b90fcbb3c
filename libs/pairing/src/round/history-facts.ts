import type { EntrantId } from '../model/entrant.js';
import type { EntrantRecord } from '../standings/outing.js';

/** What the pairing needs to know about the past, per entrant. */
export interface HistoryFacts {
  readonly meetings: ReadonlyMap<EntrantId, ReadonlyMap<EntrantId, number>>;
  readonly byes: ReadonlyMap<EntrantId, number>;
  readonly downFloats: ReadonlyMap<EntrantId, number>;
  readonly upFloats: ReadonlyMap<EntrantId, number>;
}

/**
 * Meetings (how often each pair played), byes, and floats: a 1v1 round in which an entrant met
 * someone with fewer points before that round is a down-float for it and an up-float for the other.
 */
export function historyFacts(records: ReadonlyMap<EntrantId, EntrantRecord>): HistoryFacts {
  const pointsBefore = pointsBeforeEachRound(records);
  const meetings = new Map<EntrantId, Map<EntrantId, number>>();
  const byes = new Map<EntrantId, number>();
  const downFloats = new Map<EntrantId, number>();
  const upFloats = new Map<EntrantId, number>();
  for (const record of records.values()) {
    const own = new Map<EntrantId, number>();
    meetings.set(record.id, own);
    const mineBefore = pointsBefore.get(record.id) as Float64Array;
    let down = 0;
    let up = 0;
    let byeCount = 0;
    for (const outing of record.outings) {
      if (outing.kind === 'bye') byeCount++;
      for (const opponent of outing.opponents) own.set(opponent, (own.get(opponent) ?? 0) + 1);
      const [opponent] = outing.opponents;
      if (outing.opponents.length !== 1 || opponent === undefined) continue;
      const mine = mineBefore[outing.round] ?? 0;
      const theirs = pointsBefore.get(opponent)?.[outing.round] ?? 0;
      if (mine > theirs) down++;
      if (mine < theirs) up++;
    }
    if (byeCount > 0) byes.set(record.id, byeCount);
    if (down > 0) downFloats.set(record.id, down);
    if (up > 0) upFloats.set(record.id, up);
  }
  return { meetings, byes, downFloats, upFloats };
}

/** pointsBefore.get(id)[r]: the entrant's points before round r. */
function pointsBeforeEachRound(records: ReadonlyMap<EntrantId, EntrantRecord>): Map<EntrantId, Float64Array> {
  let lastRound = 0;
  for (const record of records.values()) {
    for (const outing of record.outings) lastRound = Math.max(lastRound, outing.round);
  }
  const result = new Map<EntrantId, Float64Array>();
  for (const record of records.values()) {
    const before = new Float64Array(lastRound + 2);
    let running = 0;
    let next = 0;
    for (let round = 1; round <= lastRound + 1; round++) {
      while (next < record.outings.length && (record.outings[next]?.round as number) < round) {
        running += record.outings[next]?.points ?? 0;
        next++;
      }
      before[round] = running;
    }
    result.set(record.id, before);
  }
  return result;
}
