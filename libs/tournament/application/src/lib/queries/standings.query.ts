import type { Actor } from '@arbiter/tournament-domain';
import { Query } from '@nestjs/cqrs';

export interface StandingRowView {
  readonly rank: number;
  readonly entrantId: string;
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly byes: number;
  /** Pods: how often the entrant finished 1st, 2nd, 3rd (War: and 4th; a pod of three's last counts as 4th). */
  readonly placements: readonly number[] | null;
  readonly tiebreakers: readonly { readonly id: string; readonly value: number }[];
  readonly dropped: boolean;
}

export interface StandingsView {
  readonly tournamentId: string;
  readonly throughRound: number;
  /** Moves with every result, drop and round: a subscriber compares it to the one it was told about. */
  readonly resultsVersion: number;
  readonly rows: readonly StandingRowView[];
}

/** Current Swiss standings: completed rounds plus the final results of the round in progress. */
export class GetStandingsQuery extends Query<StandingsView | null> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}
