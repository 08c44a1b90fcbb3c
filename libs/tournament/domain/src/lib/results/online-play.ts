import { accept, type Decision, refuse } from '../decision.js';
import type { MatchEvent } from '../events/match.events.js';
import { MATCH_VOIDED_MESSAGE, type MatchState } from '../state/match.state.js';
import { type MatchResult, type MatchResultInput, sameResult } from './match-result.js';
import { normalizeResult } from './normalize-result.js';

export interface StartOnlinePlay {
  readonly type: 'StartOnlinePlay';
  readonly gameId: string;
  readonly now: string;
}

export interface FinishOnlinePlay {
  readonly type: 'FinishOnlinePlay';
  readonly gameId: string;
  /** The id of the result entry (and of its score-reporting message) when the game decides the match. */
  readonly reportId: string;
  readonly result: MatchResultInput;
  readonly now: string;
}

export interface StopOnlinePlay {
  readonly type: 'StopOnlinePlay';
  readonly gameId: string;
  /** The staff entry's result, which the game ended with. */
  readonly result: MatchResultInput;
  readonly now: string;
}

/** The account named on a result entered by an online game (no person entered it). */
export function onlineGameAccount(gameId: string): string {
  return `online-game:${gameId}`;
}

/**
 * An online game of the match begins (issue 18 item 4): from now until it ends, players' reports
 * and confirmations are refused (the game reports), staff entries still decide. Starting the
 * same game again changes nothing.
 */
export function decideStartOnlinePlay(command: StartOnlinePlay, state: MatchState): Decision<MatchEvent> {
  if (state.status === 'unpaired') return refuse('MATCH.NOT_FOUND', 'no such match');
  if (state.voidedAt) return refuse('MATCH.VOIDED', MATCH_VOIDED_MESSAGE);
  if (state.status === 'final') return refuse('MATCH.ALREADY_FINAL', 'the match has a final result', { ruleRef: 'TR 2026-07-16 408.1' });
  if (state.onlinePlay?.gameId === command.gameId) return accept();
  return accept({ type: 'OnlinePlayStarted', data: { gameId: command.gameId, at: command.now } });
}

/**
 * The match's online game ended (issue 18 item 4). A match without a final result or a staff
 * entry takes the game's result like a staff entry (it decides). A final match, or one a staff
 * entry decides, keeps that result (TR 8.2.1), but a game result that differs from it is never
 * dropped: `OnlineResultDisputed` puts both before the judges, who decide with `correctResult`.
 */
export function decideFinishOnlinePlay(command: FinishOnlinePlay, state: MatchState): Decision<MatchEvent> {
  if (state.status === 'unpaired') return refuse('MATCH.NOT_FOUND', 'no such match');
  const order = state.seats.map((seat) => seat.entrantId);
  const normalized = normalizeResult(state.info.mode, order, command.result, state.info.phase === 'top_cut');
  if (!normalized.ok) return { ok: false, error: normalized.error };
  const result = normalized.result;
  const finished: MatchEvent = { type: 'OnlinePlayFinished', data: { gameId: command.gameId, result, at: command.now } };
  // Staff decided the match while it was played (their entry may still be on its way to the
  // worker): that entry stands like a final result, and the game's result never silently replaces it.
  const decided = state.status === 'final' ? state.result : staffEntryOf(state);
  if (!decided) {
    const entered: MatchEvent = {
      type: 'ResultEntered',
      data: { reportId: command.reportId, accountId: onlineGameAccount(command.gameId), result, at: command.now },
    };
    return accept<MatchEvent>(finished, entered);
  }
  if (sameResult(decided, result)) return accept<MatchEvent>(finished);
  return accept<MatchEvent>(finished, {
    type: 'OnlineResultDisputed',
    data: { gameId: command.gameId, gameResult: result, finalResult: decided, at: command.now },
  });
}

/** The result of the match's latest entry when staff made it (players cannot report during online play). */
function staffEntryOf(state: Exclude<MatchState, { status: 'unpaired' }>): MatchResult | null {
  const latest = state.reports.at(-1);
  return latest?.kind === 'staff' ? latest.result : null;
}

/**
 * Staff decided the match while its online game was played, and the game was ended with their
 * result (issue 18 item 4): the match notes the end of play and nothing else; the staff entry
 * is what decides. A game no longer in progress changes nothing.
 */
export function decideStopOnlinePlay(command: StopOnlinePlay, state: MatchState): Decision<MatchEvent> {
  if (state.status === 'unpaired') return refuse('MATCH.NOT_FOUND', 'no such match');
  if (state.onlinePlay?.gameId !== command.gameId || state.onlinePlay.status !== 'playing') return accept();
  const order = state.seats.map((seat) => seat.entrantId);
  const normalized = normalizeResult(state.info.mode, order, command.result, state.info.phase === 'top_cut');
  if (!normalized.ok) return { ok: false, error: normalized.error };
  return accept<MatchEvent>({ type: 'OnlinePlayFinished', data: { gameId: command.gameId, result: normalized.result, at: command.now } });
}
