/**
 * Integration-test wiring: the real PostgreSQL event store in a fresh schema, behind the same
 * Nest providers the apps use. Only `*.int.spec.ts` files import this.
 */
import 'reflect-metadata';
import { EventStore } from '@arbiter/application';
// eslint-disable-next-line @nx/enforce-module-boundaries -- integration tests run on the real store
import { PostgresEventStore } from '@arbiter/event-store';
// eslint-disable-next-line @nx/enforce-module-boundaries -- integration tests run on the real store
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import { type DynamicModule, type INestApplicationContext, Module, type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

export interface IntTestApp {
  readonly app: INestApplicationContext;
  readonly db: TestDatabase;
  readonly store: PostgresEventStore;
  close(): Promise<void>;
}

@Module({})
class IntTestModule {
  static with(db: TestDatabase, store: PostgresEventStore, imports: ModuleMetadata['imports']): DynamicModule {
    return {
      module: IntTestModule,
      global: true,
      imports: [CqrsModule.forRoot(), ...(imports ?? [])],
      providers: [
        { provide: DataSource, useValue: db.dataSource },
        { provide: EventStore, useValue: store },
      ],
      exports: [DataSource, EventStore],
    };
  }
}

export async function startIntTestApp(
  prefix: string,
  migrations: readonly (new () => object)[],
  imports: ModuleMetadata['imports'],
): Promise<IntTestApp> {
  const db = await createTestDatabase(prefix, { migrations, poolSize: 5 });
  const store = new PostgresEventStore(db.dataSource);
  const app = await NestFactory.createApplicationContext(IntTestModule.with(db, store, imports), { logger: ['error'] });
  await app.init();
  return {
    app,
    db,
    store,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
