import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { ConcurrencyError, EventIdReuseError } from '@arbiter/application';
import { PostgresEventStore } from './event-store.js';
import { OutboxStore } from './outbox/outbox.store.js';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_append');
  store = new PostgresEventStore(database.dataSource);
});
afterAll(() => database.drop());

const event = (type: string, data: unknown = {}, id?: string) => ({ type, data, ...(id ? { id } : {}) });

describe('append', () => {
  it('creates a stream with versions from 1 and global positions in order', async () => {
    const result = await store.append('tournament-a', [event('TournamentCreated'), event('PlayerRegistered')], 'no_stream');
    expect(result.nextExpectedVersion).toBe(2);
    expect(result.alreadyStored).toBe(false);
    const stored = await store.readStream('tournament-a');
    expect(stored.map((e) => [e.streamVersion, e.type])).toEqual([
      [1, 'TournamentCreated'],
      [2, 'PlayerRegistered'],
    ]);
    expect(stored.map((e) => e.globalPosition)).toEqual(result.globalPositions);
    expect(result.globalPositions[1]).toBeGreaterThan(result.globalPositions[0] ?? Infinity);
  });

  it('appends at an exact expected version', async () => {
    await store.append('tournament-b', [event('TournamentCreated')], 'no_stream');
    const result = await store.append('tournament-b', [event('PlayerRegistered')], 1);
    expect(result.nextExpectedVersion).toBe(2);
  });

  it('rejects a stale expected version with a ConcurrencyError naming stream, expected and actual', async () => {
    await store.append('tournament-c', [event('TournamentCreated'), event('PlayerRegistered')], 'no_stream');
    const attempt = store.append('tournament-c', [event('PlayerDropped')], 1);
    await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(attempt).rejects.toMatchObject({ streamId: 'tournament-c', expected: 1, actual: 2 });
    expect(await store.streamVersion('tournament-c')).toBe(2);
  });

  it('rejects no_stream when the stream exists, and an exact version when it does not', async () => {
    await store.append('tournament-d', [event('TournamentCreated')], 'no_stream');
    await expect(store.append('tournament-d', [event('X')], 'no_stream')).rejects.toMatchObject({ actual: 1 });
    await expect(store.append('tournament-none', [event('X')], 3)).rejects.toMatchObject({ actual: 0 });
    expect(await store.readStream('tournament-none')).toEqual([]);
  });

  it('appends with "any" whatever the version', async () => {
    await store.append('tournament-e', [event('A')], 'any');
    const result = await store.append('tournament-e', [event('B'), event('C')], 'any');
    expect(result.nextExpectedVersion).toBe(3);
  });

  it('treats a retried batch whose ids are all stored as a no-op', async () => {
    const ids = [randomUUID(), randomUUID()];
    const batch = [event('ResultReported', { table: 1 }, ids[0]), event('ResultConfirmed', {}, ids[1])];
    const first = await store.append('match-retry', batch, 'no_stream');
    const retry = await store.append('match-retry', batch, 'no_stream');
    expect(retry).toMatchObject({ alreadyStored: true, nextExpectedVersion: 2, globalPositions: first.globalPositions });
    expect(await store.readStream('match-retry')).toHaveLength(2);
    const retryAny = await store.append('match-retry', batch, 'any');
    expect(retryAny.alreadyStored).toBe(true);
    expect(await store.streamVersion('match-retry')).toBe(2);
  });

  it('refuses a batch that reuses only some stored ids', async () => {
    const id = randomUUID();
    await store.append('match-reuse', [event('A', {}, id)], 'no_stream');
    const attempt = store.append('match-reuse', [event('B', {}, id), event('C', {}, randomUUID())], 1);
    await expect(attempt).rejects.toBeInstanceOf(EventIdReuseError);
    expect(await store.streamVersion('match-reuse')).toBe(1);
  });

  it('stores type, schema version, data and metadata', async () => {
    const correlationId = randomUUID();
    const causationId = randomUUID();
    await store.append(
      'game-meta',
      [
        {
          type: 'CardPlayed',
          schemaVersion: 2,
          data: { card: 'OGN-001', targets: ['u1'] },
          metadata: { actor: 'user-1', correlationId, causationId, stateHash: 'abc' },
        },
      ],
      'no_stream',
    );
    const [stored] = await store.readStream('game-meta');
    expect(stored).toMatchObject({
      type: 'CardPlayed',
      schemaVersion: 2,
      data: { card: 'OGN-001', targets: ['u1'] },
      metadata: { actor: 'user-1', correlationId, causationId, stateHash: 'abc' },
    });
    expect(stored?.recordedAt).toBeInstanceOf(Date);
  });

  it('gives every event of one append the same generated correlation id', async () => {
    await store.append('game-corr', [event('A'), event('B')], 'no_stream');
    const [first, second] = await store.readStream('game-corr');
    expect(first?.metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.metadata.correlationId).toBe(first?.metadata.correlationId);
    expect(first?.metadata.actor).toBeNull();
  });

  it('checks the version of an empty batch without writing', async () => {
    await store.append('tournament-empty', [event('A')], 'no_stream');
    await expect(store.append('tournament-empty', [], 1)).resolves.toMatchObject({ nextExpectedVersion: 1 });
    await expect(store.append('tournament-empty', [], 0)).rejects.toBeInstanceOf(ConcurrencyError);
  });
});

