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
  /** Organizer overrides: these three play one pod (the seat order is still balanced). */
  readonly pins?: readonly (readonly [EntrantId, EntrantId, EntrantId])[];
  readonly fixedByes?: readonly EntrantId[];
}

export interface Pod {
  /** Table 1 seats the best-ranked entrant of the round. */
  readonly table: number;
  /** Turn order: the first player draws no card in the first draw step, the last channels an extra rune. */
  readonly seats: readonly [EntrantId, EntrantId, EntrantId];
  readonly pinned: boolean;
}

export interface PodPairing {
  readonly round: number;
  readonly pods: readonly Pod[];
  readonly byes: readonly AssignedBye[];
  readonly relaxations: readonly Relaxation[];
}
