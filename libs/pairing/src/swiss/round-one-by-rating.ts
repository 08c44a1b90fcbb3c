import type { Entrant, EntrantId } from '../model/entrant.js';
import type { HistoryFacts } from '../round/history-facts.js';
import type { PoolPairing } from './solve-pool.js';

/**
 * Round 1 with ratings: strongest first, the bye (if any) to the weakest entrant without one,
 * then the top half meets the bottom half in order (1 v n/2+1, 2 v n/2+2, ...), as seeded Swiss
 * systems do, so the strongest do not meet in round 1.
 */
export function pairRoundOneByRating(
  ids: readonly EntrantId[],
  entrants: ReadonlyMap<EntrantId, Entrant>,
  facts: HistoryFacts,
): PoolPairing {
  const rating = (id: EntrantId): number => entrants.get(id)?.rating ?? -Infinity;
  const ordered = [...ids].sort((a, b) => rating(b) - rating(a));
  let bye: EntrantId | null = null;
  if (ordered.length % 2 === 1) {
    const lowestWithout = [...ordered].reverse().find((id) => (facts.byes.get(id) ?? 0) === 0);
    bye = lowestWithout ?? (ordered[ordered.length - 1] as EntrantId);
    ordered.splice(ordered.indexOf(bye), 1);
  }
  const half = ordered.length / 2;
  const pairs: [EntrantId, EntrantId][] = [];
  for (let i = 0; i < half; i++) pairs.push([ordered[i] as EntrantId, ordered[i + half] as EntrantId]);
  return { pairs, bye, ignoredTiers: [] };
}

/** Ratings seed round 1 only while no match has been played yet. */
export function usesRatingSeeding(entrants: readonly Entrant[], playedMatches: number): boolean {
  return playedMatches === 0 && entrants.some((entrant) => entrant.rating !== undefined);
}
