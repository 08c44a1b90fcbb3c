import { accept, type Decision, refuse } from '../decision.js';
import type { MatchEvent } from '../events/match.events.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { isAppealInstance } from '../incidents/incident-commands.js';
import type { Actor } from '../roles/roles.js';
import { type MatchState, type PairedMatch, seatOfAccount } from '../state/match.state.js';
import type { TournamentData, TournamentState } from '../state/tournament.state.js';
import { type MatchResultInput, sameResult, winners } from './match-result.js';
import { normalizeResult } from './normalize-result.js';

export interface CorrectResult {
  readonly type: 'CorrectResult';
  readonly actor: Actor | null;
  readonly correctionId: string;
  readonly result: MatchResultInput;
  readonly reason: string;
  readonly now: string;
}

export const CORRECTION_REASON_MAX = 500;

/**
 * Who corrects this match's result: the appeal instance (the head judge, or the organizer where there
 * is none). Where the head judge plays in the match (an event with `staffMayPlay`), the organizer,
 * who answers for the event's records (TR 2026-07-16 204.3.g), corrects it instead; otherwise no one
 * could, and a wrong result of that match would stand.
 */
export function correctsResultOf(tournament: Pick<TournamentData, 'organizerId' | 'staff'>, match: PairedMatch, accountId: string): boolean {
  if (isAppealInstance(tournament, accountId)) return true;
  if (accountId !== tournament.organizerId) return false;
  return Object.entries(tournament.staff).some(([staffAccount, staff]) => staff.role === 'head_judge' && seatOfAccount(match, staffAccount) !== null);
}

/** What a correction appends: to the match stream, and to the tournament stream when the round is closed. */
export interface CorrectionEvents {
  readonly match: readonly MatchEvent[];
  readonly tournament: readonly TournamentEvent[];
}

/**
 * A judge corrects a final result (issue 18 item 5). The head judge decides, or the organizer
 * where no head judge is named: the same instance that decides appeals (TR 15.2.2), and never
 * about a match they play in (`STAFF.IS_A_PARTY`). The match records the previous and the new
 * result with the reason and the judge (`ResultCorrected`); when the round is already closed,
 * its copy of the results in the tournament stream follows (`RoundResultCorrected`), so later
 * pairings and every standing are computed from the corrected result. Pairings already published
 * stay. A top-cut result whose winner has advanced to a paired round is not corrected here.
 */
export function decideCorrectResult(command: CorrectResult, tournament: TournamentState, match: MatchState): Decision<CorrectionEvents> {
  if (!command.actor) return refuse('AUTH.UNAUTHENTICATED', 'log in first');
  if (tournament.status === 'none' || match.status === 'unpaired' || match.info.tournamentId !== tournament.tournamentId) {
    return refuse('MATCH.NOT_FOUND', 'no such match');
  }
  if (!correctsResultOf(tournament, match, command.actor.accountId)) {
    return refuse('AUTH.FORBIDDEN', 'results are corrected by the head judge, or by the organizer where there is none or the head judge plays in the match', { ruleRef: 'TR 2026-07-16 413.1' });
  }
  if (seatOfAccount(match, command.actor.accountId)) {
    return refuse('STAFF.IS_A_PARTY', 'nobody decides the result of a match they play in', { ruleRef: 'TR 2026-07-16 302.2' });
  }
  if (match.status !== 'final') return refuse('MATCH.NOT_FINAL', 'the match has no final result yet; enter its result instead (enterResult)');
  const reason = command.reason.trim();
  if (reason.length === 0 || reason.length > CORRECTION_REASON_MAX) {
    return refuse('CORRECTION.INVALID_REASON', `a correction gives its reason in 1 to ${CORRECTION_REASON_MAX} characters`);
  }
  const order = match.seats.map((seat) => seat.entrantId);
  const normalized = normalizeResult(match.info.mode, order, command.result, match.info.phase === 'top_cut');
  if (!normalized.ok) return { ok: false, error: normalized.error };
  const result = normalized.result;
  if (sameResult(result, match.result) && !match.conflict) return refuse('CORRECTION.UNCHANGED', 'the match has this result already');
  const round = tournament.rounds.find((entry) => entry.round === match.info.round);
  const laterRound = tournament.rounds.some((entry) => entry.round > match.info.round);
  const winnerChanged = winners(result).join() !== winners(match.result).join();
  if (match.info.phase === 'top_cut' && laterRound && winnerChanged) {
    return refuse('CORRECTION.TOP_CUT_ADVANCED', 'the winner of this top-cut match already plays the next round; the bracket cannot change', { ruleRef: 'TR 2026-07-16 408.4' });
  }
  const corrected: MatchEvent = {
    type: 'ResultCorrected',
    data: { correctionId: command.correctionId, previous: match.result, result, reason, accountId: command.actor.accountId, at: command.now },
  };
  const tournamentEvents: TournamentEvent[] =
    round?.status === 'completed' ? [{ type: 'RoundResultCorrected', data: { round: round.round, matchId: match.info.matchId, result, at: command.now } }] : [];
  return accept({ match: [corrected], tournament: tournamentEvents });
}
