import { topCutSeeds } from '@arbiter/pairing';
import { accept, type Decision, firstFailure, refusal, refuse } from '../decision.js';
import { matchIdFor } from '../events/match.events.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import { evolveTournament } from '../state/evolve-tournament.js';
import { currentRound, swissRoundsPlayed, type TournamentState } from '../state/tournament.state.js';
import { standingsOf } from '../standings/standings.js';
import { nextTopCutTables, topCutBracket } from '../top-cut/top-cut-bracket.js';
import { existing } from './guards.js';

export interface StartTopCut {
  readonly type: 'StartTopCut';
  readonly actor: Actor | null;
  readonly now: string;
}

/**
 * After the last Swiss round, the best entrants of the final standings who have not dropped go
 * to the single-elimination top cut (1v1, teams) or the final pods (FFA3), and its first round
 * is paired at once.
 */
export function decideStartTopCut(command: StartTopCut, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const last = currentRound(tournament);
  const size = tournament.settings.topCut;
  const failure = firstFailure(
    () => checkPermission(tournament, command.actor, 'startTopCut'),
    () => (tournament.status === 'swiss' ? null : refusal('TOPCUT.NOT_AVAILABLE', 'the top cut follows the Swiss rounds')),
    () => (size > 0 ? null : refusal('TOPCUT.NOT_CONFIGURED', 'this tournament has no top cut')),
    () =>
      swissRoundsPlayed(tournament) >= (tournament.swissRounds ?? 0) && last?.status === 'completed'
        ? null
        : refusal('TOPCUT.SWISS_NOT_COMPLETE', 'play and complete every Swiss round first'),
  );
  if (failure) return { ok: false, error: failure };
  const standings = standingsOf(tournament);
  if (!standings.ok) return { ok: false, error: standings.error };
  const seeds = topCutSeeds(standings.standings.rows, size);
  if (seeds.length < size) return refuse('TOPCUT.NOT_ENOUGH_ENTRANTS', `a top ${size} needs ${size} entrants still in the event, there are ${seeds.length}`);
  const started: TournamentEvent = { type: 'TopCutStarted', data: { size, seeds, at: command.now } };
  const afterStart = evolveTournament(tournament, started);
  const bracket = afterStart.status === 'none' ? null : topCutBracket(afterStart);
  const round = tournament.rounds.length + 1;
  const tables = bracket ? nextTopCutTables(bracket, tournament.tournamentId, round, matchIdFor) : [];
  const firstRound: TournamentEvent = { type: 'RoundPaired', data: { round, phase: 'top_cut', tables, byes: [], relaxations: [], at: command.now } };
  return accept<TournamentEvent>(started, firstRound);
}