describe('reading', () => {
  it('reads a version range of a stream', async () => {
    await store.append('tournament-range', ['A', 'B', 'C', 'D'].map((type) => event(type)), 'no_stream');
    const middle = await store.readStream('tournament-range', { fromVersion: 2, toVersion: 3 });
    expect(middle.map((e) => e.type)).toEqual(['B', 'C']);
  });

  it('reads all streams in global order after a position', async () => {
    const start = (await store.readAll(0, 100_000)).at(-1)?.globalPosition ?? 0;
    await store.append('read-all-1', [event('A')], 'no_stream');
    await store.append('read-all-2', [event('B')], 'no_stream');
    await store.append('read-all-1', [event('C')], 1);
    const after = await store.readAll(start, 10);
    expect(after.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    expect(after.map((e) => e.globalPosition)).toEqual([...after.map((e) => e.globalPosition)].sort((a, b) => a - b));
  });
});

describe('outbox', () => {
  it('writes outbox rows in the same transaction as the events', async () => {
    const outbox = new OutboxStore(database.dataSource);
    const messageId = randomUUID();
    await store.append('match-outbox', [event('ResultReported')], 'no_stream', {
      outbox: [{ id: messageId, topic: 'score-reporting', payload: { matchId: 'm1' } }],
    });
    expect(await outbox.get(messageId)).toMatchObject({
      topic: 'score-reporting',
      streamId: 'match-outbox',
      status: 'pending',
      payload: { matchId: 'm1' },
    });
  });

  it('writes no outbox row when the append conflicts', async () => {
    const outbox = new OutboxStore(database.dataSource);
    const messageId = randomUUID();
    await store.append('match-outbox-conflict', [event('A')], 'no_stream');
    await expect(
      store.append('match-outbox-conflict', [event('B')], 'no_stream', {
        outbox: [{ id: messageId, topic: 'score-reporting', payload: {} }],
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await outbox.get(messageId)).toBeNull();
  });

  it('marks a message done once, and revives a dead one', async () => {
    const outbox = new OutboxStore(database.dataSource);
    const done = randomUUID();
    const dead = randomUUID();
    await outbox.add([
      { id: done, topic: 'outbox-states', payload: {} },
      { id: dead, topic: 'outbox-states', payload: {} },
    ]);
    expect(await outbox.markDone(done)).toBe(true);
    expect(await outbox.markDone(done)).toBe(false);
    await outbox.recordFailure(dead, 'boom', true);
    expect(await outbox.countByStatus('outbox-states')).toEqual({ pending: 0, done: 1, dead: 1 });
    expect(await outbox.revive(dead)).toBe(true);
    expect((await outbox.pending('outbox-states')).map((m) => m.id)).toEqual([dead]);
  });
});

describe('transactions', () => {
  it('rolls back every append of a failed transaction', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.append('tx-a', [event('A')], 'no_stream');
        await tx.append('tx-b', [event('B')], 5);
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion('tx-a')).toBe(0);
  });

  it('keeps a retried batch a no-op inside a transaction', async () => {
    const id = randomUUID();
    await store.append('tx-retry', [event('A', {}, id)], 'no_stream');
    const result = await store.transaction((tx) => tx.append('tx-retry', [event('A', {}, id)], 'any'));
    expect(result.alreadyStored).toBe(true);
    expect(await store.streamVersion('tx-retry')).toBe(1);
  });
});
