import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { exited, spawnTypeScript } from '../../testing/spawn-typescript.js';
import { PostgresEventStore, PostgresEventStoreTransaction } from '../event-store.js';
import type { StoredEvent } from '@arbiter/application';
import { CatchUpSubscription } from './catch-up-subscription.js';
import { NotificationListener } from './notification-listener.js';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_subscription', { poolSize: 30 });
  store = new PostgresEventStore(database.dataSource);
});
afterAll(() => database.drop());

function collectingSubscription(name: string, delivered: StoredEvent[]): CatchUpSubscription {
  return new CatchUpSubscription(database.dataSource, {
    name,
    batchSize: 100,
    pollIntervalMs: 20,
    handle: async (events) => {
      delivered.push(...events);
    },
  });
}

describe('a catch-up subscription', () => {
  it('does not pass over an event that a slower transaction commits later with a smaller position', async () => {
    const delivered: StoredEvent[] = [];
    const subscription = collectingSubscription('late-commit', delivered);
    await subscription.catchUp();
    delivered.length = 0;

    const slow = database.dataSource.createQueryRunner();
    await slow.connect();
    await slow.startTransaction();
    try {
      const slowAppend = await new PostgresEventStoreTransaction(slow.manager, {}, null).append('late-slow', [{ type: 'Slow', data: {} }], 'no_stream');
      const fastAppend = await store.append('late-fast', [{ type: 'Fast', data: {} }], 'no_stream');
      expect(fastAppend.globalPositions[0]).toBeGreaterThan(slowAppend.globalPositions[0] ?? Infinity);

      // The fast event is committed, but delivering it now would move the checkpoint past the
      // slow one's position; the subscription holds it back instead.
      await subscription.catchUp();
      expect(delivered.map((e) => e.type)).toEqual([]);
      await slow.commitTransaction();
    } finally {
      if (slow.isTransactionActive) await slow.rollbackTransaction();
      await slow.release();
    }
    // Delivered in position order once nothing older is in flight. Other work on the same server
    // (another test's or process's open transaction) holds the subscription back the same way, so
    // catch up until it lets go rather than once.
    for (let attempt = 0; attempt < 300 && delivered.length < 2; attempt++) {
      await subscription.catchUp();
      if (delivered.length < 2) await sleep(100);
    }
    expect(delivered.map((e) => e.type)).toEqual(['Slow', 'Fast']);
  });

  it('delivers in numeric transaction id order when the ids gain a digit', async () => {
    // A server's transaction ids pass 99999 -> 100000 sooner or later; 9 -> 10 is the same step
    // with ids low enough to be older than any running transaction. As text, '10' sorts before
    // '9'. The tx-10 event gets the lower position, so position order alone would be wrong too.
    await database.dataSource.query(
      `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, transaction_id)
       VALUES (gen_random_uuid(), 'digits-ten', 1, 'Ten', '{}', '{}', '10'),
              (gen_random_uuid(), 'digits-nine', 1, 'Nine', '{}', '{}', '9')`,
    );
    const delivered: StoredEvent[] = [];
    const subscription = new CatchUpSubscription(database.dataSource, {
      name: 'digits',
      batchSize: 1,
      handle: async (events) => {
        delivered.push(...events.filter((e) => e.streamId.startsWith('digits-')));
      },
    });
    await subscription.catchUp();
    expect(delivered.map((e) => [e.transactionId, e.type])).toEqual([
      ['9', 'Nine'],
      ['10', 'Ten'],
    ]);
  });

  it('rolls a batch back with an error when its checkpoint does not move', async () => {
    await database.dataSource.query('CREATE TABLE handled (event_id uuid PRIMARY KEY)');
    await store.append('stuck-checkpoint', [{ type: 'Stuck', data: {} }], 'no_stream');
    const subscription = new CatchUpSubscription(database.dataSource, {
      name: 'stuck-checkpoint',
      handle: async (events, tx) => {
        await tx.query('INSERT INTO handled SELECT unnest($1::uuid[])', [events.map((e) => e.id)]);
        // Stands in for anything that moves the checkpoint under the subscription: its own
        // update then matches no row, and committing would deliver the batch again.
        await tx.query(
          `UPDATE subscription_checkpoints SET transaction_id = '18446744073709551615', global_position = 0
           WHERE subscription_id = 'stuck-checkpoint'`,
        );
      },
    });
    await expect(subscription.catchUp()).rejects.toThrow(/checkpoint did not move/);
    expect(await database.dataSource.query('SELECT * FROM handled')).toEqual([]);
    const [checkpoint] = await database.dataSource.query(
      `SELECT transaction_id::text AS transaction_id FROM subscription_checkpoints WHERE subscription_id = 'stuck-checkpoint'`,
    );
    expect(checkpoint.transaction_id).toBe('0');
  });

  it('sees every event exactly once and in stream order while 10 writers append concurrently', async () => {
    const delivered: StoredEvent[] = [];
    // A batch whose transaction failed is delivered again (at least once): record why, so a
    // duplicate below is explained by the error that caused it.
    const errors: unknown[] = [];
    const listener = new NotificationListener(database.url, database.schema);
    await listener.start();
    const subscription = new CatchUpSubscription(database.dataSource, {
      name: 'concurrent-writers',
      batchSize: 100,
      pollIntervalMs: 50,
      notifications: listener,
      onError: (error) => errors.push(error),
      handle: async (events) => {
        delivered.push(...events.filter((e) => e.streamId.startsWith('writer-')));
      },
    });
    subscription.start();

    const writers = 10;
    const appendsPerWriter = 60;
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let i = 0; i < appendsPerWriter; i++) {
          const streamId = `writer-${writer}-${i % 3}`;
          if (i % 10 === 0) {
            // Some appends sit in a slow transaction to provoke out-of-order commits.
            await store.transaction(async (tx) => {
              await tx.append(streamId, [{ type: 'Written', data: { writer, i } }], 'any');
              await sleep(15);
            });
          } else {
            await store.append(streamId, [{ type: 'Written', data: { writer, i } }, { type: 'Written', data: { writer, i } }], 'any');
          }
        }
      }),
    );

    const expected = writers * appendsPerWriter * 2 - writers * (appendsPerWriter / 10);
    await waitFor(() => delivered.length >= expected, 20_000);
    await subscription.stop();
    await listener.stop();

    expect(errors).toEqual([]);
    expect(delivered).toHaveLength(expected);
    expect(new Set(delivered.map((e) => e.id)).size).toBe(expected);
    const outOfOrder = delivered.findIndex((e, i) => {
      const previous = delivered[i - 1];
      if (!previous) return false;
      const [a, b] = [BigInt(previous.transactionId), BigInt(e.transactionId)];
      return a > b || (a === b && previous.globalPosition >= e.globalPosition);
    });
    expect(outOfOrder).toBe(-1);
    const versionsByStream = new Map<string, number[]>();
    for (const e of delivered) versionsByStream.set(e.streamId, [...(versionsByStream.get(e.streamId) ?? []), e.streamVersion]);
    for (const versions of versionsByStream.values()) {
      expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
    }
  });

  it('resumes from its checkpoint after the subscriber process is killed with SIGKILL', async () => {
    await database.dataSource.query('CREATE TABLE seen (event_id uuid PRIMARY KEY, deliveries int NOT NULL)');
    const total = 1_500;
    for (let batch = 0; batch < total / 50; batch++) {
      await store.append(`killed-${batch % 5}`, Array.from({ length: 50 }, () => ({ type: 'Counted', data: {} })), 'any');
    }
    const countSeen = async (): Promise<number> => Number((await database.dataSource.query('SELECT count(*) FROM seen'))[0].count);
    const baseline = Number((await database.dataSource.query("SELECT count(*) FROM events WHERE stream_id NOT LIKE 'killed-%'"))[0].count);
    const args = [database.url, database.schema, 'killed-subscriber', '25', '15'];

    const first = spawnTypeScript('libs/platform/event-store/src/testing/subscriber-process.ts', args);
    await waitFor(async () => (await countSeen()) >= 300, 30_000);
    first.kill('SIGKILL');
    await exited(first);
    const seenAtKill = await countSeen();
    expect(seenAtKill).toBeLessThan(total + baseline);

    const second = spawnTypeScript('libs/platform/event-store/src/testing/subscriber-process.ts', args);
    await waitFor(async () => (await countSeen()) >= total + baseline, 60_000);
    second.kill('SIGKILL');
    await exited(second);

    const duplicates = await database.dataSource.query('SELECT count(*)::int AS n FROM seen WHERE deliveries <> 1');
    expect(duplicates[0].n).toBe(0);
    expect(await countSeen()).toBe(total + baseline);
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(25);
  }
}
