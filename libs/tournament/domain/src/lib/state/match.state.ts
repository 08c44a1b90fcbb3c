import type { MatchEvent, MatchPaired, MatchSeat } from '../events/match.events.js';
import type { MatchResult } from '../results/match-result.js';

export interface MatchReport {
  readonly reportId: string;
  readonly kind: 'player' | 'staff';
  /** The seat reported for (`null` for a staff entry). */
  readonly entrantId: string | null;
  readonly accountId: string;
  readonly result: MatchResult;
  /** The report of another seat this one confirmed (`confirmResult`), else null. */
  readonly confirms: string | null;
  readonly at: string;
}

/** A judge's correction of the final result, for the match's history. */
export interface MatchCorrection {
  readonly correctionId: string;
  readonly previous: MatchResult;
  readonly result: MatchResult;
  readonly reason: string;
  readonly accountId: string;
  readonly at: string;
}

/** An online game ended differently from the final result; judges decide (`correctResult`). */
export interface OnlineConflict {
  readonly gameId: string;
  readonly gameResult: MatchResult;
  readonly finalResult: MatchResult;
}

interface MatchData {
  readonly info: Omit<MatchPaired['data'], 'seats' | 'at'>;
  readonly seats: readonly MatchSeat[];
  /** Every report and staff entry, oldest first. */
  readonly reports: readonly MatchReport[];
  readonly extensionMinutes: number;
  /** The match's online game, if one was started. */
  readonly onlinePlay: { readonly gameId: string; readonly status: 'playing' | 'finished' } | null;
  /** Open until a judge corrects the result (or confirms it by correcting to the game's result). */
  readonly conflict: OnlineConflict | null;
  readonly corrections: readonly MatchCorrection[];
  /** Set when the round's pairings were withdrawn (`MatchVoided`): the match takes nothing more. */
  readonly voidedAt: string | null;
}

/**
 * A match by status: `open` (nothing reported), `reported` (reports wait for reconciliation or
 * for the other seat), `disputed` (seats disagree; a judge decides), `final`.
 */
export type MatchState =
  | { readonly status: 'unpaired' }
  | (MatchData & { readonly status: 'open' })
  | (MatchData & { readonly status: 'reported' })
  | (MatchData & { readonly status: 'disputed'; readonly disputedReportIds: readonly string[] })
  | (MatchData & {
      readonly status: 'final';
      readonly result: MatchResult;
      readonly decidedBy: 'agreement' | 'single_report' | 'staff';
      readonly decidedReportIds: readonly string[];
    });

export type PairedMatch = Exclude<MatchState, { readonly status: 'unpaired' }>;

export function initialMatchState(): MatchState {
  return { status: 'unpaired' };
}

export function evolveMatch(state: MatchState, event: MatchEvent): MatchState {
  if (event.type === 'MatchPaired') {
    const { seats, at: _at, ...info } = event.data;
    return { status: 'open', info, seats, reports: [], extensionMinutes: 0, onlinePlay: null, conflict: null, corrections: [], voidedAt: null };
  }
  if (state.status === 'unpaired') return state;
  switch (event.type) {
    case 'MatchReseated':
      return { ...state, seats: event.data.seats };
    case 'MatchTimeExtended':
      return { ...state, extensionMinutes: state.extensionMinutes + event.data.minutes };
    case 'ResultReported': {
      const { reportId, entrantId, accountId, result, confirms, at } = event.data;
      return withReport(state, { reportId, kind: 'player', entrantId, accountId, result, confirms, at });
    }
    case 'ResultEntered': {
      const { reportId, accountId, result, at } = event.data;
      return withReport(state, { reportId, kind: 'staff', entrantId: null, accountId, result, confirms: null, at });
    }
    case 'MatchDisputed':
      return { ...matchData(state), status: 'disputed', disputedReportIds: event.data.reportIds };
    case 'MatchResultRecorded':
      return {
        ...matchData(state),
        status: 'final',
        result: event.data.result,
        decidedBy: event.data.decidedBy,
        decidedReportIds: event.data.reportIds,
      };
    case 'OnlinePlayStarted':
      return { ...state, onlinePlay: { gameId: event.data.gameId, status: 'playing' } };
    case 'OnlinePlayFinished':
      return { ...state, onlinePlay: { gameId: event.data.gameId, status: 'finished' } };
    case 'OnlineResultDisputed': {
      const { gameId, gameResult, finalResult } = event.data;
      return { ...state, conflict: { gameId, gameResult, finalResult } };
    }
    case 'ResultCorrected': {
      if (state.status !== 'final') return state;
      return { ...state, result: event.data.result, conflict: null, corrections: [...state.corrections, event.data] };
    }
    case 'MatchVoided':
      return { ...state, voidedAt: event.data.at };
    default: {
      const unreachable: never = event;
      throw new Error(`unknown match event ${JSON.stringify(unreachable)}`);
    }
  }
}

/** A new report keeps a final or disputed match as it is; an open match becomes `reported`. */
function withReport(state: PairedMatch, report: MatchReport): PairedMatch {
  const reports = [...state.reports, report];
  if (state.status === 'open') return { ...state, reports, status: 'reported' };
  return { ...state, reports };
}

function matchData(state: PairedMatch): MatchData {
  const { info, seats, reports, extensionMinutes, onlinePlay, conflict, corrections, voidedAt } = state;
  return { info, seats, reports, extensionMinutes, onlinePlay, conflict, corrections, voidedAt };
}

/** The seat an account plays at (a team seat lists both members). */
export function seatOfAccount(state: PairedMatch, accountId: string): MatchSeat | null {
  return state.seats.find((seat) => seat.accountIds.includes(accountId)) ?? null;
}

/** The latest report of each seat (a player may correct their report). */
export function latestReportsBySeat(state: PairedMatch): ReadonlyMap<string, MatchReport> {
  const latest = new Map<string, MatchReport>();
  for (const report of state.reports) if (report.kind === 'player' && report.entrantId) latest.set(report.entrantId, report);
  return latest;
}

/** The refusal for anything asked of a match whose pairings were withdrawn (ADR 0046). */
export const MATCH_VOIDED_MESSAGE = 'the pairings of this match were withdrawn and its round paired again; see the new pairings';
