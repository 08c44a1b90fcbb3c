import type { EntrantId } from '../model/entrant.js';
import type { HistoryFacts } from '../round/history-facts.js';
import type { PoolPairing } from './solve-pool.js';
import type { AssignedBye, Relaxation, SwissPairing, SwissTable } from './swiss.types.js';

export interface PairingParts {
  readonly round: number;
  readonly rank: ReadonlyMap<EntrantId, number>;
  readonly points: ReadonlyMap<EntrantId, number>;
  readonly facts: HistoryFacts;
  readonly pins: readonly (readonly [EntrantId, EntrantId])[];
  readonly fixedByes: readonly EntrantId[];
  readonly solved: PoolPairing;
}

/** Numbers the tables from the top of the standings and lists what had to be relaxed. */
export function assemblePairing(parts: PairingParts): SwissPairing {
  const rankOf = (id: EntrantId): number => parts.rank.get(id) ?? Infinity;
  const ordered = (pair: readonly [EntrantId, EntrantId]): [EntrantId, EntrantId] =>
    rankOf(pair[0]) <= rankOf(pair[1]) ? [pair[0], pair[1]] : [pair[1], pair[0]];
  const unnumbered = [
    ...parts.pins.map((pair) => ({ entrants: ordered(pair), pinned: true })),
    ...parts.solved.pairs.map((pair) => ({ entrants: ordered(pair), pinned: false })),
  ].sort((a, b) => rankOf(a.entrants[0]) - rankOf(b.entrants[0]));
  const tables: SwissTable[] = unnumbered.map((table, index) => ({ table: index + 1, ...table }));
  const byes: AssignedBye[] = [
    ...parts.fixedByes.map((entrant) => ({ entrant, fixed: true })),
    ...(parts.solved.bye === null ? [] : [{ entrant: parts.solved.bye, fixed: false }]),
  ];
  return { round: parts.round, tables, byes, relaxations: relaxationsOf(parts, tables, byes) };
}

function relaxationsOf(parts: PairingParts, tables: readonly SwissTable[], byes: readonly AssignedBye[]): Relaxation[] {
  const { facts, points } = parts;
  const relaxations: Relaxation[] = [];
  for (const { entrants, pinned } of tables) {
    const [a, b] = entrants;
    const timesMetBefore = facts.meetings.get(a)?.get(b) ?? 0;
    if (timesMetBefore > 0) relaxations.push({ code: 'pairing/rematch', entrants, timesMetBefore, pinned });
    if (pinned) continue;
    const [higher, lower] = (points.get(a) ?? 0) >= (points.get(b) ?? 0) ? [a, b] : [b, a];
    if ((points.get(higher) ?? 0) === (points.get(lower) ?? 0)) continue;
    const down = facts.downFloats.get(higher) ?? 0;
    const up = facts.upFloats.get(lower) ?? 0;
    if (down > 0) relaxations.push({ code: 'pairing/repeat_float', entrant: higher, direction: 'down', floatsBefore: down });
    if (up > 0) relaxations.push({ code: 'pairing/repeat_float', entrant: lower, direction: 'up', floatsBefore: up });
  }
  for (const { entrant, fixed } of byes) {
    const byesBefore = facts.byes.get(entrant) ?? 0;
    if (byesBefore > 0) relaxations.push({ code: 'pairing/second_bye', entrant, byesBefore, fixed });
  }
  if (parts.solved.ignoredTiers.length > 0) {
    relaxations.push({ code: 'pairing/tiers_coarsened', ignoredTiers: parts.solved.ignoredTiers });
  }
  return relaxations;
}
