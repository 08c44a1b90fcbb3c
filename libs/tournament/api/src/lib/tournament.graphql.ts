import {
  Clock,
  TOURNAMENT_PUBSUB,
  type TournamentPubSub,
} from '@arbiter/tournament-application';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { tournamentMutationResolvers } from './tournament-mutations.resolvers.js';
import { tournamentQueryResolvers } from './tournament-queries.resolvers.js';
import { tournamentMutationTypeDefs, tournamentQueryTypeDefs, tournamentSubscriptionTypeDefs } from './tournament-queries.graphql-schema.js';
import { tournamentSubscriptionResolvers } from './tournament-subscriptions.resolvers.js';
import { tournamentTypeDefs } from './tournament.types.graphql.js';
import { tournamentTypeResolvers } from './tournament-types.resolvers.js';

/**
 * The tournament GraphQL schema: a contribution for `GraphqlModule.forRoot({ contributions })`.
 * Resolvers only map between GraphQL and the command and query buses (style D.22); rules live
 * in the domain, access rules in the query handlers. The context must carry `viewer` and
 * `tournamentLoaders` (`TournamentContext`).
 */
@Injectable()
export class TournamentGraphql {
  readonly typeDefs = [tournamentTypeDefs, tournamentQueryTypeDefs, tournamentMutationTypeDefs, tournamentSubscriptionTypeDefs].join('\n');

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    @Inject(TOURNAMENT_PUBSUB) private readonly pubSub: TournamentPubSub,
  ) {}

  resolvers() {
    return {
      ...tournamentTypeResolvers(this.queries, this.clock),
      Query: tournamentQueryResolvers(this.queries),
      Mutation: tournamentMutationResolvers(this.commands, this.queries),
      Subscription: tournamentSubscriptionResolvers(this.queries, this.pubSub),
    };
  }
}
