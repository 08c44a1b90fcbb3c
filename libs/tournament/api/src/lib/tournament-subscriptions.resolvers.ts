import { AppError } from '@arbiter/errors';
import {
  GetMatchQuery,
  GetPairingsQuery,
  GetRoundClockQuery,
  GetStandingsQuery,
  GetTournamentsQuery,
  holds,
  type DisputeOpenedPayload,
  type MatchUpdatedPayload,
  type PairingsPublishedPayload,
  type RoundClockPayload,
  type RoundPairingsView,
  type StandingsUpdatedPayload,
  type TeamUpdatedPayload,
  type TournamentPubSub,
} from '@arbiter/tournament-application';
import type { QueryBus } from '@nestjs/cqrs';
import { filter, pipe } from 'graphql-yoga';
import { SharedReads } from './shared-reads.js';
import { actorOf, type TournamentContext } from './tournament-context.js';
import { readWhenCaughtUp } from './wait-for-read-model.js';

type Ctx = TournamentContext;
type TournamentArgs = { readonly tournamentId: string };

async function requireVisible(queries: QueryBus, context: Ctx, tournamentId: string): Promise<void> {
  const found = await queries.execute(new GetTournamentsQuery(actorOf(context.viewer), [tournamentId]));
  if (!found.has(tournamentId)) throw new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
}

/** Subscriptions over server-sent events; each checks access when it starts. */
export function tournamentSubscriptionResolvers(queries: QueryBus, pubSub: TournamentPubSub) {
  // Every subscriber passed the visibility check when it subscribed, and a round's pairings are
  // the same for all who may see them: the subscribers of one publication share its reads.
  const publishedPairings = new SharedReads<RoundPairingsView | null>();
  return {
    pairingsPublished: {
      subscribe: async (_: unknown, args: TournamentArgs, context: Ctx) => {
        await requireVisible(queries, context, args.tournamentId);
        return pubSub.subscribe('pairingsPublished', args.tournamentId);
      },
      resolve: (payload: PairingsPublishedPayload, _: unknown, context: Ctx) =>
        readWhenCaughtUp(
          () =>
            publishedPairings.read(`${payload.tournamentId}/${payload.round}`, () =>
              queries.execute(new GetPairingsQuery(actorOf(context.viewer), payload.tournamentId, payload.round)),
            ),
          (pairings) => pairings !== null,
        ),
    },
    roundClock: {
      subscribe: async (_: unknown, args: TournamentArgs, context: Ctx) => {
        await requireVisible(queries, context, args.tournamentId);
        return pubSub.subscribe('roundClock', args.tournamentId);
      },
      resolve: (payload: RoundClockPayload, _: unknown, context: Ctx) =>
        queries.execute(new GetRoundClockQuery(actorOf(context.viewer), payload.tournamentId)),
    },
    standingsUpdated: {
      subscribe: async (_: unknown, args: TournamentArgs, context: Ctx) => {
        await requireVisible(queries, context, args.tournamentId);
        return pubSub.subscribe('standingsUpdated', args.tournamentId);
      },
      resolve: (payload: StandingsUpdatedPayload, _: unknown, context: Ctx) =>
        readWhenCaughtUp(
          () => queries.execute(new GetStandingsQuery(actorOf(context.viewer), payload.tournamentId)),
          (standings) => (standings?.resultsVersion ?? -1) >= payload.resultsVersion,
        ),
    },
    disputeOpened: {
      subscribe: async (_: unknown, args: TournamentArgs, context: Ctx) => {
        await requireVisible(queries, context, args.tournamentId);
        const roles = await context.tournamentLoaders.viewerRoles.load(args.tournamentId);
        if (!holds(roles, 'viewDisputes')) throw new AppError('AUTH.FORBIDDEN', 'disputes are for judges and the organizer');
        return pubSub.subscribe('disputeOpened', args.tournamentId);
      },
      resolve: (payload: DisputeOpenedPayload, _: unknown, context: Ctx) =>
        readWhenCaughtUp(
          () => queries.execute(new GetMatchQuery(actorOf(context.viewer), payload.matchId)),
          (match) => match?.status === 'disputed' || match?.status === 'final',
        ),
    },
    teamUpdated: {
      // Team invitations are the members' business (teamInvitations shows a player only theirs):
      // each subscriber hears of the teams their account is in, the organizer of every team.
      subscribe: async (_: unknown, args: TournamentArgs, context: Ctx) => {
        const viewer = context.viewer;
        if (!viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first (send "Authorization: Bearer <token>")');
        await requireVisible(queries, context, args.tournamentId);
        const everyTeam = holds(await context.tournamentLoaders.viewerRoles.load(args.tournamentId), 'registerPlayers');
        return pipe(
          pubSub.subscribe('teamUpdated', args.tournamentId),
          filter((payload: TeamUpdatedPayload) => everyTeam || payload.accountIds.includes(viewer.accountId)),
        );
      },
      resolve: ({ tournamentId, teamId, name, change }: TeamUpdatedPayload) => ({ tournamentId, teamId, name, change }),
    },
    matchUpdated: {
      subscribe: async (_: unknown, args: { readonly matchId: string }, context: Ctx) => {
        // The match query applies the tournament's visibility: a match the viewer cannot read cannot be followed.
        const match = await queries.execute(new GetMatchQuery(actorOf(context.viewer), args.matchId));
        if (!match) throw new AppError('MATCH.NOT_FOUND', 'no such match');
        return pubSub.subscribe('matchUpdated', args.matchId);
      },
      resolve: (payload: MatchUpdatedPayload, _: unknown, context: Ctx) =>
        readWhenCaughtUp(
          () => queries.execute(new GetMatchQuery(actorOf(context.viewer), payload.matchId)),
          (match) => payload.status === null || match?.status === payload.status || match?.status === 'final',
        ),
    },
  };
}
