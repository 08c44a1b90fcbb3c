import { accept, type Decision, firstFailure, refusal, type Refusal } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission, may } from '../roles/roles.js';
import { modeFacts, TEAM_SIZE } from '../settings/modes.js';
import type { ExistingTournament, TournamentState } from '../state/tournament.state.js';
import { checkName, existing, registrationOpen } from './guards.js';

export interface RegisterTeam {
  readonly type: 'RegisterTeam';
  readonly actor: Actor | null;
  readonly teamId: string;
  readonly name: string;
  readonly playerIds: readonly string[];
  readonly now: string;
}

/**
 * Two registered players form a fixed team (Magma Chamber, 648.2). The organizer forms it at
 * once (`TeamRegistered`); a member proposes it (`TeamProposed`), and it forms only when the other
 * member accepts (issue 18: nobody is bound into a team without saying yes).
 */
export function decideRegisterTeam(command: RegisterTeam, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const failure = firstFailure(
    () =>
      modeFacts[tournament.settings.mode].entrant === 'team'
        ? null
        : refusal('TEAM.NOT_A_TEAM_MODE', 'only Magma Chamber (2v2) tournaments have teams', { ruleRef: 'CR 1.4 489.2' }),
    () => checkTeamRegistrant(tournament, command),
    () => registrationOpen(tournament),
    () => checkName(command.name, 'team'),
    () => checkMembers(tournament, command.playerIds),
  );
  if (failure) return { ok: false, error: failure };
  const name = command.name.trim();
  if (command.actor && !may(tournament, command.actor, 'registerPlayers')) {
    const proposer = command.playerIds.find((id) => tournament.players[id]?.accountId === command.actor?.accountId) ?? '';
    return accept({ type: 'TeamProposed', data: { teamId: command.teamId, name, playerIds: command.playerIds, proposedBy: proposer, at: command.now } });
  }
  return accept(teamFormed(tournament, command.teamId, name, command.playerIds, command.now));
}

/** The team enters the field: it joins in the next round to pair, or later if a member joined later. */
export function teamFormed(tournament: ExistingTournament, teamId: string, name: string, playerIds: readonly string[], now: string): TournamentEvent {
  const joinedInRound = Math.max(tournament.rounds.length + 1, ...playerIds.map((id) => tournament.players[id]?.joinedInRound ?? 1));
  return { type: 'TeamRegistered', data: { teamId, name, playerIds, joinedInRound, at: now } };
}

function checkTeamRegistrant(tournament: ExistingTournament, command: RegisterTeam): Refusal | null {
  if (!command.actor) return refusal('AUTH.UNAUTHENTICATED', 'log in first');
  if (may(tournament, command.actor, 'registerPlayers')) return null;
  const actorId = command.actor.accountId;
  const isMember = command.playerIds.some((id) => tournament.players[id]?.accountId === actorId);
  return isMember ? null : checkPermission(tournament, command.actor, 'registerPlayers');
}

export function checkMembers(tournament: ExistingTournament, playerIds: readonly string[]): Refusal | null {
  if (playerIds.length !== TEAM_SIZE || new Set(playerIds).size !== TEAM_SIZE) {
    return refusal('TEAM.INVALID_MEMBERS', `a team has ${TEAM_SIZE} different players`, { ruleRef: 'CR 1.4 489.2' });
  }
  for (const playerId of playerIds) {
    const player = tournament.players[playerId];
    if (!player) return refusal('PLAYER.NOT_FOUND', `player ${playerId} is not registered`);
    if (player.teamId) return refusal('TEAM.PLAYER_IN_TEAM', `${player.displayName} is in a team already`);
  }
  return null;
}
