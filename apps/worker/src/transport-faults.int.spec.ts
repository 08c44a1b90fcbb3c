/**
 * Fault tests of the transport with its own test processor (`TallyProcessor`), for the faults
 * that `score-reporting.int.spec.ts` does not repeat with the tournament's processor: a graceful
 * stop with jobs in hand, and a Redis server killed and restarted empty. Real PostgreSQL, real
 * Redis, real BullMQ, and each test's worker a real child process.
 */
import {
  RedisServerProcess,
  redisDatabaseUrl,
  tallyReports,
  tallyTopic,
  waitFor,
} from '@arbiter/platform-queue/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedExactlyOnce, TallyFixture, type TallyState } from './testing/tally-fixture.js';

// Redis database 7 belongs to this project's fault tests (score-reporting.int.spec.ts flushes it).
const redisUrl = redisDatabaseUrl(7);
const settleMs = 1_500;
let fixture: TallyFixture | null = null;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await fixture?.cleanup();
  fixture = null;
});

async function newFixture(name: string, url = redisUrl): Promise<TallyFixture> {
  fixture = await TallyFixture.create(name, url);
  return fixture;
}

/** Waits until every report is applied exactly once, then checks that nothing moves afterwards. */
async function expectAppliedExactlyOnce(world: TallyFixture, reports: number, timeoutMs = 60_000): Promise<TallyState> {
  const state = await waitFor(() => world.state(), (current) => appliedExactlyOnce(current, reports), {
    timeoutMs,
    intervalMs: 200,
    what: `${reports} reports applied exactly once`,
  });
  await sleep(settleMs);
  expect(await world.state()).toEqual(state);
  return state;
}

describe('a worker stopped with SIGTERM', () => {
  it('finishes and commits the jobs in hand before it exits, leaving none locked', async () => {
    const world = await newFixture('term');
    await world.submit(tallyReports(120, 20, { holdMs: 250 }));
    const worker = await world.startWorker();
    await waitFor(() => world.state(), (state) => state.done >= 16, { what: '16 reports done' });
    const exit = await worker.stop();

    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    const queue = new Queue(tallyTopic, { connection: new Redis(redisUrl, { maxRetriesPerRequest: null }), prefix: world.prefix });
    cleanups.push(() => queue.close());
    expect(await queue.getActiveCount()).toBe(0);
    const atExit = await world.state();
    expect(atExit.counted).toBe(atExit.done);
    expect(atExit.done).toBeLessThan(120);
    await world.startWorker();
    await expectAppliedExactlyOnce(world, 120, 30_000);
  });
});

describe('Redis losing its jobs', () => {
  it('gets every report applied after Redis is killed and restarted empty (issue 7 c)', async () => {
    const redis = await RedisServerProcess.start();
    cleanups.push(() => redis.kill());
    const world = await newFixture('restart', redis.url);
    await world.submit(tallyReports(500, 50, { holdMs: 10 }));
    const worker = await world.startWorker();
    await waitFor(() => world.state(), (state) => state.done >= 100, { what: '100 reports done' });
    await redis.kill();
    const atKill = await world.state();
    await sleep(1_000);
    await redis.restart();

    expect(atKill.done).toBeLessThan(500);
    await expectAppliedExactlyOnce(world, 500);
    expect(worker.child.exitCode).toBeNull();
  });
});
