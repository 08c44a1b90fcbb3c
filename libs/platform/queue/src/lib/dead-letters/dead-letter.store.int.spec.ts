import { OutboxStore, PostgresEventStore } from '@arbiter/event-store';
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { BullMqMessageQueue } from '../bullmq/bullmq-message-queue.js';
import { OutboxRelay } from '../relay/outbox-relay.js';
import { OutboxProcessorRunner } from '../runner/outbox-processor-runner.js';
import { internalFailureCode } from '../runner/failure-description.js';
import { DeadLetterStore } from './dead-letter.store.js';

let database: TestDatabase;
let store: PostgresEventStore;
let outbox: OutboxStore;
let deadLetters: DeadLetterStore;

beforeAll(async () => {
  database = await createTestDatabase('queue_dead', { migrations: [CreateTallyTotals1763900000000] });
  store = new PostgresEventStore(database.dataSource);
  outbox = new OutboxStore(database.dataSource);
  deadLetters = new DeadLetterStore(database.dataSource);
});
afterAll(() => database.drop());

describe('dead letters', () => {
  it('list the rejections of one tournament with their codes, and nothing else', async () => {
    const [rejected, failed, other] = ['t-1', 't-1', 't-2'].map(() => crypto.randomUUID());
    await outbox.add([
      { id: rejected ?? '', topic: 'score-reporting', payload: { tournamentId: 't-1', matchId: 'a' } },
      { id: failed ?? '', topic: 'score-reporting', payload: { tournamentId: 't-1', matchId: 'b' } },
      { id: other ?? '', topic: 'score-reporting', payload: { tournamentId: 't-2', matchId: 'c' } },
    ]);
    await outbox.recordFailure(rejected ?? '', 'RESULT.MATCH_ALREADY_FINAL: the match is final', true);
    await outbox.recordFailure(failed ?? '', `${internalFailureCode}: Error: select * from secrets`, true);
    await outbox.recordFailure(other ?? '', 'RESULT.X: other tournament', true);

    // Rows added together share created_at, so their order among themselves is by id.
    const list = await deadLetters.list({ tournamentId: 't-1' });
    const byId = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(list.map((letter) => [letter.id, letter.code, letter.message]).sort(byId)).toEqual(
      [
        [rejected, 'RESULT.MATCH_ALREADY_FINAL', 'the match is final'],
        [failed, internalFailureCode, "processing failed 1 times; the worker's log has the cause"],
      ].sort(byId),
    );
    expect(list.find((letter) => letter.id === rejected)).toMatchObject({ topic: 'score-reporting', tournamentId: 't-1', attempts: 1 });
    expect(await deadLetters.get(other ?? '')).toMatchObject({ tournamentId: 't-2' });
  });

  it('go back through the queue when retried, and are applied once the cause is fixed', async () => {
    const prefix = uniqueQueuePrefix('dead');
    const queue = new BullMqMessageQueue((name) => new Redis(testRedisUrl, { connectionName: name, maxRetriesPerRequest: null }), {
      prefix,
      concurrency: 2,
      attempts: 2,
      backoffMs: 20,
      lockDurationMs: 5_000,
      stalledIntervalMs: 5_000,
    });
    const runner = new OutboxProcessorRunner(store, outbox, [new TallyProcessor()]);
    const relay = new OutboxRelay(database.dataSource, queue, { topics: [tallyTopic], pollIntervalMs: 50, sweepIntervalMs: 60_000 });
    try {
      await queue.consume(tallyTopic, async (delivery) => void (await runner.run(delivery)));
      relay.start();
      await database.dataSource.query(`INSERT INTO tally_blocked VALUES ('blocked')`);
      const [id] = await submitTallyReports(store, tallyReports(1, 1, { matchId: 'blocked' }));
      await waitFor(() => deadLetters.get(id ?? ''), (letter) => letter !== null, { what: 'the dead letter' });

      await database.dataSource.query(`DELETE FROM tally_blocked`);
      expect(await deadLetters.retry(id ?? '')).toBe(true);
      expect(await deadLetters.retry(id ?? '')).toBe(false); // not dead any more
      await waitFor(() => outbox.get(id ?? ''), (row) => row?.status === 'done', { what: 'the retried report' });
    } finally {
      await relay.stop();
      await queue.close();
      await deleteRedisKeys(testRedisUrl, prefix);
    }
  });
});
