import { NotificationListener, OutboxStore, PostgresEventStore } from '@arbiter/event-store';
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import {
  CreateTallyTotals1763900000000,
  TallyProcessor,
  deleteRedisKeys,
  flushRedisDatabase,
  redisDatabaseUrl,
  submitTallyReports,
  tallyReports,
  tallyTopic,
  uniqueQueuePrefix,
  waitFor,
} from '../../testing/index.js';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BullMqMessageQueue } from '../bullmq/bullmq-message-queue.js';
import { OutboxProcessorRunner } from '../runner/outbox-processor-runner.js';
import { OutboxRelay } from './outbox-relay.js';

// This file flushes Redis, so it works on a database index nobody else uses.
const redisUrl = redisDatabaseUrl(5);
const settings = { concurrency: 4, attempts: 3, backoffMs: 50, lockDurationMs: 5_000, stalledIntervalMs: 5_000 };

let database: TestDatabase;
let store: PostgresEventStore;
let outbox: OutboxStore;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase('queue_relay', { migrations: [CreateTallyTotals1763900000000] });
  store = new PostgresEventStore(database.dataSource);
  outbox = new OutboxStore(database.dataSource);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await database.dataSource.query(`UPDATE outbox SET status = 'done' WHERE status = 'pending'`);
});
afterAll(() => database.drop());

function messageQueue(): BullMqMessageQueue {
  const prefix = uniqueQueuePrefix('relay');
  const queue = new BullMqMessageQueue((name) => new Redis(redisUrl, { connectionName: name, maxRetriesPerRequest: null }), {
    prefix,
    ...settings,
  });
  cleanups.push(async () => {
    await queue.close();
    await deleteRedisKeys(redisUrl, prefix);
  });
  return queue;
}

function relay(queue: BullMqMessageQueue, options: Partial<ConstructorParameters<typeof OutboxRelay>[2]> = {}): OutboxRelay {
  const relay = new OutboxRelay(database.dataSource, queue, {
    topics: [tallyTopic],
    pollIntervalMs: 60_000,
    sweepIntervalMs: 60_000,
    ...options,
  });
  cleanups.push(() => relay.stop());
  return relay;
}

const waitingJobs = async (queue: BullMqMessageQueue): Promise<number> => (await queue.depth(tallyTopic)).waiting;

