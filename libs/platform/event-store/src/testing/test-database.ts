import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { connectDataSource, createDataSource, quoteIdentifier, runMigrations } from '../lib/data-source.js';

/** The real PostgreSQL server that integration tests use (never PGlite). */
export const testDatabaseUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  readonly dataSource: DataSource;
  readonly schema: string;
  readonly url: string;
  /** Drops the schema and closes the pool. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  readonly migrations?: readonly (new () => object)[];
  readonly poolSize?: number;
}

/**
 * A fresh schema with every migration applied, so test files can share one database without
 * seeing each other's rows.
 */
export async function createTestDatabase(prefix: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`.toLowerCase();
  const dataSource = createDataSource({
    url: testDatabaseUrl,
    schema,
    poolSize: options.poolSize ?? 20,
    migrations: options.migrations ?? [],
    applicationName: `arbiter-test-${prefix}`,
  });
  await connectDataSource(dataSource, schema);
  await runMigrations(dataSource);
  return {
    dataSource,
    schema,
    url: testDatabaseUrl,
    async drop() {
      await dataSource.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      await dataSource.destroy();
    },
  };
}
