import type { EventStoreTransaction, OutboxDelivery, OutboxProcessor } from '@arbiter/application';
import { OutboxStore, PostgresEventStore } from '@arbiter/event-store';
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import {
  CreateTallyTotals1763900000000,
  TallyProcessor,
  submitTallyReports,
  tallyReports,
  tallyStream,
  type TallyReport,
} from '../../testing/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentFailure, type QueueDelivery } from '../message-queue.port.js';
import type { DeliveryOutcome, FailureDisposition } from './delivery-observer.js';
import { OutboxProcessorRunner } from './outbox-processor-runner.js';

/** Appends, then fails: its event must roll back with the failed attempt. */
class AppendThenFailProcessor implements OutboxProcessor<{ stream: string }> {
  readonly topic = 'append-then-fail';
  async process(delivery: OutboxDelivery<{ stream: string }>, tx: EventStoreTransaction): Promise<void> {
    await tx.append(delivery.payload.stream, [{ type: 'Half', data: {} }], 'any');
    throw new Error('fails after appending');
  }
}

let database: TestDatabase;
let store: PostgresEventStore;
let outbox: OutboxStore;
let runner: OutboxProcessorRunner;
const delivered: [string, DeliveryOutcome][] = [];
const failed: FailureDisposition[] = [];

beforeAll(async () => {
  database = await createTestDatabase('queue_runner', { migrations: [CreateTallyTotals1763900000000] });
  store = new PostgresEventStore(database.dataSource);
  outbox = new OutboxStore(database.dataSource);
  runner = new OutboxProcessorRunner(store, outbox, [new TallyProcessor(), new AppendThenFailProcessor()], {
    observer: {
      delivered: (topic, outcome) => delivered.push([topic, outcome]),
      failed: (_topic, disposition) => failed.push(disposition),
    },
  });
});
afterAll(() => database.drop());

const delivery = (messageId: string, overrides: Partial<QueueDelivery> = {}): QueueDelivery => ({
  messageId,
  topic: 'tally',
  attempt: 1,
  finalAttempt: false,
  ...overrides,
});

async function submitOne(report: Partial<TallyReport> = {}): Promise<{ id: string; matchId: string }> {
  const matchId = `m-${Math.random().toString(36).slice(2)}`;
  const [id] = await submitTallyReports(store, [{ matchId, reporter: 'p1', points: 3, ...report }]);
  if (!id) throw new Error('no id');
  return { id, matchId };
}

async function totals(matchId: string): Promise<{ reports: number; points: number } | undefined> {
  const rows = (await database.dataSource.query(`SELECT reports, points FROM tally_totals WHERE match_id = $1`, [
    matchId,
  ])) as { reports: number; points: number }[];
  return rows[0];
}

describe('a pending message', () => {
  it('is applied and marked done in the same transaction (issue 7: flow)', async () => {
    const { id, matchId } = await submitOne();
    await expect(runner.run(delivery(id))).resolves.toBe('applied');
    expect((await outbox.get(id))?.status).toBe('done');
    expect(await totals(matchId)).toEqual({ reports: 1, points: 3 });
    const events = await store.readStream(tallyStream(matchId));
    expect(events.map((event) => event.type)).toEqual(['PointsReported', 'PointsCounted']);
  });

  it('leaves no effect behind when the processor fails after appending', async () => {
    const id = crypto.randomUUID();
    await outbox.add([{ id, topic: 'append-then-fail', payload: { stream: `half-${id}` } }]);
    await expect(runner.run({ ...delivery(id), topic: 'append-then-fail' })).rejects.toThrow('fails after appending');
    expect(await store.streamVersion(`half-${id}`)).toBe(0);
    expect(await outbox.get(id)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('reports a message id without a row as missing', async () => {
    await expect(runner.run(delivery(crypto.randomUUID()))).resolves.toBe('missing');
  });
});

describe('a repeated delivery', () => {
  it('changes nothing when it comes after the first one (issue 7: idempotency)', async () => {
    const { id, matchId } = await submitOne();
    await runner.run(delivery(id));
    await expect(runner.run(delivery(id, { attempt: 2 }))).resolves.toBe('duplicate');
    expect(await totals(matchId)).toEqual({ reports: 1, points: 3 });
    expect(await store.streamVersion(tallyStream(matchId))).toBe(2);
  });

  it('is applied once when ten copies run at the same time', async () => {
    const { id, matchId } = await submitOne();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => runner.run(delivery(id))));
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    expect(await totals(matchId)).toEqual({ reports: 1, points: 3 });
  });
});

describe('reports of one match processed at the same time', () => {
  it('are all applied: a lost race on the stream is retried at once', async () => {
    const ids = await submitTallyReports(store, tallyReports(20, 1, { matchId: 'contended' }));
    const outcomes = await Promise.all(ids.map((id) => runner.run(delivery(id))));
    expect(outcomes.every((outcome) => outcome === 'applied')).toBe(true);
    expect(await totals('contended')).toEqual({ reports: 20, points: 20 });
    expect(await store.streamVersion(tallyStream('contended'))).toBe(40);
  });
});

describe('a failing message', () => {
  it('is dead-lettered at once with its code when the processor rejects it (AppError)', async () => {
    const { id, matchId } = await submitOne({ reject: true });
    failed.length = 0;
    await expect(runner.run(delivery(id))).rejects.toBeInstanceOf(PermanentFailure);
    const row = await outbox.get(id);
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row?.lastError).toMatch(/^TALLY\.REJECTED: /);
    expect(failed).toEqual(['dead']);
    expect(await totals(matchId)).toBeUndefined();
  });

  it('stays pending after a retryable failure and is applied by a later attempt', async () => {
    const { id, matchId } = await submitOne({ failTimes: 2 });
    await expect(runner.run(delivery(id, { attempt: 1 }))).rejects.toThrow(/transient failure 1/);
    await expect(runner.run(delivery(id, { attempt: 2 }))).rejects.toThrow(/transient failure 2/);
    expect(await outbox.get(id)).toMatchObject({ status: 'pending', attempts: 2 });
    await expect(runner.run(delivery(id, { attempt: 3 }))).resolves.toBe('applied');
    expect(await outbox.get(id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(await totals(matchId)).toEqual({ reports: 1, points: 3 });
  });

  it('is dead-lettered when its final attempt fails, with the internal code', async () => {
    const { id } = await submitOne({ failTimes: 5 });
    await expect(runner.run(delivery(id, { attempt: 5, finalAttempt: true }))).rejects.toThrow(/transient/);
    const row = await outbox.get(id);
    expect(row?.status).toBe('dead');
    expect(row?.lastError).toMatch(/^QUEUE\.PROCESSING_FAILED: Error: transient failure 5/);
  });

  it('is not run again once dead: a late duplicate finds it done with', async () => {
    const { id } = await submitOne({ reject: true });
    await runner.run(delivery(id)).catch(() => undefined);
    await expect(runner.run(delivery(id, { attempt: 2 }))).resolves.toBe('duplicate');
  });
});

describe('the observer', () => {
  it('hears every outcome with its topic', () => {
    expect(delivered).toContainEqual(['tally', 'applied']);
    expect(delivered).toContainEqual(['tally', 'duplicate']);
    expect(delivered).toContainEqual(['tally', 'missing']);
  });
});
