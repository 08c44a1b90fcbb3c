import type { EventStoreTransaction, OutboxDelivery } from '@arbiter/application';
import { OutboxStore, PostgresEventStore } from '@arbiter/event-store';
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CreateTallyTotals1763900000000, TallyProcessor, submitTallyReports, type TallyReport } from '../../testing/index.js';
import type { QueueDelivery } from '../message-queue.port.js';
import { OutboxProcessorRunner } from './outbox-processor-runner.js';

/** The tally processor with a batch entry point that records how many deliveries each batch held. */
class BatchingTallyProcessor extends TallyProcessor {
  readonly batches: number[] = [];

  async processBatch(deliveries: readonly OutboxDelivery<TallyReport>[], tx: EventStoreTransaction): Promise<void> {
    this.batches.push(deliveries.length);
    for (const delivery of deliveries) await this.process(delivery, tx);
  }
}

let database: TestDatabase;
let store: PostgresEventStore;
let outbox: OutboxStore;
let processor: BatchingTallyProcessor;
let runner: OutboxProcessorRunner;
const applied: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase('queue_runner_join', { migrations: [CreateTallyTotals1763900000000] });
  store = new PostgresEventStore(database.dataSource);
  outbox = new OutboxStore(database.dataSource);
  processor = new BatchingTallyProcessor();
  runner = new OutboxProcessorRunner(store, outbox, [processor], {
    joinPending: 64,
    observer: { delivered: (topic, outcome) => outcome === 'applied' && applied.push(topic), failed: () => undefined },
  });
});
afterAll(() => database.drop());
beforeEach(() => {
  processor.batches.length = 0;
  applied.length = 0;
});

const delivery = (messageId: string, attempt = 1): QueueDelivery => ({ messageId, topic: 'tally', attempt, finalAttempt: false });

async function submit(count: number, report: Partial<TallyReport> = {}): Promise<string[]> {
  const reports = Array.from({ length: count }, () => ({
    matchId: `m-${crypto.randomUUID()}`,
    reporter: 'p1',
    points: 1,
    ...report,
  }));
  return submitTallyReports(store, reports);
}

async function statuses(ids: readonly string[]): Promise<string[]> {
  return Promise.all(ids.map(async (id) => (await outbox.get(id))?.status ?? 'missing'));
}

async function countedReports(): Promise<number> {
  const [row] = (await database.dataSource.query(`SELECT coalesce(sum(reports), 0)::int AS reports FROM tally_totals`)) as { reports: number }[];
  return row?.reports ?? 0;
}

describe('pending rows joining a delivery (ADR 0102)', () => {
  it('go through in the delivery transaction, and their own deliveries then find them done', async () => {
    const before = await countedReports();
    const ids = await submit(10);
    await expect(runner.run(delivery(ids[0] as string))).resolves.toBe('applied');
    expect(processor.batches).toEqual([10]);
    expect(await statuses(ids)).toEqual(Array(10).fill('done'));
    expect(applied).toHaveLength(10);

    const repeats = await Promise.all(ids.slice(1).map((id) => runner.run(delivery(id))));
    expect(repeats).toEqual(Array(9).fill('duplicate'));
    expect(await countedReports()).toBe(before + 10);
  });

  it('leave a row that failed before to its own deliveries', async () => {
    const [failing] = await submit(1, { failTimes: 1 });
    await expect(runner.run(delivery(failing as string))).rejects.toThrow(/transient failure 1/);
    const others = await submit(3);
    await expect(runner.run(delivery(others[0] as string))).resolves.toBe('applied');
    expect(await statuses(others)).toEqual(['done', 'done', 'done']);
    expect(await outbox.get(failing as string)).toMatchObject({ status: 'pending', attempts: 1 });
    await expect(runner.run(delivery(failing as string, 2))).resolves.toBe('applied');
  });

  it("never make a delivery fail for a joined row's failure: it runs again without company", async () => {
    const [poison] = await submit(1, { reject: true });
    const good = await submit(3);
    await expect(runner.run(delivery(good[0] as string))).resolves.toBe('applied');
    // The attempt with company failed on the poison row and rolled back; the delivery alone committed.
    expect(await statuses([poison as string, ...good])).toEqual(['pending', 'done', 'pending', 'pending']);
    await expect(runner.run(delivery(poison as string))).rejects.toThrow(/TALLY\.REJECTED|rejected/);
    expect((await outbox.get(poison as string))?.status).toBe('dead');
    await expect(runner.run(delivery(good[1] as string))).resolves.toBe('applied');
    expect(await statuses(good)).toEqual(['done', 'done', 'done']);
  });

  it('are left alone when the runner is not asked to join them', async () => {
    const plain = new OutboxProcessorRunner(store, outbox, [processor]);
    const ids = await submit(3);
    await expect(plain.run(delivery(ids[0] as string))).resolves.toBe('applied');
    expect(await statuses(ids)).toEqual(['done', 'pending', 'pending']);
    await Promise.all(ids.slice(1).map((id) => plain.run(delivery(id))));
  });
});

describe('what the relay asks the runner (ADR 0110)', () => {
  it('names the topics it takes pending rows of: those whose processor takes batches, and none without joinPending', () => {
    expect(runner.joinedTopics).toEqual(['tally']);
    expect(new OutboxProcessorRunner(store, outbox, [new BatchingTallyProcessor()]).joinedTopics).toEqual([]);
    expect(new OutboxProcessorRunner(store, outbox, [new TallyProcessor()], { joinPending: 64 }).joinedTopics).toEqual([]);
  });

  it('is busy while a delivery is being applied, and idle once it is done', async () => {
    const [id] = await submit(1);
    expect(runner.busy).toBe(false);
    const running = runner.run(delivery(id ?? ''));
    expect(runner.busy).toBe(true);
    await running;
    expect(runner.busy).toBe(false);
  });
});
