import { accept, type Check, type Decision, firstFailure, refusal } from '../decision.js';
import type { MatchEvent } from '../events/match.events.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import type { MatchState } from '../state/match.state.js';
import { evolveTournament } from '../state/evolve-tournament.js';
import { currentRound, type ExistingTournament, type RoundEntry, type TournamentState } from '../state/tournament.state.js';
import { existing } from './guards.js';
import { pairSwiss } from './pair-next-round.js';

export interface RepairRound {
  readonly type: 'RepairRound';
  readonly actor: Actor | null;
  readonly round: number;
  /** The current state of each match of the round, by match id (the handler loads them). */
  readonly matches: Readonly<Record<string, MatchState>>;
  readonly now: string;
}

/** What re-pairing appends: the withdrawal and the new pairings, and a void for each withdrawn match. */
export interface RepairEvents {
  readonly tournament: readonly TournamentEvent[];
  readonly voided: readonly { readonly matchId: string; readonly events: readonly MatchEvent[] }[];
}

/**
 * The organizer pairs the current Swiss round again (issue 18 item 5, ADR 0046), typically after
 * a correction of an earlier round changed the standings the round was paired from. Pairings are
 * the scorekeeper's to generate (TR 2026-07-16 204.6.a), so only the organizer does it, and only
 * while nothing of the round has happened: no report, confirmation or staff entry, no online
 * game. The published pairings are withdrawn (`RoundPairingsWithdrawn`, every match stream gets
 * `MatchVoided`) and the round is paired from the current standings exactly as `pairNextRound`
 * pairs it (`RoundPaired`, with new match ids).
 */
export function decideRepairRound(command: RepairRound, state: TournamentState): Decision<RepairEvents> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const failure = checkRepairRound(command, tournament);
  if (failure) return { ok: false, error: failure };
  const round = currentRound(tournament);
  if (!round) throw new Error('the checks ensure the round exists');
  const matchIds = round.tables.map((table) => table.matchId);
  const withdrawn: TournamentEvent = { type: 'RoundPairingsWithdrawn', data: { round: round.round, matchIds, at: command.now } };
  const paired = pairSwiss(evolveTournament(tournament, withdrawn) as ExistingTournament, command.now);
  if (!paired.ok) return { ok: false, error: paired.error };
  const voided: MatchEvent = { type: 'MatchVoided', data: { reason: 'pairings_withdrawn', at: command.now } };
  return accept({ tournament: [withdrawn, ...paired.events], voided: matchIds.map((matchId) => ({ matchId, events: [voided] })) });
}

/** Whether the actor may pair `round` again now (the refusals of `decideRepairRound`, without pairing). */
export function checkRepairRound(command: Pick<RepairRound, 'actor' | 'round' | 'matches'>, tournament: ExistingTournament): Check {
  const round = currentRound(tournament);
  return firstFailure(
    () => checkPermission(tournament, command.actor, 'pairRounds'),
    () => (tournament.status === 'swiss' ? null : refusal('ROUND.NOT_SWISS', 'only a round of the Swiss part is paired again; the top cut follows its bracket', { ruleRef: 'TR 2026-07-16 408.4' })),
    () => (round?.round === command.round ? null : refusal('ROUND.NOT_CURRENT', `round ${command.round} is not the current round`)),
    () => (round?.status === 'in_progress' ? null : refusal('ROUND.NOT_IN_PROGRESS', `round ${command.round} is complete`)),
    () => (round?.phase === 'swiss' ? null : refusal('ROUND.NOT_SWISS', 'only a round of the Swiss part is paired again')),
    () => (round ? roundUntouched(round, command.matches) : null),
  );
}

/**
 * The round a correction has made worth pairing again, before its matches are read: the current
 * Swiss round, in progress, paired before a result of an earlier round was corrected. Whether it
 * may be paired again also depends on its matches (`checkRepairRound`).
 */
export function repairCandidate(state: TournamentState): RoundEntry | null {
  if (state.status !== 'swiss') return null;
  const round = currentRound(state);
  return round && round.phase === 'swiss' && round.status === 'in_progress' && round.earlierResultsCorrected ? round : null;
}

/** Refuses when any match of the round has a report, an entry or an online game. */
function roundUntouched(round: RoundEntry, matches: Readonly<Record<string, MatchState>>): Check {
  for (const table of round.tables) {
    const match = matches[table.matchId];
    if (!match || match.status === 'unpaired') return refusal('MATCH.NOT_FOUND', `the match of table ${table.table} was not found`);
    if (match.onlinePlay) {
      return refusal('ROUND.ONLINE_PLAY_STARTED', `the online game of table ${table.table} has started; the round keeps its pairings`);
    }
    if (match.status !== 'open' || match.reports.length > 0) {
      return refusal('ROUND.HAS_RESULTS', `table ${table.table} has a result or a report; the round keeps its pairings`);
    }
  }
  return null;
}
