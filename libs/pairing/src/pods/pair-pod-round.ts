import { Random } from '@arbiter/prng';
import type { EntrantId } from '../model/entrant.js';
import { type PodSize, podSizeOf } from '../model/pod-size.js';
import { type Result, ok } from '../model/result.js';
import type { RoundRecord } from '../model/round-record.js';
import { validateRound } from '../model/validate-round.js';
import type { HistoryFacts } from '../round/history-facts.js';
import { roundContext } from '../round/round-context.js';
import type { AssignedBye, Relaxation } from '../swiss/swiss.types.js';
import { EXACT_POD_LIMIT, formPodsExactly } from './form-pods-exact.js';
import { formPodsBySearch } from './form-pods-search.js';
import { buildPodField } from './pod-cost.js';
import { type PodPlan, planPods } from './pod-plan.js';
import type { Pod, PodPairing, PodRoundInput } from './pod.types.js';
import { balancedSeats, seatCounts } from './seat-order.js';

/**
 * Pairs a pod round: FFA3 pods of 3, or War pods of 4 (with pods of 3 where 4 do not divide the
 * entrants, ADR 0038), formed by points, with as few repeat opponents as possible (weighted by
 * how often they met), then (War) pods of three for the lowest-ranked entrants who had the
 * fewest, then the smallest score spread in each pod. Entrants who cannot be seated get byes:
 * the lowest-ranked without a bye. Seat order in each pod is balanced over the rounds.
 */
export function pairPodRound(input: PodRoundInput): Result<PodPairing> {
  const valid = validateRound({ format: 'pods', ...input });
  if (!valid.ok) return valid;
  const podSize = podSizeOf(input.config);
  const pins = input.pins ?? [];
  const fixedByes = input.fixedByes ?? [];
  const { ranking: rows, facts, free } = roundContext({ format: 'pods', ...input }, valid.value.active);
  const plan = planPods(free.length, podSize);
  const byes = chooseByes(free, facts.byes, plan.byes);
  const random = Random.seeded(`${input.seed}/pods`);
  const seated = shuffleWithinPoints(free.filter((id) => !byes.includes(id)), rows, random);
  const formed = formPods(seated, rows, facts, plan, podSize, shortPodsBefore(input.history, podSize));
  const rank = new Map(rows.map((row) => [row.entrant, row.rank]));
  const best = (members: readonly EntrantId[]): number => Math.min(...members.map((id) => rank.get(id) ?? Infinity));
  const counts = seatCounts(input.history, podSize);
  const pods: Pod[] = [...pins.map((members) => ({ members, pinned: true })), ...formed.map((members) => ({ members, pinned: false }))]
    .sort((x, y) => best(x.members) - best(y.members))
    .map((group, index) => ({ table: index + 1, seats: balancedSeats(group.members, counts, random, podSize), pinned: group.pinned }));
  const assigned: AssignedBye[] = [
    ...fixedByes.map((entrant) => ({ entrant, fixed: true })),
    ...byes.map((entrant) => ({ entrant, fixed: false })),
  ];
  return ok({ round: input.round, pods, byes: assigned, relaxations: podRelaxations(pods, assigned, facts) });
}

/** Exact for up to 16 entrants, local search above. */
function formPods(
  members: readonly EntrantId[],
  rows: readonly { entrant: EntrantId; points: number }[],
  facts: HistoryFacts,
  plan: PodPlan,
  podSize: PodSize,
  shortBefore: ReadonlyMap<EntrantId, number>,
): EntrantId[][] {
  const points = new Map(rows.map((row) => [row.entrant, row.points]));
  const field = buildPodField(members, points, facts.meetings, podSize, { count: plan.short, before: shortBefore });
  const indices = members.map((_, i) => i);
  const formed = members.length <= EXACT_POD_LIMIT ? formPodsExactly(field, indices, plan) : formPodsBySearch(field, indices, plan);
  return formed.map((pod) => pod.map((i) => field.ids[i] as EntrantId));
}

/** War: how many pods of three each entrant sat in before (none in FFA3, where every pod has three). */
function shortPodsBefore(history: readonly RoundRecord[], podSize: PodSize): Map<EntrantId, number> {
  const before = new Map<EntrantId, number>();
  for (const record of history) {
    if (record.kind !== 'pod' || record.seats.length >= podSize) continue;
    for (const id of record.seats) before.set(id, (before.get(id) ?? 0) + 1);
  }
  return before;
}

/** `count` byes, to the lowest-ranked entrants with the fewest byes so far. */
function chooseByes(free: readonly EntrantId[], byes: ReadonlyMap<EntrantId, number>, count: number): EntrantId[] {
  const bottomUp = free.map((id, index) => ({ id, index })).reverse();
  bottomUp.sort((a, b) => (byes.get(a.id) ?? 0) - (byes.get(b.id) ?? 0) || b.index - a.index);
  return bottomUp.slice(0, count).map((entry) => entry.id);
}

/** Standings order, with entrants on equal points in seeded random order (random among equals). */
function shuffleWithinPoints(ids: readonly EntrantId[], rows: readonly { entrant: EntrantId; points: number }[], random: Random): EntrantId[] {
  const points = new Map(rows.map((row) => [row.entrant, row.points]));
  const key = new Map(random.shuffle(ids).map((id, i) => [id, i]));
  return [...ids].sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0) || (key.get(a) ?? 0) - (key.get(b) ?? 0));
}

function podRelaxations(pods: readonly Pod[], byes: readonly AssignedBye[], facts: HistoryFacts): Relaxation[] {
  const met = (x: EntrantId, y: EntrantId): number => facts.meetings.get(x)?.get(y) ?? 0;
  const relaxations: Relaxation[] = [];
  for (const { seats } of pods) {
    let timesMetBefore = 0;
    seats.forEach((a, i) => seats.slice(i + 1).forEach((b) => (timesMetBefore += met(a, b))));
    if (timesMetBefore > 0) relaxations.push({ code: 'pairing/repeat_opponents', entrants: seats, timesMetBefore });
  }
  for (const { entrant, fixed } of byes) {
    const byesBefore = facts.byes.get(entrant) ?? 0;
    if (byesBefore > 0) relaxations.push({ code: 'pairing/second_bye', entrant, byesBefore, fixed });
  }
  return relaxations;
}
