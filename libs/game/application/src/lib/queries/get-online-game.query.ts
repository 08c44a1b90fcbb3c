import { AppError } from '@arbiter/errors';
import type { Viewer } from '@arbiter/rulesets';
import { type ExistingOnlineGame, viewerOf } from '@arbiter/game-domain';
import { TournamentAccess } from '@arbiter/tournament-application';
import { type Actor, staffRoles } from '@arbiter/tournament-domain';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { OnlineGameRepository } from '../online-game.repository.js';

/** A game as one viewer may read it: the resolvers derive the view, the legal actions and the replay. */
export interface OnlineGameRead {
  readonly state: ExistingOnlineGame;
  readonly version: number;
  readonly viewer: Viewer;
}

/** An online game by id, for whoever may see it (its tournament must be visible to the actor). */
export class GetOnlineGameQuery extends Query<OnlineGameRead> {
  constructor(
    readonly actor: Actor | null,
    readonly gameId: string,
  ) {
    super();
  }
}

@QueryHandler(GetOnlineGameQuery)
export class GetOnlineGameHandler implements IQueryHandler<GetOnlineGameQuery, OnlineGameRead> {
  constructor(
    private readonly games: OnlineGameRepository,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: GetOnlineGameQuery): Promise<OnlineGameRead> {
    const { state, version } = await this.games.load(query.gameId);
    if (state.status === 'none') throw new AppError('GAME.NOT_FOUND', 'no such game');
    const accountId = query.actor?.accountId ?? null;
    const seated = accountId !== null && viewerOf(state, accountId, false).kind === 'seat';
    // The players of a table always see their own game; anybody else only within a tournament they may read.
    const roles = seated ? [] : (await this.access.read(state.info.tournamentId, query.actor)).roles;
    const isStaff = roles.some((role) => staffRoles.includes(role));
    return { state, version, viewer: viewerOf(state, accountId, isStaff) };
  }
}
