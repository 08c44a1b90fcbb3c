import { accept, type Decision, refuse } from '../decision.js';
import type { MatchEvent } from '../events/match.events.js';
import type { Actor } from '../roles/roles.js';
import { latestReportsBySeat, MATCH_VOIDED_MESSAGE, type MatchState, type PairedMatch, seatOfAccount } from '../state/match.state.js';
import type { MatchResultInput } from './match-result.js';
import { normalizeResult } from './normalize-result.js';

export interface ReportResult {
  readonly type: 'ReportResult';
  readonly actor: Actor;
  readonly reportId: string;
  readonly result: MatchResultInput;
  readonly now: string;
}

export interface ConfirmResult {
  readonly type: 'ConfirmResult';
  readonly actor: Actor;
  readonly reportId: string;
  readonly now: string;
}

export interface EnterResult {
  readonly type: 'EnterResult';
  readonly actor: Actor;
  /** Whether the actor is staff of the match's tournament (the handler reads the tournament). */
  readonly actorIsStaff: boolean;
  readonly reportId: string;
  readonly result: MatchResultInput;
  readonly now: string;
}

type OpenMatch = Extract<MatchState, { readonly status: 'open' | 'reported' | 'disputed' }>;

/** The match if it still takes reports, or the refusal. */
function openMatch(state: MatchState): { readonly match: OpenMatch } | { readonly refused: Decision<MatchEvent> } {
  if (state.status === 'unpaired') return { refused: refuse('MATCH.NOT_FOUND', 'no such match') };
  if (state.voidedAt) return { refused: refuse('MATCH.VOIDED', MATCH_VOIDED_MESSAGE) };
  if (state.status === 'final') {
    return { refused: refuse('MATCH.ALREADY_FINAL', 'the match has a final result; the head judge (or the organizer where there is none) corrects it with correctResult', { ruleRef: 'TR 2026-07-16 408.1' }) };
  }
  return { match: state };
}

/** While the match's online game is played, its result comes from the game (or from staff), not from players. */
function onlineGameInProgress(match: PairedMatch): Decision<MatchEvent> | null {
  if (match.onlinePlay?.status !== 'playing') return null;
  return refuse('MATCH.ONLINE_GAME_IN_PROGRESS', 'the online game of this match is still being played; its result is reported when it ends', {
    details: { gameId: match.onlinePlay.gameId },
  });
}

/** A seated player's report; it waits for reconciliation (the score-reporting processor). */
export function decideReportResult(command: ReportResult, state: MatchState): Decision<MatchEvent> {
  const open = openMatch(state);
  if ('refused' in open) return open.refused;
  const match = open.match;
  const seat = seatOfAccount(match, command.actor.accountId);
  if (!seat) return refuse('AUTH.FORBIDDEN', 'only the players of this match may report its result');
  if (match.info.resultPolicy === 'staff_only') {
    return refuse('RESULT.STAFF_ONLY', 'in this tournament only judges and the organizer enter results');
  }
  const playing = onlineGameInProgress(match);
  if (playing) return playing;
  const order = match.seats.map((entry) => entry.entrantId);
  const normalized = normalizeResult(match.info.mode, order, command.result, match.info.phase === 'top_cut');
  if (!normalized.ok) return { ok: false, error: normalized.error };
  return accept({
    type: 'ResultReported',
    data: {
      reportId: command.reportId,
      entrantId: seat.entrantId,
      accountId: command.actor.accountId,
      result: normalized.result,
      confirms: null,
      at: command.now,
    },
  });
}

/** Agrees with the opponent's latest report: the same result, reported for the confirming seat. */
export function decideConfirmResult(command: ConfirmResult, state: MatchState): Decision<MatchEvent> {
  const open = openMatch(state);
  if ('refused' in open) return open.refused;
  const match = open.match;
  const seat = seatOfAccount(match, command.actor.accountId);
  if (!seat) return refuse('AUTH.FORBIDDEN', 'only the players of this match may confirm its result');
  if (match.info.resultPolicy === 'staff_only') {
    return refuse('RESULT.STAFF_ONLY', 'in this tournament only judges and the organizer enter results');
  }
  const playing = onlineGameInProgress(match);
  if (playing) return playing;
  const others = [...latestReportsBySeat(match).values()].filter((report) => report.entrantId !== seat.entrantId);
  const latest = others[others.length - 1];
  if (!latest) return refuse('RESULT.NOTHING_TO_CONFIRM', 'no other player has reported a result yet');
  return accept({
    type: 'ResultReported',
    data: {
      reportId: command.reportId,
      entrantId: seat.entrantId,
      accountId: command.actor.accountId,
      result: latest.result,
      confirms: latest.reportId,
      at: command.now,
    },
  });
}

/** A judge's or organizer's entry decides the match (also a dispute). */
export function decideEnterResult(command: EnterResult, state: MatchState): Decision<MatchEvent> {
  if (!command.actorIsStaff) return refuse('AUTH.FORBIDDEN', 'only judges and the organizer enter results');
  const open = openMatch(state);
  if ('refused' in open) return open.refused;
  const match = open.match;
  // Staff who play (staffMayPlay) never decide their own match or its dispute (issue 18 item 8).
  if (seatOfAccount(match, command.actor.accountId)) return refuse('STAFF.IS_A_PARTY', 'nobody decides the result of a match they play in', { ruleRef: 'TR 2026-07-16 302.2' });
  const order = match.seats.map((entry) => entry.entrantId);
  const normalized = normalizeResult(match.info.mode, order, command.result, match.info.phase === 'top_cut');
  if (!normalized.ok) return { ok: false, error: normalized.error };
  return accept({
    type: 'ResultEntered',
    data: { reportId: command.reportId, accountId: command.actor.accountId, result: normalized.result, at: command.now },
  });
}
