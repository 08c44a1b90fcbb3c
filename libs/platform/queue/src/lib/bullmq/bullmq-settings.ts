import type { Redis } from 'ioredis';

/** How the BullMQ adapter talks to Redis and treats jobs (ADR 0020 explains the values). */
export interface BullMqSettings {
  /** Prefix of every key, so several installations (or test files) share one Redis. */
  readonly prefix: string;
  /** Jobs of one topic this process works on at the same time. */
  readonly concurrency: number;
  /** Deliveries a failing job gets before BullMQ gives up (the runner dead-letters the last one). */
  readonly attempts: number;
  /** First retry delay; exponential after that, with jitter. */
  readonly backoffMs: number;
  /** A job whose lock is not renewed for this long is stalled (its worker died). */
  readonly lockDurationMs: number;
  /** How often this process looks for stalled jobs. */
  readonly stalledIntervalMs: number;
  /**
   * Stalls a job survives before BullMQ fails it. A job that keeps killing its worker is then
   * dropped from Redis, but its outbox row stays pending and the relay's sweep brings it back.
   */
  readonly maxStalledCount?: number;
}

/** Makes a new Redis connection (BullMQ-ready: `maxRetriesPerRequest: null`). */
export type RedisConnectionFactory = (name: string) => Redis;

/** What a job carries: only the outbox row id; the row itself stays in PostgreSQL. */
export interface OutboxJobData {
  readonly messageId: string;
}

export const outboxJobName = 'outbox-message';
