import { Random } from '@arbiter/prng';
import type { Entrant, EntrantId } from '../model/entrant.js';
import { type Result, ok } from '../model/result.js';
import { validateRound } from '../model/validate-round.js';
import { assemblePairing } from './assemble-pairing.js';
import { roundContext } from '../round/round-context.js';
import { pairRoundOneByRating, usesRatingSeeding } from './round-one-by-rating.js';
import { solvePool } from './solve-pool.js';
import { type SplitTuning, defaultSplitTuning } from './split-pool.js';
import type { SwissPairing, SwissRoundInput } from './swiss.types.js';

/**
 * Pairs one round of a 1v1 (or 2v2-team) Swiss as a minimum-cost perfect matching whose costs
 * follow strict tiers: no rematch and no second bye, then the bye to the lowest-ranked eligible
 * entrant, then the fewest pair-downs with the top protected first, then no repeated floaters;
 * ties are broken by the seeded random order. Never throws on valid data: when no rematch-free
 * pairing exists it takes the fewest rematches and reports them.
 */
export function pairSwissRound(input: SwissRoundInput): Result<SwissPairing> {
  return pairSwissRoundWith(input, undefined);
}

/** Same, with explicit decomposition tuning (tests force small windows to exercise the split). */
export function pairSwissRoundWith(input: SwissRoundInput, tuning: SplitTuning | undefined): Result<SwissPairing> {
  const valid = validateRound({ format: 'swiss', ...input });
  if (!valid.ok) return valid;
  const { active, byId } = valid.value;
  const pins = input.pins ?? [];
  const fixedByes = input.fixedByes ?? [];
  const { ranking, facts, free } = roundContext({ format: 'swiss', ...input }, active);
  const rank = new Map(ranking.map((row) => [row.entrant, row.rank]));
  const points = new Map(ranking.map((row) => [row.entrant, row.points]));
  const playedMatches = input.history.filter((record) => record.kind === 'duel').length;
  const solved = usesRatingSeeding(active, playedMatches)
    ? pairRoundOneByRating(free, byId, facts)
    : solvePool(free, points, facts, Random.seeded(`${input.seed}/pairing`), tuning ?? defaultSplitTuning(input.round - 1));
  return ok(assemblePairing({ round: input.round, rank: ratingAwareRank(rank, active, playedMatches), points, facts, pins, fixedByes, solved }));
}

/** Before any match, table 1 goes to the highest rating when ratings exist. */
function ratingAwareRank(
  rank: ReadonlyMap<EntrantId, number>,
  active: readonly Entrant[],
  playedMatches: number,
): ReadonlyMap<EntrantId, number> {
  if (!usesRatingSeeding(active, playedMatches)) return rank;
  const ordered = [...active].sort(
    (a, b) => (b.rating ?? -Infinity) - (a.rating ?? -Infinity) || (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0),
  );
  return new Map(ordered.map((entrant, index) => [entrant.id, index + 1]));
}
