import type { DataSource, EntityManager } from 'typeorm';
import { type EventMetadata, namedStatementsAllowed, statementName, type StoredEvent } from '@arbiter/application';

/**
 * Event reads bypass TypeORM's row objects: they ask `pg` for array rows and build the events
 * directly, which is what keeps `readAll` and catch-up subscriptions fast (see the event-store
 * benchmark). Writes still go through TypeORM.
 *
 * The transaction id is read as text (xid8 is 64 bits) under a name of its own: PostgreSQL binds
 * a bare name in ORDER BY to an output column before a table column, so an output column called
 * `transaction_id` would make `ORDER BY transaction_id` sort text, putting '100000' before '99999'.
 */
export const storedEventColumns = `global_position, event_id, stream_id, stream_version, type,
  schema_version, data, metadata, transaction_id::text AS transaction_id_text,
  (extract(epoch FROM recorded_at) * 1000)::float8`;

type StoredEventRow = [string, string, string, string, string, number, unknown, EventMetadata, string, number];

/** The `pg` pool or client underneath TypeORM; only its array-row query is used. */
interface PgQueryable {
  query(config: { name?: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `SELECT <stored event columns> FROM <source>`: `source` names the rows (the `events` table,
 * or a subquery aliased `events`) with their WHERE, ORDER BY and LIMIT.
 */
export type EventReader = <TData>(source: string, values: unknown[]) => Promise<StoredEvent<TData>[]>;

/**
 * Reads as named prepared statements where the database allows them: a match or tournament stream
 * is read in every report and delivery transaction, and planning the read cost PostgreSQL about as
 * long as running it (issue 20). The texts are few (one per kind of read), so each connection
 * prepares a handful.
 */
function readerOn(pg: PgQueryable, named: boolean): EventReader {
  return async <TData>(source: string, values: unknown[]) => {
    const text = `SELECT ${storedEventColumns} FROM ${source}`;
    const result = await pg.query({ ...(named ? { name: statementName(text) } : {}), text, values, rowMode: 'array' });
    return (result.rows as StoredEventRow[]).map((row) => toStoredEvent<TData>(row));
  };
}

/** Reads through the pool of a DataSource (autocommit). */
export function poolReader(dataSource: DataSource): EventReader {
  const driver = dataSource.driver as unknown as { master: PgQueryable };
  return readerOn(driver.master, namedStatementsAllowed(dataSource));
}

/** Reads through the connection of an open transaction, so it sees the transaction's own writes. */
export function transactionReader(manager: EntityManager): EventReader {
  const connection = (manager.queryRunner as unknown as { databaseConnection?: PgQueryable } | undefined)
    ?.databaseConnection;
  if (!connection) throw new Error('transactionReader needs a manager bound to a connected query runner');
  return readerOn(connection, namedStatementsAllowed(manager.connection));
}

function toStoredEvent<TData>(row: StoredEventRow): StoredEvent<TData> {
  return {
    globalPosition: Number(row[0]),
    id: row[1],
    streamId: row[2],
    streamVersion: Number(row[3]),
    type: row[4],
    schemaVersion: row[5],
    data: row[6] as TData,
    metadata: row[7],
    transactionId: row[8],
    recordedAt: new Date(row[9]),
  };
}
