import type { DataSource } from 'typeorm';

/** The `pg` pool underneath a TypeORM DataSource (absent for other drivers). */
interface PgPool {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

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

/**
 * Runs a read that a burst asks thousands of times (a player's pairing) as a named prepared
 * statement: each connection parses and plans it once and then only binds and executes it. For
 * a statement with several joins PostgreSQL spends far longer planning it (about 0.2 ms) than
 * running it (0.03 ms), on the same two cores the api uses. Other drivers, and a database whose
 * clients share one session (`withoutNamedStatements`), get a plain query.
 */
export async function preparedQuery<TRow>(dataSource: DataSource, text: string, values: readonly unknown[]): Promise<TRow[]> {
  const pool = (dataSource.driver as unknown as { master?: Partial<PgPool> }).master;
  if (!sharedSessions.has(dataSource) && pool && typeof pool.query === 'function') {
    const result = await (pool as PgPool).query({ name: statementName(text), text, values });
    return result.rows as TRow[];
  }
  return (await dataSource.query(text, [...values])) as TRow[];
}
