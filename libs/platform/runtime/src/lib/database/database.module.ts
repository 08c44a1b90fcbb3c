import { type DynamicModule, Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EventStore, withoutNamedStatements } from '@arbiter/application';
import {
  NotificationListener,
  OutboxStore,
  PostgresEventStore,
  connectDataSource,
  createDataSource,
  runMigrations,
} from '@arbiter/event-store';
import { DataSource } from 'typeorm';
import type { ArbiterConfig } from '../config/arbiter-config.js';
import { ARBITER_CONFIG } from '../config/config.module.js';

export interface DatabaseModuleOptions {
  /** Migrations of the bounded contexts (read-model tables), run after the event store's. */
  readonly migrations?: readonly (new () => object)[];
  readonly applicationName: string;
}

/** Closes the pool and the LISTEN connection when the application shuts down. */
@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationListener,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.notifications.stop();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/**
 * PostgreSQL for a Nest application: the TypeORM DataSource (migrations run at start-up unless
 * switched off), the event store, the outbox and the notification listener.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          inject: [ARBITER_CONFIG],
          useFactory: async (config: ArbiterConfig) => {
            const dataSource = createDataSource({
              url: config.databaseUrl,
              ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
              poolSize: config.databasePoolSize,
              migrations: options.migrations ?? [],
              applicationName: options.applicationName,
            });
            await connectDataSource(dataSource, config.databaseSchema);
            if (config.embeddedDatabase) withoutNamedStatements(dataSource);
            if (config.runMigrationsOnStart) await runMigrations(dataSource);
            return dataSource;
          },
        },
        {
          provide: PostgresEventStore,
          inject: [DataSource, ARBITER_CONFIG],
          useFactory: (dataSource: DataSource, config: ArbiterConfig) =>
            new PostgresEventStore(dataSource, { notify: !config.embeddedDatabase }),
        },
        { provide: EventStore, useExisting: PostgresEventStore },
        { provide: OutboxStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new OutboxStore(dataSource) },
        {
          provide: NotificationListener,
          inject: [ARBITER_CONFIG],
          useFactory: async (config: ArbiterConfig) => {
            const listener = new NotificationListener(config.databaseUrl, config.databaseSchema);
            // The embedded PGlite server multiplexes one session; subscriptions poll instead.
            if (!config.embeddedDatabase) await listener.start();
            return listener;
          },
        },
        DatabaseShutdown,
      ],
      exports: [DataSource, EventStore, PostgresEventStore, OutboxStore, NotificationListener],
    };
  }
}
