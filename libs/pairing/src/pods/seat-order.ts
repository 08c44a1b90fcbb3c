import type { Random } from '@arbiter/prng';
import type { EntrantId } from '../model/entrant.js';
import { type PodSize, eventPlace } from '../model/pod-size.js';
import type { RoundRecord } from '../model/round-record.js';

/**
 * The seat a position in a pod's turn order counts as: the first and the last seat matter (the
 * first player skips its first draw, the last channels an extra rune: 646.7, CR 1.4 487.7,
 * 488.7), so a War pod of three's last seat counts as the fourth seat, like its last place.
 */
function seatRole(position: number, seats: number, podSize: PodSize): number {
  return eventPlace(position + 1, seats, podSize) - 1;
}

/** How often each entrant sat in each seat (turn-order position 0 to `podSize` − 1) in earlier pods. */
export function seatCounts(history: readonly RoundRecord[], podSize: PodSize = 3): Map<EntrantId, number[]> {
  const counts = new Map<EntrantId, number[]>();
  for (const record of history) {
    if (record.kind !== 'pod') continue;
    record.seats.forEach((id, position) => {
      const own = counts.get(id) ?? new Array<number>(podSize).fill(0);
      const role = seatRole(position, record.seats.length, podSize);
      own[role] = (own[role] ?? 0) + 1;
      counts.set(id, own);
    });
  }
  return counts;
}

/** Every order of `0 … size − 1`, in lexicographic order. */
function permutations(size: number): readonly (readonly number[])[] {
  if (size === 0) return [[]];
  const result: number[][] = [];
  for (let first = 0; first < size; first++) {
    for (const rest of permutations(size - 1)) result.push([first, ...rest.map((value) => (value >= first ? value + 1 : value))]);
  }
  return result;
}

const PERMUTATIONS = new Map([3, 4].map((size) => [size, permutations(size)]));

/**
 * Turn order for a pod that balances seats over the rounds, so each entrant sees each seat about
 * equally often. Picks the order in which the entrants have sat least in their new seats
 * (squared, so one entrant is not sent to the same seat again and again); ties are random.
 */
export function balancedSeats(
  members: readonly EntrantId[],
  counts: ReadonlyMap<EntrantId, readonly number[]>,
  random: Random,
  podSize: PodSize = 3,
): EntrantId[] {
  let best: EntrantId[] = [...members];
  let bestCost = Infinity;
  for (const permutation of random.shuffle(PERMUTATIONS.get(members.length) ?? permutations(members.length))) {
    const seats = permutation.map((index) => members[index] as EntrantId);
    let cost = 0;
    seats.forEach((id, position) => {
      const already = counts.get(id)?.[seatRole(position, seats.length, podSize)] ?? 0;
      cost += (already + 1) * (already + 1);
    });
    if (cost < bestCost) [best, bestCost] = [seats, cost];
  }
  return best;
}
