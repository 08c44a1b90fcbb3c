import type { SwissConfig } from '../model/config.js';
import type { Entrant, EntrantId } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';

export interface SwissRoundInput {
  /** The round to pair (1-based); every history record must be from an earlier round. */
  readonly round: number;
  readonly entrants: readonly Entrant[];
  readonly history: readonly RoundRecord[];
  readonly config: SwissConfig;
  /** Seed of this round's random choices, e.g. `${tournamentId}/round-${round}`. */
  readonly seed: string;
  /** Seed of the `random` tiebreaker in the standings the pairing follows (default: `seed`). */
  readonly standingsSeed?: string;
  /** Organizer overrides: these entrants play each other whatever the standings say. */
  readonly pins?: readonly (readonly [EntrantId, EntrantId])[];
  /** Organizer-fixed byes for this round. */
  readonly fixedByes?: readonly EntrantId[];
}

export interface SwissTable {
  /** Table 1 seats the best-ranked entrant of the round. */
  readonly table: number;
  /** Better-ranked entrant first. */
  readonly entrants: readonly [EntrantId, EntrantId];
  readonly pinned: boolean;
}

export interface AssignedBye {
  readonly entrant: EntrantId;
  /** Fixed by the organizer rather than given by the pairing. */
  readonly fixed: boolean;
}

/** Everything the pairing had to give up, so the organizer sees it (and can override it). */
export type Relaxation =
  | {
      readonly code: 'pairing/rematch';
      readonly entrants: readonly [EntrantId, EntrantId];
      readonly timesMetBefore: number;
      readonly pinned: boolean;
    }
  | { readonly code: 'pairing/second_bye'; readonly entrant: EntrantId; readonly byesBefore: number; readonly fixed: boolean }
  | {
      readonly code: 'pairing/repeat_float';
      readonly entrant: EntrantId;
      readonly direction: 'down' | 'up';
      readonly floatsBefore: number;
    }
  | { readonly code: 'pairing/repeat_opponents'; readonly entrants: readonly EntrantId[]; readonly timesMetBefore: number }
  | { readonly code: 'pairing/tiers_coarsened'; readonly ignoredTiers: readonly string[] };

export interface SwissPairing {
  readonly round: number;
  readonly tables: readonly SwissTable[];
  readonly byes: readonly AssignedBye[];
  readonly relaxations: readonly Relaxation[];
}
