import type { PodConfig, SwissConfig } from '../model/config.js';
import type { Entrant, EntrantId } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';
import type { TiebreakerId } from '../model/tiebreaker.js';

interface StandingsInputBase {
  readonly entrants: readonly Entrant[];
  readonly history: readonly RoundRecord[];
  /** Seed of the `random` tiebreaker; keep it fixed for the event (e.g. the tournament id). */
  readonly seed: string;
  /** Standings after this round (default: the last round in the history). */
  readonly throughRound?: number;
}

/** 1v1 and 2v2-team events. */
export interface SwissStandingsInput extends StandingsInputBase {
  readonly format: 'swiss';
  readonly config: SwissConfig;
}

/** Pod events: FFA3 (pods of 3) and War (pods of 4, and of 3 where 4 do not divide). */
export interface PodStandingsInput extends StandingsInputBase {
  readonly format: 'pods';
  readonly config: PodConfig;
}

export type StandingsInput = SwissStandingsInput | PodStandingsInput;

export type RecordSummary =
  | { readonly kind: 'duel'; readonly wins: number; readonly draws: number; readonly losses: number; readonly byes: number }
  /** `placements[i]`: pods finished in place i + 1, one count per place of the event's pods (War: a pod of three's last counts as 4th). */
  | { readonly kind: 'pod'; readonly placements: readonly number[]; readonly byes: number };

export interface TiebreakerValue {
  readonly id: TiebreakerId;
  readonly value: number;
}

export interface StandingRow {
  /** 1 = top of the standings; ranks are never shared. */
  readonly rank: number;
  readonly entrant: EntrantId;
  /** Team members, for 2v2 entrants. */
  readonly members: readonly string[];
  readonly points: number;
  readonly record: RecordSummary;
  /** In the configured order; percentages are fractions (0.5 = 50%). */
  readonly tiebreakers: readonly TiebreakerValue[];
  /** Whether the entrant has dropped by the standings round. */
  readonly dropped: boolean;
}

export interface Standings {
  readonly throughRound: number;
  readonly rows: readonly StandingRow[];
}
