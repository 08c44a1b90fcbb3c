import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { ConcurrencyError } from '@arbiter/application';
import { PostgresEventStore } from './event-store.js';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_concurrency', { poolSize: 50 });
  store = new PostgresEventStore(database.dataSource);
});
afterAll(() => database.drop());

interface WriterTally {
  readonly accepted: { version: number; writer: number; attempt: number }[];
  conflicts: number;
}

/** One writer: 200 attempts, each expecting the version it last saw (refreshed from conflicts). */
async function runWriter(writer: number, attempts: number, streamId: string, tally: WriterTally): Promise<void> {
  let knownVersion = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const result = await store.append(
        streamId,
        [{ type: 'ScoreNoted', data: { writer, attempt } }],
        knownVersion === 0 ? 'no_stream' : knownVersion,
      );
      knownVersion = result.nextExpectedVersion;
      tally.accepted.push({ version: result.nextExpectedVersion, writer, attempt });
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      expect(error.streamId).toBe(streamId);
      expect(error.actual).toBeGreaterThan(knownVersion);
      tally.conflicts += 1;
      knownVersion = error.actual;
    }
  }
}

describe('50 concurrent writers on one stream', () => {
  it('ends with contiguous versions 1..N and reports every rejected append as a conflict', async () => {
    const writers = 50;
    const attempts = 200;
    const streamId = 'tournament-contended';
    const tally: WriterTally = { accepted: [], conflicts: 0 };

    await Promise.all(Array.from({ length: writers }, (_, writer) => runWriter(writer, attempts, streamId, tally)));

    const stored = await store.readStream<{ writer: number; attempt: number }>(streamId);
    const accepted = tally.accepted.length;
    expect(accepted + tally.conflicts).toBe(writers * attempts);
    expect(stored.map((e) => e.streamVersion)).toEqual(Array.from({ length: accepted }, (_, i) => i + 1));
    expect(await store.streamVersion(streamId)).toBe(accepted);
    // Every accepted append is stored exactly once, at the version its writer was told.
    const storedByVersion = new Map(stored.map((e) => [e.streamVersion, e.data]));
    for (const write of tally.accepted) {
      expect(storedByVersion.get(write.version)).toEqual({ writer: write.writer, attempt: write.attempt });
    }
    expect(tally.conflicts).toBeGreaterThan(0);
  });

  it('never loses or duplicates an event when writers use "any"', async () => {
    const streamId = 'tournament-any';
    await Promise.all(
      Array.from({ length: 20 }, async (_, writer) => {
        for (let attempt = 0; attempt < 25; attempt++) {
          await store.append(streamId, [{ type: 'A', data: { writer, attempt } }, { type: 'B', data: {} }], 'any');
        }
      }),
    );
    const stored = await store.readStream<{ writer?: number }>(streamId);
    expect(stored.map((e) => e.streamVersion)).toEqual(Array.from({ length: 1_000 }, (_, i) => i + 1));
    // Batches stay whole: every A is directly followed by its B.
    stored.forEach((e, index) => expect(e.type).toBe(index % 2 === 0 ? 'A' : 'B'));
  });
});
