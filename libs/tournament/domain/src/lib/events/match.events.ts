import type { MatchResult } from '../results/match-result.js';
import type { TournamentMode } from '../settings/modes.js';
import type { ResultPolicy } from '../settings/tournament-settings.js';
import type { RoundPhase } from './tournament.events.js';

/**
 * Events of a `match-<id>` stream: everything needed to accept or refuse a report without reading
 * the tournament (who sits at the table, the mode, the result policy), then reports, time
 * extensions and the reconciled outcome.
 */
export interface MatchSeat {
  readonly entrantId: string;
  readonly name: string;
  /** Accounts that may report for this seat (both members of a team). */
  readonly accountIds: readonly string[];
}

type Event<TType extends string, TData> = { readonly type: TType; readonly data: TData };

export type MatchPaired = Event<
  'MatchPaired',
  {
    readonly matchId: string;
    readonly tournamentId: string;
    readonly round: number;
    readonly table: number;
    readonly phase: RoundPhase;
    readonly mode: TournamentMode;
    readonly resultPolicy: ResultPolicy;
    readonly seats: readonly MatchSeat[];
    readonly at: string;
  }
>;
/** The organizer changed who sits at this table before anything was reported. */
export type MatchReseated = Event<'MatchReseated', { readonly seats: readonly MatchSeat[]; readonly at: string }>;
/** Extra time for this match only (TR 10.4.1: judge call, deck check, ...). */
export type MatchTimeExtended = Event<
  'MatchTimeExtended',
  { readonly minutes: number; readonly grantedBy: string; readonly at: string }
>;
export type ResultReported = Event<
  'ResultReported',
  {
    readonly reportId: string;
    readonly entrantId: string;
    readonly accountId: string;
    readonly result: MatchResult;
    /** Set when the player confirmed this report of the opponent (`confirmResult`). */
    readonly confirms: string | null;
    readonly at: string;
  }
>;
/** A judge's or organizer's entry: it decides the match whatever the players reported. */
export type ResultEntered = Event<
  'ResultEntered',
  { readonly reportId: string; readonly accountId: string; readonly result: MatchResult; readonly at: string }
>;
export type MatchResultRecorded = Event<
  'MatchResultRecorded',
  {
    readonly result: MatchResult;
    readonly decidedBy: 'agreement' | 'single_report' | 'staff';
    /** Every report the decision took into account (a redelivery of one of them changes nothing). */
    readonly reportIds: readonly string[];
    readonly at: string;
  }
>;
export type MatchDisputed = Event<'MatchDisputed', { readonly reportIds: readonly string[]; readonly at: string }>;
/** An online game of this match began (issue 18): player reports wait until it has ended. */
export type OnlinePlayStarted = Event<'OnlinePlayStarted', { readonly gameId: string; readonly at: string }>;
/** The match's online game ended with `result` (normalized); a `ResultEntered` follows when it decides the match. */
export type OnlinePlayFinished = Event<'OnlinePlayFinished', { readonly gameId: string; readonly result: MatchResult; readonly at: string }>;
/**
 * The online game ended differently from the match's final result (a staff entry during play):
 * neither is dropped; judges see both and decide with `correctResult` (issue 18).
 */
export type OnlineResultDisputed = Event<
  'OnlineResultDisputed',
  { readonly gameId: string; readonly gameResult: MatchResult; readonly finalResult: MatchResult; readonly at: string }
>;
/** A judge's correction of a final result (issue 18): the previous and the new result, why and by whom. */
export type ResultCorrected = Event<
  'ResultCorrected',
  {
    readonly correctionId: string;
    readonly previous: MatchResult;
    readonly result: MatchResult;
    readonly reason: string;
    readonly accountId: string;
    readonly at: string;
  }
>;

/**
 * The round's pairings were withdrawn and the round paired again (`repairRound`, ADR 0046): this
 * match is void and takes no report, entry or online game; the new pairings have new match ids.
 */
export type MatchVoided = Event<'MatchVoided', { readonly reason: 'pairings_withdrawn'; readonly at: string }>;

export type MatchEvent =
  | MatchPaired
  | MatchReseated
  | MatchTimeExtended
  | ResultReported
  | ResultEntered
  | MatchResultRecorded
  | MatchDisputed
  | OnlinePlayStarted
  | OnlinePlayFinished
  | OnlineResultDisputed
  | ResultCorrected
  | MatchVoided;

export function matchStreamId(matchId: string): string {
  return `match-${matchId}`;
}

/**
 * Match ids are derived, so every process names the same match the same way. A round paired
 * again after its pairings were withdrawn (generation 1 and up) gets new ids: the withdrawn
 * matches keep their streams (ADR 0046).
 */
export function matchIdFor(tournamentId: string, round: number, table: number, generation = 0): string {
  return generation === 0 ? `${tournamentId}.r${round}.t${table}` : `${tournamentId}.r${round}.g${generation}.t${table}`;
}
