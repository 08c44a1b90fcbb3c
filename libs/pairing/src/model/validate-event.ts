import { type Entrant, type EntrantId, isActiveIn } from './entrant.js';
import { type PodSize, seatCountsOf } from './pod-size.js';
import { type Result, fail, ok } from './result.js';
import type { RoundRecord } from './round-record.js';

export type EventFormat = 'swiss' | 'pods';

/**
 * Checks the entrant list and the history the backend passed in; returns entrants by id.
 * `podSize` (pods only) is the event's pod size: 3 (FFA3) or 4 (War, whose pods may seat 3).
 */
export function validateEvent(
  format: EventFormat,
  entrants: readonly Entrant[],
  history: readonly RoundRecord[],
  podSize: PodSize,
): Result<ReadonlyMap<EntrantId, Entrant>> {
  const byId = new Map<EntrantId, Entrant>();
  for (const entrant of entrants) {
    if (byId.has(entrant.id)) return fail('pairing/duplicate_entrant', `entrant '${entrant.id}' is listed twice`);
    byId.set(entrant.id, entrant);
  }
  const members = checkTeams(entrants);
  if (!members.ok) return members;
  const seen = new Map<number, Set<EntrantId>>();
  for (const record of history) {
    const checked = checkRecord(format, podSize, record, byId, seen);
    if (!checked.ok) return checked;
  }
  return ok(byId);
}

function checkTeams(entrants: readonly Entrant[]): Result<true> {
  const owner = new Map<string, EntrantId>();
  for (const entrant of entrants) {
    for (const member of entrant.members ?? []) {
      const other = owner.get(member);
      if (other !== undefined) {
        return fail('pairing/team_member_conflict', `player '${member}' is in teams '${other}' and '${entrant.id}'`);
      }
      owner.set(member, entrant.id);
    }
  }
  return ok(true);
}

function participants(record: RoundRecord): readonly EntrantId[] {
  switch (record.kind) {
    case 'duel':
      return record.entrants;
    case 'pod':
      return record.seats;
    case 'bye':
      return [record.entrant];
    default: {
      const unreachable: never = record;
      return unreachable;
    }
  }
}

function checkRecord(
  format: EventFormat,
  podSize: PodSize,
  record: RoundRecord,
  byId: ReadonlyMap<EntrantId, Entrant>,
  seen: Map<number, Set<EntrantId>>,
): Result<true> {
  if (!Number.isInteger(record.round) || record.round < 1) {
    return fail('pairing/invalid_round', `a ${record.kind} record has round ${record.round}`);
  }
  const shape = checkShape(format, podSize, record);
  if (!shape.ok) return shape;
  let seenInRound = seen.get(record.round);
  if (!seenInRound) {
    seenInRound = new Set();
    seen.set(record.round, seenInRound);
  }
  for (const id of participants(record)) {
    const entrant = byId.get(id);
    if (!entrant) return fail('pairing/unknown_entrant', `round ${record.round} names unknown entrant '${id}'`);
    if (!isActiveIn(entrant, record.round)) {
      return fail('pairing/result_for_inactive_entrant', `'${id}' has a record in round ${record.round} but was not active`);
    }
    if (seenInRound.has(id)) return fail('pairing/entrant_twice_in_round', `'${id}' appears twice in round ${record.round}`);
    seenInRound.add(id);
  }
  return ok(true);
}

const isCount = (value: number): boolean => Number.isInteger(value) && value >= 0;

function checkShape(format: EventFormat, podSize: PodSize, record: RoundRecord): Result<true> {
  if (record.kind === 'duel') {
    const [a, b] = record.entrants;
    if (format !== 'swiss') return fail('pairing/invalid_result', 'a 1v1 result in a pod event');
    if (a === b) return fail('pairing/invalid_result', `'${a}' cannot play itself`);
    if (!isCount(record.gameWins[0]) || !isCount(record.gameWins[1]) || !isCount(record.gameDraws)) {
      return fail('pairing/invalid_result', `game counts of ${a} v ${b} must be non-negative integers`);
    }
  }
  if (record.kind === 'pod') {
    if (format !== 'pods') return fail('pairing/invalid_result', 'a pod result in a 1v1 event');
    const seats = record.seats.length;
    const sizes = seatCountsOf(podSize);
    if (!sizes.includes(seats) || new Set(record.seats).size !== seats || !isCompetitionRanking(record.placements, seats)) {
      return fail(
        'pairing/invalid_result',
        `pod of round ${record.round} needs ${sizes.join(' or ')} distinct seats and placements like [1, 2, 3] or [1, 1, 3]`,
      );
    }
  }
  return ok(true);
}

/** Each place is 1 + the number of seats placed strictly better ("1, 1, 3" for a shared first). */
function isCompetitionRanking(placements: readonly number[], seats: number): boolean {
  if (placements.length !== seats) return false;
  return placements.every((place) => place === 1 + placements.filter((other) => other < place).length);
}
