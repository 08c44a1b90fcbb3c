import { accept, type Decision, refuse } from '../decision.js';
import type { RoundResult, TournamentEvent } from '../events/tournament.events.js';
import type { MatchResult } from '../results/match-result.js';
import type { TournamentState } from '../state/tournament.state.js';
import { existing } from './guards.js';

export interface CompleteRound {
  readonly type: 'CompleteRound';
  readonly round: number;
  /** The final result of each match of the round, as read from the match streams (`null`: not final). */
  readonly results: Readonly<Record<string, MatchResult | null>>;
  readonly now: string;
}

/**
 * Closes a round once every match in it is final, copying the results into the tournament
 * stream (pairing and standings read them from there). Run by the score-reporting processor;
 * completing a completed round changes nothing.
 */
export function decideCompleteRound(command: CompleteRound, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const round = found.value.rounds.find((entry) => entry.round === command.round);
  if (!round) return refuse('ROUND.NOT_FOUND', `round ${command.round} was not paired`);
  if (round.status === 'completed') return accept();
  const results: RoundResult[] = [];
  for (const table of round.tables) {
    const result = command.results[table.matchId];
    if (!result) return refuse('ROUND.NOT_COMPLETE', `table ${table.table} has no final result yet`);
    results.push({ matchId: table.matchId, result });
  }
  return accept({ type: 'RoundCompleted', data: { round: round.round, results, at: command.now } });
}
