import { AppError } from '@arbiter/errors';
import { type Actor, checkRepairRound, repairCandidate } from '@arbiter/tournament-domain';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { TournamentAccess } from './tournament-access.js';

/**
 * The round the organizer may pair again after a correction (ADR 0046), or `null`: the current
 * Swiss round, when a result of an earlier round was corrected after it was paired and nothing of
 * it is reported or played online yet. The console offers `repairRound` on this answer instead of
 * re-deriving the rule in the browser. Read from the streams, as the pairing draft is: the match
 * streams of the round are read only when a correction made the round a candidate.
 */
export class GetRoundToRepairQuery extends Query<number | null> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetRoundToRepairQuery)
export class GetRoundToRepairHandler implements IQueryHandler<GetRoundToRepairQuery, number | null> {
  constructor(
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
    private readonly matches: MatchRepository,
  ) {}

  async execute(query: GetRoundToRepairQuery): Promise<number | null> {
    await this.access.require(query.tournamentId, query.viewer, 'pairRounds');
    const { state } = await this.tournaments.load(query.tournamentId);
    if (state.status === 'none') throw new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
    const candidate = repairCandidate(state);
    if (!candidate) return null;
    const loaded = await this.matches.loadMany(candidate.tables.map((table) => table.matchId));
    const matches = Object.fromEntries([...loaded].map(([matchId, match]) => [matchId, match.state]));
    return checkRepairRound({ actor: query.viewer, round: candidate.round, matches }, state) ? null : candidate.round;
  }
}
