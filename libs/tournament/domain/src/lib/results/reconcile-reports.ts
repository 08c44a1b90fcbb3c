import { accept, type Decision, refuse } from '../decision.js';
import type { MatchEvent } from '../events/match.events.js';
import { latestReportsBySeat, type MatchReport, type MatchState, type PairedMatch } from '../state/match.state.js';
import { type MatchResult, sameResult } from './match-result.js';

export interface ReconcileReports {
  readonly type: 'ReconcileReports';
  /** The report whose delivery triggered this run (reconciliation looks at every report). */
  readonly reportId: string;
  readonly now: string;
}

/**
 * The score-reporting decision (issue 7), run by the worker for each accepted report under the
 * tournament's result policy:
 * - a staff entry decides (the latest one, if several);
 * - `both_confirm`: every seat's latest report agrees → final; they disagree → disputed (judges
 *   see it); a seat has not reported → nothing yet, the report waits;
 * - `either_player`: the reports so far agree → final; they disagree → disputed;
 * - `staff_only`: player reports are not accepted at all (the command refuses them).
 * Idempotent: a report the final decision or the open dispute already took into account changes
 * nothing, so a redelivered job appends nothing.
 */
export function reconcileReports(command: ReconcileReports, state: MatchState): Decision<MatchEvent> {
  if (state.status === 'unpaired') return refuse('MATCH.NOT_FOUND', 'no such match');
  if (!state.reports.some((report) => report.reportId === command.reportId)) {
    return refuse('REPORT.NOT_FOUND', `report ${command.reportId} is not in this match`);
  }
  if (state.status === 'final') {
    if (state.decidedReportIds.includes(command.reportId)) return accept();
    return refuse('MATCH.ALREADY_FINAL', 'the match was decided before this report', { ruleRef: 'TR 2026-07-16 408.1' });
  }
  const staff = [...state.reports].reverse().find((report) => report.kind === 'staff');
  if (staff) return accept(recorded(state, staff.result, 'staff', command.now));
  return reconcilePlayerReports(state, command.now);
}

function reconcilePlayerReports(state: Exclude<PairedMatch, { status: 'final' }>, now: string): Decision<MatchEvent> {
  const latest = [...latestReportsBySeat(state).values()];
  const [first] = latest;
  if (!first) return accept();
  const agree = latest.every((report) => sameResult(report.result, first.result));
  if (!agree) {
    const reportIds = allReportIds(state.reports);
    if (state.status === 'disputed' && sameIds(state.disputedReportIds, reportIds)) return accept();
    return accept({ type: 'MatchDisputed', data: { reportIds, at: now } });
  }
  if (state.info.resultPolicy === 'either_player') return accept(recorded(state, first.result, 'single_report', now));
  const everySeatReported = state.seats.every((seat) => latest.some((report) => report.entrantId === seat.entrantId));
  return everySeatReported ? accept(recorded(state, first.result, 'agreement', now)) : accept();
}

function recorded(state: PairedMatch, result: MatchResult, decidedBy: 'agreement' | 'single_report' | 'staff', now: string): MatchEvent {
  return { type: 'MatchResultRecorded', data: { result, decidedBy, reportIds: allReportIds(state.reports), at: now } };
}

function allReportIds(reports: readonly MatchReport[]): readonly string[] {
  return reports.map((report) => report.reportId);
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
