import { AppError } from '@arbiter/errors';
import { type Actor, type IncidentEntry, playerOfAccount } from '@arbiter/tournament-domain';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { holds, TournamentAccess } from './tournament-access.js';

/**
 * The incident record of a tournament (TR 15.3): staff see every incident, a player sees the
 * rulings about themselves (to appeal them, TR 15.2), nobody else sees any.
 */
export class GetIncidentsQuery extends Query<IncidentEntry[]> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetIncidentsQuery)
export class GetIncidentsHandler implements IQueryHandler<GetIncidentsQuery, IncidentEntry[]> {
  constructor(
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
  ) {}

  async execute(query: GetIncidentsQuery): Promise<IncidentEntry[]> {
    const { roles } = await this.access.read(query.tournamentId, query.viewer);
    if (!query.viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
    const { state } = await this.tournaments.load(query.tournamentId);
    if (state.status === 'none') throw new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
    const incidents = Object.values(state.incidents);
    if (holds(roles, 'viewIncidents')) return incidents;
    const player = playerOfAccount(state, query.viewer.accountId);
    if (!player) throw new AppError('AUTH.FORBIDDEN', 'incidents are for the staff and the players they concern');
    return incidents.filter((incident) => incident.playerId === player.playerId);
  }
}
