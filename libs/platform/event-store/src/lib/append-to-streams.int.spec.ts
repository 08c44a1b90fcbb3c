import { randomUUID } from 'node:crypto';
import { ConcurrencyError } from '@arbiter/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { PostgresEventStore } from './event-store.js';
import { OutboxStore } from './outbox/outbox.store.js';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_many');
  store = new PostgresEventStore(database.dataSource);
});
afterAll(() => database.drop());

const event = (type: string, data: unknown = {}) => ({ type, data });

describe('appendToStreams (group commit, ADR 0033)', () => {
  it('appends to several streams in one statement, each at its version, with their outbox rows', async () => {
    await store.append('match-1', [event('MatchPaired')], 'no_stream');
    await store.append('match-2', [event('MatchPaired'), event('ResultReported')], 'no_stream');
    const outboxId = randomUUID();
    const results = await store.transaction((tx) =>
      tx.appendToStreams([
        { streamId: 'match-1', expected: 1, events: [event('ResultReported', { n: 1 }), event('MatchResultRecorded')] },
        { streamId: 'match-2', expected: 2, events: [event('ResultReported', { n: 2 })], outbox: [{ id: outboxId, topic: 'score-reporting', payload: { matchId: '2' } }] },
      ]),
    );
    expect(results.map((result) => result.nextExpectedVersion)).toEqual([3, 3]);
    const first = await store.readStream('match-1');
    expect(first.map((stored) => [stored.streamVersion, stored.type])).toEqual([
      [1, 'MatchPaired'],
      [2, 'ResultReported'],
      [3, 'MatchResultRecorded'],
    ]);
    // Global order follows the order of the appends.
    expect(results[1]?.globalPositions[0]).toBeGreaterThan(results[0]?.globalPositions[1] ?? Infinity);
    expect(await new OutboxStore(database.dataSource).get(outboxId)).toMatchObject({ topic: 'score-reporting', streamId: 'match-2' });
  });

  it('rejects the whole transaction when one stream has moved on', async () => {
    await store.append('match-3', [event('MatchPaired')], 'no_stream');
    await store.append('match-4', [event('MatchPaired'), event('ResultReported')], 'no_stream');
    const attempt = store.transaction((tx) =>
      tx.appendToStreams([
        { streamId: 'match-3', expected: 1, events: [event('ResultReported')] },
        { streamId: 'match-4', expected: 1, events: [event('ResultReported')] },
      ]),
    );
    await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(attempt).rejects.toMatchObject({ streamId: 'match-4', expected: 1, actual: 2 });
    expect(await store.streamVersion('match-3')).toBe(1);
    expect(await store.streamVersion('match-4')).toBe(2);
  });

  it('refuses two appends to one stream', async () => {
    await store.append('match-5', [event('MatchPaired')], 'no_stream');
    const attempt = store.transaction((tx) =>
      tx.appendToStreams([
        { streamId: 'match-5', expected: 1, events: [event('A')] },
        { streamId: 'match-5', expected: 2, events: [event('B')] },
      ]),
    );
    await expect(attempt).rejects.toThrow(/distinct streams/);
  });

  it('opens new streams (expected 0) in the same statement as it extends existing ones', async () => {
    await store.append('match-8', [event('MatchPaired')], 'no_stream');
    const results = await store.transaction((tx) =>
      tx.appendToStreams([
        { streamId: 'match-8', expected: 1, events: [event('ResultReported')] },
        { streamId: 'match-9', expected: 0, events: [event('MatchPaired', { table: 9 })] },
        { streamId: 'match-10', expected: 0, events: [event('MatchPaired', { table: 10 })] },
      ]),
    );
    expect(results.map((result) => result.nextExpectedVersion)).toEqual([2, 1, 1]);
    expect((await store.readStream('match-10')).map((stored) => [stored.streamVersion, stored.type, stored.data])).toEqual([[1, 'MatchPaired', { table: 10 }]]);
  });

  it('refuses to open a stream that exists already, and writes nothing of the batch', async () => {
    await store.append('match-11', [event('MatchPaired')], 'no_stream');
    const attempt = store.transaction((tx) =>
      tx.appendToStreams([
        { streamId: 'match-12', expected: 0, events: [event('MatchPaired')] },
        { streamId: 'match-11', expected: 0, events: [event('MatchPaired')] },
      ]),
    );
    await expect(attempt).rejects.toMatchObject({ streamId: 'match-11', expected: 0, actual: 1 });
    expect(await store.streamVersion('match-12')).toBe(0);
    expect(await store.streamVersion('match-11')).toBe(1);
  });

  it("tells each stream the global positions of its own events, in stream order", async () => {
    const appends = Array.from({ length: 40 }, (_, n) => ({
      streamId: `positions-${n}`,
      expected: 0,
      events: Array.from({ length: 1 + (n % 3) }, (_, k) => event('Numbered', { n, k })),
    }));
    const results = await store.transaction((tx) => tx.appendToStreams(appends));
    for (const [n, result] of results.entries()) {
      const stored = await store.readStream(`positions-${n}`);
      expect(result.globalPositions).toEqual(stored.map((entry) => entry.globalPosition));
      expect(result.nextExpectedVersion).toBe(stored.length);
    }
  });

  it('reads several streams at once', async () => {
    await store.append('match-6', [event('MatchPaired'), event('ResultReported')], 'no_stream');
    await store.append('match-7', [event('MatchPaired')], 'no_stream');
    const streams = await store.readStreams(['match-6', 'match-7', 'match-none']);
    expect(streams.get('match-6')?.map((stored) => stored.type)).toEqual(['MatchPaired', 'ResultReported']);
    expect(streams.get('match-7')?.map((stored) => stored.streamVersion)).toEqual([1]);
    expect(streams.has('match-none')).toBe(false);
  });
});
