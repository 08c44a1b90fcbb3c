import type { OutboxProcessor } from '@arbiter/application';
import { identityMigrations } from '@arbiter/identity-application';
import { MetricsModule } from '@arbiter/platform-metrics';
import { QueueModule } from '@arbiter/platform-queue';
import {
  type ArbiterConfig,
  ConfigModule,
  DatabaseModule,
  HealthModule,
  RedisConnections,
  RedisModule,
} from '@arbiter/platform-runtime';
import {
  createRedisTournamentPubSub,
  TournamentProcessingModule,
  TournamentPubSubModule,
  tournamentMigrations,
  tournamentProcessors,
} from '@arbiter/tournament-application';
import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** What the worker runs besides the product's processors (the fault tests add their own). */
export interface WorkerExtensions {
  /** Processor classes without dependencies of their own; the worker provides them. */
  readonly processors?: readonly Type<OutboxProcessor>[];
  readonly migrations?: readonly (new () => object)[];
}

interface ProductProcessing {
  /** Modules that provide (and export) the processors. */
  readonly imports: NonNullable<ModuleMetadata['imports']>;
  readonly processors: readonly Type<OutboxProcessor>[];
  /** Read-model migrations the processors write to. */
  readonly migrations: readonly (new () => object)[];
}

/**
 * The product's processors (score reporting and automatic pairing), the module that provides
 * them, and the read-model migrations: the same list as the api's, so whichever process starts
 * first creates every table.
 */
const productProcessing: ProductProcessing = {
  imports: [TournamentProcessingModule],
  processors: tournamentProcessors,
  migrations: [...identityMigrations, ...tournamentMigrations],
};

@Module({})
export class WorkerModule {
  static forRoot(config: ArbiterConfig, extensions: WorkerExtensions = {}): DynamicModule {
    const processors = [...productProcessing.processors, ...(extensions.processors ?? [])];
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({
          applicationName: 'arbiter-worker',
          migrations: [...productProcessing.migrations, ...(extensions.migrations ?? [])],
        }),
        RedisModule,
        CqrsModule.forRoot(),
        HealthModule,
        // Results and disputes reach the api's SSE subscribers through Redis.
        TournamentPubSubModule.forRoot({
          inject: [RedisConnections],
          useFactory: (redis: RedisConnections) =>
            createRedisTournamentPubSub(redis.create('tournament-publish'), redis.create('tournament-subscribe')),
        }),
        QueueModule.forWorker({
          imports: productProcessing.imports,
          processors,
          providers: [...(extensions.processors ?? [])],
        }),
        MetricsModule.forWorker(),
      ],
    };
  }
}
