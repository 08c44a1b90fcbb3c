import { OutboxStore, PostgresEventStore } from '@arbiter/event-store';
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import {
  CreateTallyTotals1763900000000,
  TallyProcessor,
  deleteRedisKeys,
  submitTallyReports,
  tallyReports,
  tallyTopic,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
} from '../../testing/index.js';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutboxProcessorRunner } from '../runner/outbox-processor-runner.js';
import { BullMqMessageQueue } from './bullmq-message-queue.js';
import type { BullMqSettings } from './bullmq-settings.js';

let database: TestDatabase;
let store: PostgresEventStore;
let outbox: OutboxStore;
let runner: OutboxProcessorRunner;
const cleanups: (() => Promise<void>)[] = [];
const connect = (name: string): Redis => new Redis(testRedisUrl, { connectionName: name, maxRetriesPerRequest: null });

beforeAll(async () => {
  database = await createTestDatabase('queue_bullmq', { migrations: [CreateTallyTotals1763900000000] });
  store = new PostgresEventStore(database.dataSource);
  outbox = new OutboxStore(database.dataSource);
  runner = new OutboxProcessorRunner(store, outbox, [new TallyProcessor()]);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => database.drop());

function messageQueue(overrides: Partial<BullMqSettings> = {}): BullMqMessageQueue {
  const settings: BullMqSettings = {
    prefix: uniqueQueuePrefix('bullmq'),
    concurrency: 4,
    attempts: 4,
    backoffMs: 40,
    lockDurationMs: 5_000,
    stalledIntervalMs: 5_000,
    ...overrides,
  };
  const queue = new BullMqMessageQueue(connect, settings);
  cleanups.push(async () => {
    await queue.close();
    await deleteRedisKeys(testRedisUrl, settings.prefix);
  });
  return queue;
}

const consumeWithRunner = (queue: BullMqMessageQueue): Promise<void> =>
  queue.consume(tallyTopic, async (delivery) => void (await runner.run(delivery)));

const statusOf = async (id: string | undefined): Promise<string | undefined> => (await outbox.get(id ?? ''))?.status;

describe('a job that fails', () => {
  it('is retried with backoff until it succeeds (issue 7: retries with backoff)', async () => {
    const queue = messageQueue();
    const [id] = await submitTallyReports(store, tallyReports(1, 1, { matchId: 'retry', failTimes: 2 }));
    await queue.enqueue(tallyTopic, [id ?? '']);
    await consumeWithRunner(queue);
    await waitFor(() => statusOf(id), (status) => status === 'done', { what: 'the third attempt' });
    expect(await outbox.get(id ?? '')).toMatchObject({ attempts: 3, lastError: expect.stringMatching(/transient failure 2/) });
  });

  it('is dead-lettered when its attempts are used up, and BullMQ keeps nothing', async () => {
    const queue = messageQueue({ attempts: 3 });
    const [id] = await submitTallyReports(store, tallyReports(1, 1, { matchId: 'dead', failTimes: 10 }));
    await queue.enqueue(tallyTopic, [id ?? '']);
    await consumeWithRunner(queue);
    await waitFor(() => statusOf(id), (status) => status === 'dead', { what: 'the dead letter' });
    expect((await outbox.get(id ?? ''))?.attempts).toBe(3);
    await waitFor(() => queue.queue(tallyTopic).getJobState(id ?? ''), (state) => state === 'unknown');
  });

  it('is failed at once without retries when the processor rejects it', async () => {
    const queue = messageQueue({ attempts: 5 });
    const [id] = await submitTallyReports(store, tallyReports(1, 1, { matchId: 'rejected', reject: true }));
    await queue.enqueue(tallyTopic, [id ?? '']);
    await consumeWithRunner(queue);
    await waitFor(() => statusOf(id), (status) => status === 'dead');
    expect(await outbox.get(id ?? '')).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^TALLY\.REJECTED/) });
  });
});

describe('a job whose worker stopped renewing its lock', () => {
  it('is recovered as stalled and processed by another worker (issue 7: stalled jobs)', async () => {
    const queue = messageQueue({ lockDurationMs: 600, stalledIntervalMs: 300 });
    const [id] = await submitTallyReports(store, tallyReports(1, 1, { matchId: 'stalled' }));
    await queue.enqueue(tallyTopic, [id ?? '']);
    const settings = (queue as unknown as { settings: BullMqSettings }).settings;
    // A worker that takes the job and then hangs without renewing its lock, like a frozen process.
    let taken = false;
    const frozen = new Worker(tallyTopic, () => ((taken = true), new Promise<void>(() => undefined)), {
      connection: connect('frozen'),
      prefix: settings.prefix,
      skipLockRenewal: true,
      skipStalledCheck: true,
      lockDuration: 600,
    });
    cleanups.push(() => frozen.close(true));
    await waitFor(async () => taken, Boolean, { what: 'the frozen worker to take the job' });
    await frozen.pause(true);
    await consumeWithRunner(queue);
    await waitFor(() => statusOf(id), (status) => status === 'done', { timeoutMs: 10_000, what: 'recovery' });
  });
});

describe('closing the queue', () => {
  it('lets jobs in hand finish and commit first (graceful shutdown)', async () => {
    const prefix = uniqueQueuePrefix('close');
    cleanups.push(() => deleteRedisKeys(testRedisUrl, prefix));
    const queue = new BullMqMessageQueue(connect, {
      prefix,
      concurrency: 4,
      attempts: 3,
      backoffMs: 50,
      lockDurationMs: 5_000,
      stalledIntervalMs: 5_000,
    });
    const ids = await submitTallyReports(store, tallyReports(4, 4, { holdMs: 400 }));
    await queue.enqueue(tallyTopic, ids);
    let started = 0;
    await queue.consume(tallyTopic, async (delivery) => {
      started++;
      await runner.run(delivery);
    });
    await waitFor(async () => started, (count) => count === 4);
    await queue.close();
    const statuses = await Promise.all(ids.map(statusOf));
    expect(statuses).toEqual(['done', 'done', 'done', 'done']);
  });
});

describe('the depth of a topic', () => {
  it('counts waiting and delayed jobs', async () => {
    const queue = messageQueue();
    await queue.enqueue(tallyTopic, ['7f6c0a52-0000-4000-8000-000000000001', '7f6c0a52-0000-4000-8000-000000000002']);
    await queue.enqueue(tallyTopic, ['7f6c0a52-0000-4000-8000-000000000001']);
    expect(await queue.depth(tallyTopic)).toEqual({ waiting: 2, active: 0, delayed: 0 });
  });
});
