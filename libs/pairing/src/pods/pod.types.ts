import type { PodConfig } from '../model/config.js';
import type { Entrant, EntrantId } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';
import type { AssignedBye, Relaxation } from '../swiss/swiss.types.js';

export interface PodRoundInput {
  readonly round: number;
  readonly entrants: readonly Entrant[];
  readonly history: readonly RoundRecord[];
  readonly config: PodConfig;
  /** Seed of this round's random choices, e.g. `${tournamentId}/round-${round}`. */
  readonly seed: string;
  /** Seed of the `random` tiebreaker (default: `seed`). */
  readonly standingsSeed?: string;
  /**
   * Organizer overrides: these entrants play one pod (the seat order is still balanced): three
   * in FFA3; four, or three, in War.
   */
  readonly pins?: readonly (readonly EntrantId[])[];
  readonly fixedByes?: readonly EntrantId[];
}

export interface Pod {
  /** Table 1 seats the best-ranked entrant of the round. */
  readonly table: number;
  /**
   * Turn order: the first player draws no card in the first draw step, the last channels an
   * extra rune (646.7, CR 1.4 487.7, 488.7). Three seats in FFA3; four in War, or three in the
   * pods of three a War round needs when four do not divide its entrants (ADR 0038).
   */
  readonly seats: readonly EntrantId[];
  readonly pinned: boolean;
}

export interface PodPairing {
  readonly round: number;
  readonly pods: readonly Pod[];
  readonly byes: readonly AssignedBye[];
  readonly relaxations: readonly Relaxation[];
}
