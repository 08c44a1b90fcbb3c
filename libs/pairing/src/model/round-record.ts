import type { EntrantId } from './entrant.js';

/** A finished 1v1 (or team-vs-team) match: games won by each side and drawn games. */
export interface DuelResult {
  readonly kind: 'duel';
  readonly round: number;
  readonly entrants: readonly [EntrantId, EntrantId];
  readonly gameWins: readonly [number, number];
  readonly gameDraws: number;
}

/**
 * A finished FFA3 pod: `seats` in turn order, `placements[i]` the place of `seats[i]`
 * (1 = best; tied players share the better place, e.g. [1, 1, 3]).
 */
export interface PodResult {
  readonly kind: 'pod';
  readonly round: number;
  readonly seats: readonly EntrantId[];
  readonly placements: readonly number[];
}

/** A bye, whether given by the pairing or fixed by the organizer. */
export interface ByeRecord {
  readonly kind: 'bye';
  readonly round: number;
  readonly entrant: EntrantId;
}

/** One entry of the match history the backend keeps in its events. */
export type RoundRecord = DuelResult | PodResult | ByeRecord;
