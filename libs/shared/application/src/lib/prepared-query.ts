import type { DataSource, EntityManager } from 'typeorm';

const names = new Map<string, string>();
/** Data sources whose connections share one database session (the embedded PGlite server). */
const sharedSessions = new WeakSet<DataSource>();

/**
 * For a database that multiplexes its clients onto one session (embedded PGlite): a statement
 * one client prepared under a name would already exist for the next, so only unnamed
 * statements are used there.
 */
export function withoutNamedStatements(dataSource: DataSource): void {
  sharedSessions.add(dataSource);
}

/** A stable statement name per SQL text (FNV-1a): a name must always mean the same text. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    name = `arb_${(hash >>> 0).toString(36)}_${text.length.toString(36)}`;
    names.set(text, name);
  }
  return name;
}

/** What runs SQL for `preparedQuery`: a DataSource (autocommit, on its pool) or a transaction's EntityManager. */
export interface SqlRunner {
  query(text: string, parameters?: unknown[]): Promise<unknown>;
}

/** False for a database whose clients share one session (`withoutNamedStatements`). */
export function namedStatementsAllowed(dataSource: DataSource): boolean {
  return !sharedSessions.has(dataSource);
}

/** A `pg` client or pool underneath TypeORM; only its named-statement query is used. */
interface PgClient {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a statement a burst repeats as a named prepared statement: each connection parses and
 * plans it once and then only binds and executes it. For a statement with several joins (a
 * player's pairing read) PostgreSQL spends far longer planning it (about 0.2 ms) than running it
 * (0.03 ms), and over one end-of-round burst it spent about a fifth of its time planning the same
 * few statements again (144 ms of plans beside 641 ms of execution, pg_stat_statements, issue 20).
 * On a transaction's EntityManager the statement runs on the transaction's own connection, on a
 * DataSource on its pool. Anything else (another driver, a manager without a connection, a
 * database whose clients share one session: `withoutNamedStatements`) gets a plain query, which
 * answers the same rows.
 */
export async function preparedQuery<TRow>(db: SqlRunner, text: string, values: readonly unknown[]): Promise<TRow[]> {
  const target = namedStatementTarget(db);
  if (target) return (await target.query({ name: statementName(text), text, values })).rows as TRow[];
  return (await db.query(text, [...values])) as TRow[];
}

/** The `pg` client or pool a named statement can run on, or null when it must not. */
function namedStatementTarget(db: SqlRunner): PgClient | null {
  const manager = db as Partial<Pick<EntityManager, 'connection' | 'queryRunner'>>;
  const dataSource = (manager.connection ?? db) as Partial<DataSource>;
  if (!dataSource.driver || !namedStatementsAllowed(dataSource as DataSource)) return null;
  if (manager.connection) {
    // A manager outside a transaction has no query runner of its own: it runs on the pool.
    const runner = manager.queryRunner as unknown as { databaseConnection?: Partial<PgClient> } | undefined;
    if (runner) return typeof runner.databaseConnection?.query === 'function' ? (runner.databaseConnection as PgClient) : null;
  }
  const pool = (dataSource.driver as unknown as { master?: Partial<PgClient> }).master;
  return pool && typeof pool.query === 'function' ? (pool as PgClient) : null;
}
