import { AppError } from '@arbiter/errors';
import { type Actor, playerOfAccount, type TeamInvitationEntry } from '@arbiter/tournament-domain';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { holds, TournamentAccess } from './tournament-access.js';

/**
 * Open team invitations (issue 18): a player sees those that name them (to answer, or to see
 * whether the partner has), the organizer sees all of them. Read from the tournament stream: they
 * are few and short-lived.
 */
export class GetTeamInvitationsQuery extends Query<TeamInvitationEntry[]> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetTeamInvitationsQuery)
export class GetTeamInvitationsHandler implements IQueryHandler<GetTeamInvitationsQuery, TeamInvitationEntry[]> {
  constructor(
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
  ) {}

  async execute(query: GetTeamInvitationsQuery): Promise<TeamInvitationEntry[]> {
    const { roles } = await this.access.read(query.tournamentId, query.viewer);
    if (!query.viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
    const { state } = await this.tournaments.load(query.tournamentId);
    if (state.status === 'none') throw new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
    const invitations = Object.values(state.teamInvitations);
    if (holds(roles, 'registerPlayers')) return invitations;
    const player = playerOfAccount(state, query.viewer.accountId);
    return player ? invitations.filter((invitation) => invitation.playerIds.includes(player.playerId)) : [];
  }
}
