import { OutboxStore } from '@arbiter/event-store';
import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { QueueModule } from '@arbiter/platform-queue';
import { ConfigModule, DatabaseModule, RedisModule, loadConfig } from '@arbiter/platform-runtime';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryMetrics } from './delivery-metrics.js';
import { metricNames } from './metric-names.js';
import { MetricsModule } from './metrics.module.js';
import { mountMetrics } from './mount-metrics.js';
import { snapshotKey, WorkerSnapshotPublisher } from './worker-snapshots.js';

const schema = `metrics_api_${randomBytes(4).toString('hex')}`;
const prefix = `test-metrics-api-${randomBytes(4).toString('hex')}`;
const config = loadConfig({ ...process.env, DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema, QUEUE_PREFIX: prefix });
const redis = new Redis(config.redisUrl);
let app: INestApplication;
let baseUrl: string;

@Module({
  imports: [
    ConfigModule.forRoot(config),
    DatabaseModule.forRoot({ applicationName: 'arbiter-test-metrics' }),
    RedisModule,
    QueueModule.forApi({ topics: ['score-reporting'] }),
    MetricsModule.forApi(),
  ],
})
class ApiLikeModule {}

beforeAll(async () => {
  app = await NestFactory.create<NestFastifyApplication>(ApiLikeModule, new FastifyAdapter(), { logger: false });
  mountMetrics(app);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  const dataSource = app.get(DataSource);
  await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await app.close();
  await redis.del(snapshotKey(prefix));
  redis.disconnect();
});

describe("the api's /metrics", () => {
  it("shows the backlog it reads itself and the workers' processed, failed and latency figures (issue 7)", async () => {
    await new OutboxStore(app.get(DataSource)).add([
      { id: crypto.randomUUID(), topic: 'score-reporting', payload: { tournamentId: 't' } },
    ]);
    const workerRegistry = new Registry();
    const worker = new DeliveryMetrics(workerRegistry);
    worker.delivered('score-reporting', 'applied', 80);
    worker.failed('score-reporting', 'retry');
    await new WorkerSnapshotPublisher(redis, prefix, workerRegistry).publish();

    const response = await fetch(`${baseUrl}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`${metricNames.queueJobs}{topic="score-reporting",state="waiting"} 0`);
    expect(text).toContain(`${metricNames.outboxMessages}{topic="score-reporting",status="pending"} 1`);
    expect(text).toContain(`${metricNames.processed}{topic="score-reporting",outcome="applied"} 1`);
    expect(text).toContain(`${metricNames.failed}{topic="score-reporting",disposition="retry"} 1`);
    expect(text).toContain(`${metricNames.deliveryLatency}_bucket{le="0.1",topic="score-reporting"} 1`);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});
