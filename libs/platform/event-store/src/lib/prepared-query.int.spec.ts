import { preparedQuery, statementName, withoutNamedStatements } from '@arbiter/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';

let database: TestDatabase;
let sharedSession: TestDatabase;

beforeAll(async () => {
  [database, sharedSession] = await Promise.all([createTestDatabase('es_prepared'), createTestDatabase('es_prepared_shared')]);
  // Stands for the embedded PGlite server, whose clients share one session.
  withoutNamedStatements(sharedSession.dataSource);
});
afterAll(() => Promise.all([database.drop(), sharedSession.drop()]));

/** The named statements the connection running this query has prepared. */
const preparedHere = `SELECT name FROM pg_prepared_statements WHERE name LIKE 'arb_%'`;

describe('preparedQuery (issue 20)', () => {
  it("runs in a transaction on the transaction's own connection, prepared once by name", async () => {
    const text = 'SELECT count(*)::int AS streams FROM event_streams WHERE stream_id = ANY($1::text[])';
    const rows = await database.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO event_streams (stream_id, version) VALUES ('prepared-1', 1)`);
      const first = await preparedQuery<{ streams: number }>(manager, text, [['prepared-1', 'prepared-2']]);
      const again = await preparedQuery<{ streams: number }>(manager, text, [['prepared-1']]);
      const prepared = (await manager.query(preparedHere)) as { name: string }[];
      return { first, again, prepared };
    });
    // It sees the transaction's own insert, so it ran on the transaction's connection.
    expect(rows.first).toEqual([{ streams: 1 }]);
    expect(rows.again).toEqual([{ streams: 1 }]);
    expect(rows.prepared.map((row) => row.name)).toContain(statementName(text));
  });

  it('answers a write with RETURNING like a plain query, and runs on the pool for a DataSource', async () => {
    const rows = await preparedQuery<{ stream_id: string; version: string }>(
      database.dataSource,
      `INSERT INTO event_streams (stream_id, version) VALUES ($1, $2) RETURNING stream_id, version`,
      ['prepared-3', 2],
    );
    expect(rows).toEqual([{ stream_id: 'prepared-3', version: '2' }]);
  });

  it('prepares nothing on a database whose clients share one session, and still answers', async () => {
    const text = 'SELECT $1::int + 1 AS next';
    const { rows, prepared } = await sharedSession.dataSource.transaction(async (manager) => ({
      rows: await preparedQuery<{ next: number }>(manager, text, [41]),
      prepared: (await manager.query(preparedHere)) as { name: string }[],
    }));
    expect(rows).toEqual([{ next: 42 }]);
    expect(prepared).toEqual([]);
  });
});
