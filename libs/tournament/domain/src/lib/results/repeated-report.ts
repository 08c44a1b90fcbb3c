import { latestReportsBySeat, type MatchState, seatOfAccount } from '../state/match.state.js';
import { sameResult } from './match-result.js';
import { normalizeResult } from './normalize-result.js';
import type { ConfirmResult, ReportResult } from './report-result.js';

/**
 * Issue 18 item 6: a client that sends a report or a confirmation again (its connection broke
 * after the server accepted it) repeats what the player already said. When the seat's latest
 * report is this player's own and says the same (the same result; a confirmation again), the
 * answer is that report's id, the original receipt, and nothing is stored. Any other report is
 * new and is decided as usual.
 */
export function repeatedReport(command: ReportResult | ConfirmResult, state: MatchState): string | null {
  if (state.status === 'unpaired') return null;
  const seat = seatOfAccount(state, command.actor.accountId);
  if (!seat) return null;
  const latest = latestReportsBySeat(state).get(seat.entrantId);
  if (!latest || latest.accountId !== command.actor.accountId) return null;
  if (command.type === 'ConfirmResult') return latest.confirms === null ? null : latest.reportId;
  const order = state.seats.map((entry) => entry.entrantId);
  const normalized = normalizeResult(state.info.mode, order, command.result, state.info.phase === 'top_cut');
  return normalized.ok && sameResult(normalized.result, latest.result) ? latest.reportId : null;
}
