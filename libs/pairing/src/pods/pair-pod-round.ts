import { Random } from '@arbiter/prng';
import type { EntrantId } from '../model/entrant.js';
import { type Result, ok } from '../model/result.js';
import { validateRound } from '../model/validate-round.js';
import type { HistoryFacts } from '../round/history-facts.js';
import { roundContext } from '../round/round-context.js';
import type { AssignedBye, Relaxation } from '../swiss/swiss.types.js';
import { EXACT_POD_LIMIT, formPodsExactly } from './form-pods-exact.js';
import { formPodsBySearch } from './form-pods-search.js';
import { buildPodField } from './pod-cost.js';
import type { Pod, PodPairing, PodRoundInput } from './pod.types.js';
import { balancedSeats, seatCounts } from './seat-order.js';

/**
 * Pairs an FFA3 round: pods of 3 formed by points, with as few repeat opponents as possible
 * (weighted by how often they met) and then the smallest score spread in each pod. When the
 * count is not a multiple of 3 the lowest-ranked entrants without a bye get byes. Seat order in
 * each pod is balanced over the rounds.
 */
export function pairPodRound(input: PodRoundInput): Result<PodPairing> {
  const valid = validateRound({ format: 'pods', ...input });
  if (!valid.ok) return valid;
  const pins = input.pins ?? [];
  const fixedByes = input.fixedByes ?? [];
  const { ranking: rows, facts, free } = roundContext({ format: 'pods', ...input }, valid.value.active);
  const byes = chooseByes(free, facts.byes);
  const random = Random.seeded(`${input.seed}/pods`);
  const formed = formPods(shuffleWithinPoints(free.filter((id) => !byes.includes(id)), rows, random), rows, facts);
  const rank = new Map(rows.map((row) => [row.entrant, row.rank]));
  const best = (members: readonly EntrantId[]): number => Math.min(...members.map((id) => rank.get(id) ?? Infinity));
  const counts = seatCounts(input.history);
  const pods: Pod[] = [...pins.map((members) => ({ members, pinned: true })), ...formed.map((members) => ({ members, pinned: false }))]
    .sort((x, y) => best(x.members) - best(y.members))
    .map((group, index) => ({ table: index + 1, seats: balancedSeats(group.members, counts, random), pinned: group.pinned }));
  const assigned: AssignedBye[] = [
    ...fixedByes.map((entrant) => ({ entrant, fixed: true })),
    ...byes.map((entrant) => ({ entrant, fixed: false })),
  ];
  return ok({ round: input.round, pods, byes: assigned, relaxations: podRelaxations(pods, assigned, facts) });
}

/** Exact for up to 15 entrants, local search above. */
function formPods(
  members: readonly EntrantId[],
  rows: readonly { entrant: EntrantId; points: number }[],
  facts: HistoryFacts,
): [EntrantId, EntrantId, EntrantId][] {
  const field = buildPodField(members, new Map(rows.map((row) => [row.entrant, row.points])), facts.meetings);
  const indices = members.map((_, i) => i);
  const formed = members.length <= EXACT_POD_LIMIT ? formPodsExactly(field, indices) : formPodsBySearch(field, indices);
  const id = (i: number): EntrantId => field.ids[i] as EntrantId;
  return formed.map(([a, b, c]) => [id(a), id(b), id(c)]);
}

/** n mod 3 byes, to the lowest-ranked entrants with the fewest byes so far. */
function chooseByes(free: readonly EntrantId[], byes: ReadonlyMap<EntrantId, number>): EntrantId[] {
  const count = free.length % 3;
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
    const [a, b, c] = seats;
    const timesMetBefore = met(a, b) + met(a, c) + met(b, c);
    if (timesMetBefore > 0) relaxations.push({ code: 'pairing/repeat_opponents', entrants: seats, timesMetBefore });
  }
  for (const { entrant, fixed } of byes) {
    const byesBefore = facts.byes.get(entrant) ?? 0;
    if (byesBefore > 0) relaxations.push({ code: 'pairing/second_bye', entrant, byesBefore, fixed });
  }
  return relaxations;
}
