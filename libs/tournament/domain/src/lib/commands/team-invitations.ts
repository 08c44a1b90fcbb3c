import { accept, type Decision, refuse } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import type { Actor } from '../roles/roles.js';
import { type ExistingTournament, playerOfAccount, type TeamInvitationEntry, type TournamentState } from '../state/tournament.state.js';
import { existing, registrationOpen } from './guards.js';
import { checkMembers, teamFormed } from './register-team.js';

export interface AnswerTeamInvitation {
  readonly type: 'AcceptTeamInvitation' | 'DeclineTeamInvitation';
  readonly actor: Actor | null;
  readonly teamId: string;
  readonly now: string;
}

export interface LeaveTeam {
  readonly type: 'LeaveTeam';
  readonly actor: Actor | null;
  readonly now: string;
}

type Invited = { readonly tournament: ExistingTournament; readonly invitation: TeamInvitationEntry; readonly playerId: string };

/** The invitation and the invited player answering it, or the refusal. */
function invitedPlayer(command: AnswerTeamInvitation, state: TournamentState): Invited | Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  if (!command.actor) return refuse('AUTH.UNAUTHENTICATED', 'log in first');
  const tournament = found.value;
  const invitation = tournament.teamInvitations[command.teamId];
  const player = playerOfAccount(tournament, command.actor.accountId);
  if (!invitation || !player || !invitation.playerIds.includes(player.playerId)) {
    return refuse('TEAM.INVITATION_NOT_FOUND', 'you have no invitation to this team');
  }
  if (invitation.acceptedBy.includes(player.playerId)) return refuse('TEAM.INVITATION_ANSWERED', 'you have accepted this team already');
  return { tournament, invitation, playerId: player.playerId };
}

/**
 * An invited player accepts (issue 18 item 9). When every member has accepted, the team forms
 * (`TeamRegistered`) in the same decision, unless a member has joined another team meanwhile.
 */
export function decideAcceptTeamInvitation(command: AnswerTeamInvitation, state: TournamentState): Decision<TournamentEvent> {
  const invited = invitedPlayer(command, state);
  if ('ok' in invited) return invited;
  const { tournament, invitation, playerId } = invited;
  const closed = registrationOpen(tournament);
  if (closed) return { ok: false, error: closed };
  const members = checkMembers(tournament, invitation.playerIds);
  if (members) return { ok: false, error: members };
  const accepted: TournamentEvent = { type: 'TeamInvitationAccepted', data: { teamId: invitation.teamId, playerId, at: command.now } };
  const everyone = invitation.playerIds.every((id) => id === playerId || invitation.acceptedBy.includes(id));
  if (!everyone) return accept(accepted);
  return accept(accepted, teamFormed(tournament, invitation.teamId, invitation.name, invitation.playerIds, command.now));
}

/** An invited player declines: the proposal is dropped, and nobody is in a team because of it. */
export function decideDeclineTeamInvitation(command: AnswerTeamInvitation, state: TournamentState): Decision<TournamentEvent> {
  const invited = invitedPlayer(command, state);
  if ('ok' in invited) return invited;
  return accept({ type: 'TeamInvitationDeclined', data: { teamId: invited.invitation.teamId, playerId: invited.playerId, at: command.now } });
}

/** A player leaves their team before the event starts; the team is dissolved (a team has two players, 648.2). */
export function decideLeaveTeam(command: LeaveTeam, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  if (!command.actor) return refuse('AUTH.UNAUTHENTICATED', 'log in first');
  const tournament = found.value;
  const player = playerOfAccount(tournament, command.actor.accountId);
  if (!player?.teamId) return refuse('TEAM.NOT_IN_TEAM', 'you are not in a team of this tournament');
  if (tournament.status !== 'registration') {
    return refuse('TOURNAMENT.ALREADY_STARTED', 'teams are fixed once the event has started; drop instead (dropPlayer)', { ruleRef: 'CR 1.4 489.2' });
  }
  return accept({ type: 'TeamLeft', data: { teamId: player.teamId, playerId: player.playerId, at: command.now } });
}