describe('new outbox rows', () => {
  it('are enqueued as soon as the append notifies, long before the next poll', async () => {
    const notifications = new NotificationListener(database.url, database.schema);
    await notifications.start();
    cleanups.push(() => notifications.stop());
    const queue = messageQueue();
    const runner = new OutboxProcessorRunner(store, outbox, [new TallyProcessor()]);
    await queue.consume(tallyTopic, async (delivery) => void (await runner.run(delivery)));
    relay(queue, { wakeUps: notifications }).start();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the first pass (a sweep) is over

    const started = Date.now();
    const [id] = await submitTallyReports(store, tallyReports(1, 1));
    await waitFor(() => outbox.get(id ?? ''), (row) => row?.status === 'done', { timeoutMs: 5_000, intervalMs: 10 });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('are claimed once when two relays work side by side', async () => {
    const queue = messageQueue();
    await submitTallyReports(store, tallyReports(300, 30));
    const first = relay(queue, { batchSize: 40 });
    const second = relay(queue, { batchSize: 40 });
    const [a, b] = await Promise.all([first.enqueueNew(), second.enqueueNew()]);
    expect((a ?? 0) + (b ?? 0)).toBe(300);
    expect(await waitingJobs(queue)).toBe(300);
  });
});

describe('rows the runner takes on itself (ADR 0110)', () => {
  const otherTopic = 'relay-hold-other';
  /** A relay past its first pass, which sweeps every pending row (a new queue reports its state lost). */
  const relayPastFirstPass = async (queue: BullMqMessageQueue, options: Partial<ConstructorParameters<typeof OutboxRelay>[2]>): Promise<OutboxRelay> => {
    const outboxRelay = relay(queue, options);
    await outboxRelay.runOnce();
    return outboxRelay;
  };

  it('are left unclaimed while the runner is busy, and get their jobs once it is idle', async () => {
    const queue = messageQueue();
    let runnerBusy = true;
    const outboxRelay = await relayPastFirstPass(queue, { hold: { topics: [tallyTopic], active: () => runnerBusy, maxMs: 60_000 } });
    await submitTallyReports(store, tallyReports(5, 1));
    expect((await outboxRelay.runOnce()).enqueued).toBe(0);
    expect(await waitingJobs(queue)).toBe(0);

    runnerBusy = false;
    expect((await outboxRelay.runOnce()).enqueued).toBe(5);
    expect(await waitingJobs(queue)).toBe(5);
  });

  it('are claimed anyway once the hold has lasted maxMs, so a row the runner never reaches is not stranded', async () => {
    const queue = messageQueue();
    const outboxRelay = await relayPastFirstPass(queue, { hold: { topics: [tallyTopic], active: () => true, maxMs: 200 } });
    await submitTallyReports(store, tallyReports(3, 1));
    const now = Date.now();
    expect((await outboxRelay.runOnce(now)).enqueued).toBe(0);
    expect((await outboxRelay.runOnce(now + 150)).enqueued).toBe(0);
    expect((await outboxRelay.runOnce(now + 200)).enqueued).toBe(3);
  });

  it('hold only their own topics: rows of other topics are claimed at once', async () => {
    const queue = messageQueue();
    const outboxRelay = await relayPastFirstPass(queue, { hold: { topics: [otherTopic], active: () => true, maxMs: 60_000 } });
    await submitTallyReports(store, tallyReports(4, 1));
    expect((await outboxRelay.runOnce()).enqueued).toBe(4);
  });

  it('are enqueued by the running relay soon after the runner goes idle, without waiting for the poll', async () => {
    const queue = messageQueue();
    let runnerBusy = true;
    const outboxRelay = await relayPastFirstPass(queue, { pollIntervalMs: 60_000, hold: { topics: [tallyTopic], active: () => runnerBusy, maxMs: 60_000 } });
    await submitTallyReports(store, tallyReports(2, 1));
    outboxRelay.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await waitingJobs(queue)).toBe(0);
    runnerBusy = false;
    await waitFor(() => waitingJobs(queue), (waiting) => waiting === 2, { timeoutMs: 2_000, intervalMs: 10 });
  });
});

describe('jobs that Redis lost', () => {
  it('are all enqueued again after FLUSHDB (issue 7: outbox relay)', async () => {
    const queue = messageQueue();
    const ids = await submitTallyReports(store, tallyReports(50, 5));
    const outboxRelay = relay(queue);
    await outboxRelay.runOnce();
    expect(await waitingJobs(queue)).toBe(50);

    await flushRedisDatabase(redisUrl);
    expect(await waitingJobs(queue)).toBe(0);
    // Asked at most once a second (lostStateCheckMs): a pass right after the first does not ask.
    expect(await outboxRelay.runOnce(Date.now() + 500)).toEqual({ enqueued: 0, swept: 0 });
    const pass = await outboxRelay.runOnce(Date.now() + 1_000);
    expect(pass).toEqual({ enqueued: 0, swept: 50 });
    const waiting = await queue.queue(tallyTopic).getWaiting(0, 100);
    expect(waiting.map((job) => job.id).sort()).toEqual([...ids].sort());
  });

  it('are enqueued again by the periodic sweep when a job vanished on its own', async () => {
    const queue = messageQueue();
    const [id] = await submitTallyReports(store, tallyReports(3, 1));
    const outboxRelay = relay(queue, { sweepIntervalMs: 1_000 });
    await outboxRelay.runOnce();
    await queue.queue(tallyTopic).remove(id ?? '');
    expect(await waitingJobs(queue)).toBe(2);

    expect(await outboxRelay.runOnce(Date.now() + 500)).toEqual({ enqueued: 0, swept: 0 });
    const pass = await outboxRelay.runOnce(Date.now() + 5_000);
    expect(pass.swept).toBe(3); // the two still queued are left alone by BullMQ
    expect(await waitingJobs(queue)).toBe(3);
  });

  it('leaves done and dead rows alone', async () => {
    const queue = messageQueue();
    const [done, dead] = await submitTallyReports(store, tallyReports(2, 1));
    await outbox.markDone(done ?? '');
    await outbox.recordFailure(dead ?? '', 'X.Y: gone', true);
    await flushRedisDatabase(redisUrl);
    expect(await relay(queue).runOnce()).toEqual({ enqueued: 0, swept: 0 });
  });
});
