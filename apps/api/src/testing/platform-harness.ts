import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { deleteRedisKeys, startWorkerProcess, testRedisUrl, uniqueQueuePrefix, type WorkerProcess } from '@arbiter/platform-queue/testing';
import { startApiHarness, type ApiHarness } from './api-test-harness.js';

export interface PlatformHarness extends ApiHarness {
  readonly worker: WorkerProcess;
}

/**
 * The api (in this process) and a real worker process beside it, on the same PostgreSQL schema
 * and a queue prefix of their own: reports go through the outbox, the relay, BullMQ and the
 * score-reporting processor exactly as in production.
 */
export async function startPlatformHarness(name: string): Promise<PlatformHarness> {
  const prefix = uniqueQueuePrefix(name);
  const api = await startApiHarness({ QUEUE_PREFIX: prefix, REDIS_URL: testRedisUrl });
  let worker: WorkerProcess;
  try {
    worker = await startWorkerProcess({
      env: {
        DATABASE_URL: testDatabaseUrl,
        DATABASE_SCHEMA: api.schema,
        REDIS_URL: testRedisUrl,
        QUEUE_PREFIX: prefix,
        OUTBOX_RELAY_POLL_MS: '200',
        QUEUE_BACKOFF_MS: '200',
      },
      startTimeoutMs: 60_000,
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    ...api,
    worker,
    async stop() {
      await worker.stop();
      await deleteRedisKeys(testRedisUrl, prefix).catch(() => undefined);
      await api.stop();
    },
  };
}
