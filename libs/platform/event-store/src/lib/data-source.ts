import { DataSource, type MixedList } from 'typeorm';
import { eventStoreMigrations } from './migrations/index.js';

// TypeORM's own name for a migration class list entry.
type MigrationClass = MixedList<string | (new () => object)>;

export interface DatabaseConfig {
  /** A PostgreSQL connection URL (`postgres://user@host:5432/db`). */
  readonly url: string;
  /**
   * A schema to work in (created when missing and put first on the search path). Tests use one
   * schema per file so they can run side by side in one database.
   */
  readonly schema?: string;
  readonly poolSize?: number;
  /** Migrations of other contexts, run after the event store's own. */
  readonly migrations?: readonly (new () => object)[];
  readonly applicationName?: string;
}

/** A TypeORM DataSource over `pg` with the event store's migrations (not yet initialized). */
export function createDataSource(config: DatabaseConfig): DataSource {
  const migrations: MigrationClass = [...eventStoreMigrations, ...(config.migrations ?? [])];
  return new DataSource({
    type: 'postgres',
    url: config.url,
    ...(config.schema ? { schema: config.schema } : {}),
    applicationName: config.applicationName ?? 'arbiter',
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    poolSize: config.poolSize ?? 10,
    extra: {
      options: sessionOptions(config.schema),
      // A connection that cannot be made within 5 s is an outage, not a slow start.
      connectionTimeoutMillis: 5_000,
    },
  });
}

/**
 * Settings of every connection, sent when it opens. `jit=off`: Arbiter's statements are short, and
 * PostgreSQL's JIT compiles a statement whose estimated cost passes `jit_above_cost` (100,000 by
 * default). Estimates go that high on tables without statistics (never analyzed, as on a server
 * without autovacuum), and reading the match streams of a 1,000-table round then spent 90-175 ms
 * compiling for a few milliseconds of work, on the path from a round's last result to the next
 * round's pairings (the regional simulation, auto_explain; ADR 0107).
 */
function sessionOptions(schema?: string): string {
  return ['-c jit=off', ...(schema ? [`-c search_path=${quoteIdentifier(schema)},public`] : [])].join(' ');
}

/** Initializes the DataSource, creating its schema first when one is configured. */
export async function connectDataSource(dataSource: DataSource, schema?: string): Promise<DataSource> {
  await dataSource.initialize();
  if (schema) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
  return dataSource;
}

const migrationLockKey = 7_303_118_201; // any constant; shared by every Arbiter process

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so an api and a worker starting at
 * the same moment do not both try to create the same tables. Returns the names it ran.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((migration) => migration.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await runner.release();
  }
}

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid SQL identifier: ${name}`);
  return `"${name}"`;
}
