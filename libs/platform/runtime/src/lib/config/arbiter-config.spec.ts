import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './arbiter-config.js';

describe('loadConfig', () => {
  it('requires DATABASE_URL and says how to get one', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL is not set.*npm start/);
  });

  it('fills in defaults for everything else', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x' });
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      apiPort: 4000,
      apiWarmUpRequests: 300,
      workerMetricsPort: 4001,
      embeddedDatabase: false,
      databasePoolSize: 10,
      runMigrationsOnStart: true,
    });
  });

  it('fills in the queue and worker defaults, and reads each from its variable', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x' })).toMatchObject({
      workerMetricsHost: '127.0.0.1',
      workerConcurrency: 32,
      workerJoinPending: 64,
      workerNice: 5,
      queueAttempts: 8,
      queueBackoffMs: 500,
      queueLockDurationMs: 30_000,
      queueStalledIntervalMs: 15_000,
      outboxRelayPollMs: 1_000,
      outboxRelaySweepMs: 10_000,
    });
    const config = loadConfig({ DATABASE_URL: 'postgres://x', QUEUE_ATTEMPTS: '3', QUEUE_LOCK_DURATION_MS: '2000', WORKER_JOIN_PENDING: '0' });
    expect(config).toMatchObject({ queueAttempts: 3, queueLockDurationMs: 2_000, workerJoinPending: 0 });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', WORKER_CONCURRENCY: 'many' })).toThrow(/WORKER_CONCURRENCY/);
  });

  it('takes a worker nice value from 0 to 19 and refuses others (ADR 0109)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x', WORKER_NICE: '0' }).workerNice).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://x', WORKER_NICE: '19' }).workerNice).toBe(19);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', WORKER_NICE: '20' })).toThrow(/WORKER_NICE must be a nice value from 0 to 19/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', WORKER_NICE: '-5' })).toThrow(/WORKER_NICE/);
  });

  it('finds the built web pages in the checkout unless WEB_DIST_DIR names another folder', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x' }).webDistDir).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://x', WEB_DIST_DIR: '/srv/web' }).webDistDir).toBe('/srv/web');
  });

  it('uses a small pool for the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x', ARBITER_EMBEDDED_DATABASE: 'true' }).databasePoolSize).toBe(2);
  });

  it('names the variable of a malformed number', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });

  it('rejects a short JWT secret and a missing one in production', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set in production/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) })).toThrow(/at least 32 characters/);
  });

  it('never signs with a secret from the source: without JWT_SECRET each process draws its own', () => {
    const first = loadConfig({ DATABASE_URL: 'postgres://x' });
    const second = loadConfig({ DATABASE_URL: 'postgres://x' });
    expect(first.jwtSecretEphemeral).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
    expect(first.jwtSecret).not.toBe('arbiter-development-secret-do-not-use-in-production');
  });

  it('uses JWT_SECRET when it is long enough', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x', NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) });
    expect(config).toMatchObject({ jwtSecret: 'k'.repeat(32), jwtSecretEphemeral: false });
  });
});
