import { accept, type Decision, firstFailure, refusal } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import { currentRound, type ExistingTournament, type TournamentState } from '../state/tournament.state.js';
import { standingsOf } from '../standings/standings.js';
import { topCutBracket } from '../top-cut/top-cut-bracket.js';
import { existing } from './guards.js';

export interface FinishTournament {
  readonly type: 'FinishTournament';
  readonly actor: Actor | null;
  readonly now: string;
}

/**
 * Ends the event once no round is being played: the champion is the top-cut winner, or the
 * leader of the Swiss standings when there is no cut. A top cut in progress must be decided first.
 */
export function decideFinishTournament(command: FinishTournament, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const last = currentRound(tournament);
  const bracket = topCutBracket(tournament);
  const failure = firstFailure(
    () => checkPermission(tournament, command.actor, 'finishTournament'),
    () => (tournament.status === 'swiss' || tournament.status === 'top_cut' ? null : refusal('TOURNAMENT.NOT_RUNNING', `the tournament is ${tournament.status}`)),
    () => (last === null || last.status === 'completed' ? null : refusal('ROUND.NOT_COMPLETE', `round ${last.round} is still being played`)),
    () => (bracket === null || bracket.champion !== null ? null : refusal('TOPCUT.NOT_COMPLETE', 'the top cut is not decided yet')),
  );
  if (failure) return { ok: false, error: failure };
  return accept({ type: 'TournamentFinished', data: { champions: champions(tournament, bracket?.champion ?? null), at: command.now } });
}

function champions(tournament: ExistingTournament, topCutChampion: string | null): string[] {
  if (topCutChampion) return [topCutChampion];
  const standings = standingsOf(tournament);
  const leader = standings.ok ? standings.standings.rows[0]?.entrant : undefined;
  return leader ? [leader] : [];
}
