import type { Random } from '@arbiter/prng';
import type { EntrantId } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';

/** How often each entrant sat in each seat (turn order position 0, 1, 2) in earlier pods. */
export function seatCounts(history: readonly RoundRecord[]): Map<EntrantId, [number, number, number]> {
  const counts = new Map<EntrantId, [number, number, number]>();
  for (const record of history) {
    if (record.kind !== 'pod') continue;
    record.seats.forEach((id, seat) => {
      const own = counts.get(id) ?? [0, 0, 0];
      own[seat] = (own[seat] ?? 0) + 1;
      counts.set(id, own);
    });
  }
  return counts;
}

const PERMUTATIONS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/**
 * Turn order for a pod that balances seats over the rounds: the first seat skips its first draw
 * and the last channels an extra rune (000 rule 646.7), so each entrant should see each seat
 * about equally often. Picks the order in which the entrants have sat least in their new seats
 * (squared, so one entrant is not sent to the same seat again and again); ties are random.
 */
export function balancedSeats(
  members: readonly [EntrantId, EntrantId, EntrantId],
  counts: ReadonlyMap<EntrantId, readonly [number, number, number]>,
  random: Random,
): [EntrantId, EntrantId, EntrantId] {
  let best: [EntrantId, EntrantId, EntrantId] = [...members];
  let bestCost = Infinity;
  for (const permutation of random.shuffle(PERMUTATIONS)) {
    const seats = permutation.map((index) => members[index] as EntrantId) as [EntrantId, EntrantId, EntrantId];
    let cost = 0;
    seats.forEach((id, seat) => {
      const already = counts.get(id)?.[seat] ?? 0;
      cost += (already + 1) * (already + 1);
    });
    if (cost < bestCost) [best, bestCost] = [seats, cost];
  }
  return best;
}
