import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { DeliveryMetrics } from './delivery-metrics.js';
import { metricNames } from './metric-names.js';
import { aggregateWorkerSnapshots, snapshotKey, WorkerSnapshotPublisher } from './worker-snapshots.js';

const redis = new Redis(process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379');
const prefix = `test-snapshots-${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await redis.del(snapshotKey(prefix));
  redis.disconnect();
});

function workerRegistry(applied: number): Registry {
  const registry = new Registry();
  const metrics = new DeliveryMetrics(registry);
  for (let i = 0; i < applied; i++) metrics.delivered('score-reporting', 'applied', 20);
  return registry;
}

describe("the api's view of the workers' metrics", () => {
  it('sums the snapshots of every live worker and drops those of gone ones (issue 7: metrics on the api)', async () => {
    const first = new WorkerSnapshotPublisher(redis, prefix, workerRegistry(3), { field: 'host:1' });
    const second = new WorkerSnapshotPublisher(redis, prefix, workerRegistry(4), { field: 'host:2' });
    await first.publish();
    await second.publish();

    const text = await aggregateWorkerSnapshots(redis, prefix);
    expect(text).toContain(`${metricNames.processed}{topic="score-reporting",outcome="applied"} 7`);
    expect(text).toContain(`${metricNames.deliveryLatency}_count{topic="score-reporting"} 7`);

    expect(await aggregateWorkerSnapshots(redis, prefix, Date.now() + 120_000)).toBe('');
    expect(await redis.hlen(snapshotKey(prefix))).toBe(0);
  });
});
