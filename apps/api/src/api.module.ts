import { GameGraphql } from '@arbiter/game-api';
import { GameModule } from '@arbiter/game-application';
import { GraphqlModule } from '@arbiter/graphql-server';
import { IdentityGraphql } from '@arbiter/identity-api';
import { DEFAULT_LOGIN_LIMITS, IdentityModule, identityMigrations } from '@arbiter/identity-application';
import { MetricsModule } from '@arbiter/platform-metrics';
import { QueueModule } from '@arbiter/platform-queue';
import { DeadLettersGraphql } from '@arbiter/platform-queue/graphql';
import {
  type ArbiterConfig,
  ConfigModule,
  DatabaseModule,
  HealthModule,
  installationKeyPrefix,
  RedisConnections,
  RedisModule,
} from '@arbiter/platform-runtime';
import { DecklistsGraphql, IncidentsGraphql, TournamentGraphql } from '@arbiter/tournament-api';
import {
  createRedisTournamentPubSub,
  PAIRING_TOPIC,
  SCORE_REPORTING_TOPIC,
  TournamentModule,
  TournamentPubSubModule,
  tournamentMigrations,
} from '@arbiter/tournament-application';
import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApiContextFactory } from './context/api-context.factory.js';
import { HealthGraphql } from './health/health.graphql.js';
import { PairingsResponseCache } from './pairings-cache/pairings-response-cache.js';
import { PublicPairingsDocuments } from './public-pairings/public-pairings-documents.js';

/** Every read-model migration the api runs at start-up (the event store's own come first). */
export const apiMigrations = [...identityMigrations, ...tournamentMigrations];

@Module({})
export class ApiModule {
  static forRoot(config: ArbiterConfig): DynamicModule {
    // One instance of each context module, imported wherever its providers are needed.
    const identity = IdentityModule.forRoot(
      { jwtSecret: config.jwtSecret, jwtTtlSeconds: config.jwtTtlSeconds },
      {
        inject: [RedisConnections],
        useFactory: (redis: RedisConnections) => ({
          redis: redis.create('login-throttle'),
          keyPrefix: installationKeyPrefix(config),
          ...DEFAULT_LOGIN_LIMITS,
        }),
      },
    );
    return {
      module: ApiModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({ applicationName: 'arbiter-api', migrations: apiMigrations }),
        RedisModule,
        CqrsModule.forRoot(),
        // Subscriptions hear what any process publishes (the worker's results too) over Redis.
        TournamentPubSubModule.forRoot({
          inject: [RedisConnections],
          useFactory: (redis: RedisConnections) =>
            createRedisTournamentPubSub(redis.create('tournament-publish'), redis.create('tournament-subscribe')),
        }),
        identity,
        TournamentModule,
        GameModule,
        // No consumers here: the queue gives `/metrics` its depths and organizers their dead letters.
        QueueModule.forApi({ topics: [SCORE_REPORTING_TOPIC, PAIRING_TOPIC] }),
        MetricsModule.forApi(),
        GraphqlModule.forRoot({
          imports: [HealthModule, identity, TournamentModule],
          contributions: [HealthGraphql, IdentityGraphql, TournamentGraphql, IncidentsGraphql, DecklistsGraphql, GameGraphql, DeadLettersGraphql],
          contextFactory: ApiContextFactory,
        }),
      ],
      providers: [PairingsResponseCache, PublicPairingsDocuments],
    };
  }
}
