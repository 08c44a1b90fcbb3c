import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { PostgresEventStore } from './event-store.js';
import { readStreamsSource } from './read-streams.sql.js';
import { storedEventColumns } from './stored-event.mapper.js';

let database: TestDatabase;
let store: PostgresEventStore;

/** About a regional's second round: 4,000 match streams of 3-4 events, never analyzed. */
const streamCount = 4_000;
/** A batch of reports reads this many match streams at once. */
const batchIds = Array.from({ length: 64 }, (_, n) => `match-${1 + n * 61}`);

/** Plan nodes of an `EXPLAIN (FORMAT JSON)` answer, depth first. */
function planNodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan['Plans'] as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(planNodes)];
}

/** How PostgreSQL would read the `events` table for `SELECT <columns> FROM <source>`. */
async function eventScans(source: string): Promise<string[]> {
  const [{ 'QUERY PLAN': [explained] }] = (await database.dataSource.query(`EXPLAIN (FORMAT JSON) SELECT ${storedEventColumns} FROM ${source}`, [
    batchIds,
  ])) as [{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }];
  return planNodes(explained.Plan)
    .filter((node) => node['Relation Name'] === 'events')
    .map((node) => String(node['Node Type']));
}

beforeAll(async () => {
  database = await createTestDatabase('es_read_streams');
  store = new PostgresEventStore(database.dataSource);
  // Written in one statement and never analyzed: PostgreSQL has no statistics for the table, as
  // on a server without autovacuum. Event data about the size of a match event's.
  await database.dataSource.query(
    `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata)
     SELECT gen_random_uuid(), 'match-' || s, v, 'MatchEvent', jsonb_build_object('padding', repeat('x', 250)), '{}'::jsonb
     FROM generate_series(1, $1::int) AS s CROSS JOIN generate_series(1, 3 + s % 2) AS v`,
    [streamCount],
  );
}, 60_000);
afterAll(() => database.drop());

describe('readStreams', () => {
  it('reads a batch of streams through the stream index on a table without statistics', async () => {
    // The plain form of the query scans the whole table here: the reason for the LATERAL form.
    const plain = await eventScans('events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_version');
    expect(plain.some((scan) => scan.endsWith('Seq Scan'))).toBe(true);

    const scans = await eventScans(readStreamsSource);
    expect(scans.length).toBeGreaterThan(0);
    // An index scan or a bitmap scan of the index: which one is the planner's choice.
    expect(scans.filter((scan) => scan.endsWith('Seq Scan'))).toEqual([]);
  });

  it('returns each stream asked for once, in version order, and nothing for a stream that does not exist', async () => {
    const streams = await store.readStreams(['match-9', 'match-4', 'match-none', 'match-9']);
    expect([...streams.keys()].sort()).toEqual(['match-4', 'match-9']);
    expect(streams.get('match-9')?.map((stored) => stored.streamVersion)).toEqual([1, 2, 3, 4]);
    expect(streams.get('match-4')?.map((stored) => [stored.streamId, stored.streamVersion])).toEqual([
      ['match-4', 1],
      ['match-4', 2],
      ['match-4', 3],
    ]);
  });
});
