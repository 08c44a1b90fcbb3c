/**
 * Integration-test wiring for the application libraries: the real PostgreSQL event store in a
 * fresh schema behind the same Nest providers the apps use, plus a way to run the outbox
 * processors the way the worker's runner does (in a transaction that also marks the row done).
 * Only `*.int.spec.ts` files import this (through each library's `test-support`).
 */
import 'reflect-metadata';
import { EventStore, type OutboxProcessor } from '@arbiter/application';
import { PostgresEventStore } from '@arbiter/event-store';
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import { type DynamicModule, type INestApplicationContext, Module, type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

export interface IntTestApp {
  readonly app: INestApplicationContext;
  readonly db: TestDatabase;
  readonly store: PostgresEventStore;
  /** Delivers every pending outbox message to its processor, oldest first, until none is left. */
  drainOutbox(processors: readonly OutboxProcessor[]): Promise<number>;
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

interface PendingRow {
  id: string;
  topic: string;
  payload: unknown;
  attempts: number;
}

export async function startIntTestApp(prefix: string, migrations: readonly (new () => object)[], imports: ModuleMetadata['imports']): Promise<IntTestApp> {
  const db = await createTestDatabase(prefix, { migrations, poolSize: 6 });
  const store = new PostgresEventStore(db.dataSource);
  const app = await NestFactory.createApplicationContext(IntTestModule.with(db, store, imports), { logger: ['error'] });
  await app.init();
  return {
    app,
    db,
    store,
    async drainOutbox(processors) {
      const byTopic = new Map(processors.map((processor) => [processor.topic, processor]));
      let delivered = 0;
      for (;;) {
        const rows = (await db.dataSource.query(
          `SELECT id, topic, payload, attempts FROM outbox WHERE status = 'pending' ORDER BY created_at, id LIMIT 1`,
        )) as PendingRow[];
        const row = rows[0];
        if (!row) return delivered;
        const processor = byTopic.get(row.topic);
        if (!processor) throw new Error(`no processor for topic ${row.topic}`);
        await store.transaction(async (tx) => {
          await processor.process({ id: row.id, topic: row.topic, payload: row.payload, attempt: row.attempts + 1 }, tx);
          await tx.manager.query(`UPDATE outbox SET status = 'done', attempts = attempts + 1 WHERE id = $1`, [row.id]);
        });
        delivered += 1;
      }
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** The `code` of the error a command or query fails with, or undefined when it succeeds. */
export async function errorCodeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}
