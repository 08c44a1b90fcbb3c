import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createServer, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/arbiter-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { HealthService } from './health/health.service.js';
import { assertRedisReachable } from './redis/assert-redis-reachable.js';
import { RedisModule } from './redis/redis.module.js';

const schema = `runtime_${randomBytes(4).toString('hex')}`;
const config = loadConfig({ ...process.env, DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema });

@Module({
  imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot({ applicationName: 'arbiter-runtime-test', migrations: [] }), RedisModule, HealthModule],
})
class RuntimeTestModule {}

let app: INestApplicationContext;

beforeAll(async () => {
  app = await NestFactory.createApplicationContext(RuntimeTestModule, { logger: ['error'] });
  await app.init();
});
afterAll(async () => {
  await app.get(DataSource).query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await app.close();
});

describe('the database module', () => {
  it('creates the event store tables in a fresh schema at start-up', async () => {
    const rows = (await app.get(DataSource).query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [schema],
    )) as { table_name: string }[];
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['events', 'outbox', 'subscription_checkpoints']));
  });

  it('reports database, Redis and event store as healthy against the real servers', async () => {
    const report = await app.get(HealthService).check();
    expect(report).toMatchObject({
      status: 'ok',
      database: { ok: true },
      redis: { ok: true },
      eventStore: { ok: true, lastGlobalPosition: 0, pendingMigrations: false },
    });
  });
});

describe('the Redis start-up check', () => {
  let silent: Server;
  const accepted = new Set<Socket>();
  let port = 0;
  beforeAll(async () => {
    // A port that accepts connections and never answers.
    silent = createServer((socket) => void accepted.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('passes when Redis answers', async () => {
    await expect(assertRedisReachable(config.redisUrl)).resolves.toBeUndefined();
  });

  it('fails at once with how to start Redis when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const started = Date.now();
    await expect(assertRedisReachable(`redis://127.0.0.1:${closedPort}`)).rejects.toThrow(/redis-server --daemonize yes/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('gives up after its timeout when the port never answers', async () => {
    await expect(assertRedisReachable(`redis://127.0.0.1:${port}`, 300)).rejects.toThrow(/docker compose -f docker\/compose.yml up -d redis/);
  });
});
