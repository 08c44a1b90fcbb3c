import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { RedisConnections } from '../redis/redis.module.js';

export interface ComponentHealth {
  readonly ok: boolean;
  readonly latencyMs: number;
  /** A short, safe reason when not ok (never connection strings or stack traces). */
  readonly problem: string | null;
}

export interface EventStoreHealth extends ComponentHealth {
  readonly lastGlobalPosition: number;
  readonly pendingOutboxMessages: number;
  readonly pendingMigrations: boolean;
}

export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly database: ComponentHealth;
  readonly redis: ComponentHealth;
  readonly eventStore: EventStoreHealth;
}

/** Probes PostgreSQL, Redis and the event store's tables; each probe is bounded in time. */
@Injectable()
export class HealthService {
  private redis: Redis | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly redisConnections: RedisConnections,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, redis, eventStore] = await Promise.all([
      this.probe(async () => {
        await this.dataSource.query('SELECT 1');
      }),
      this.probe(async () => {
        await this.redisClient().ping();
      }),
      this.eventStoreHealth(),
    ]);
    const ok = database.ok && redis.ok && eventStore.ok;
    return { status: ok ? 'ok' : 'degraded', database, redis, eventStore };
  }

  private redisClient(): Redis {
    // One lazily made connection, reused: a health check must not open a connection per call.
    this.redis ??= this.redisConnections.create('health', { maxRetriesPerRequest: 1 });
    return this.redis;
  }

  private async eventStoreHealth(): Promise<EventStoreHealth> {
    let lastGlobalPosition = 0;
    let pendingOutboxMessages = 0;
    let pendingMigrations = false;
    const component = await this.probe(async () => {
      const [row] = (await this.dataSource.query(
        `SELECT (SELECT coalesce(max(global_position), 0) FROM events) AS position,
                (SELECT count(*) FROM outbox WHERE status = 'pending') AS pending`,
      )) as { position: string; pending: string }[];
      lastGlobalPosition = Number(row?.position ?? 0);
      pendingOutboxMessages = Number(row?.pending ?? 0);
      pendingMigrations = await this.dataSource.showMigrations();
      if (pendingMigrations) throw new Error('migrations are pending');
    });
    return { ...component, lastGlobalPosition, pendingOutboxMessages, pendingMigrations };
  }

  private async probe(check: () => Promise<void>, timeoutMs = 2_000): Promise<ComponentHealth> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return { ok: true, latencyMs: elapsed(started), problem: null };
    } catch (error) {
      return { ok: false, latencyMs: elapsed(started), problem: safeReason(error) };
    } finally {
      clearTimeout(timer);
    }
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Error codes and our own messages only: driver messages can carry hosts and user names. */
function safeReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return `error ${code}`;
  if (error instanceof Error && /^(no answer within|migrations are pending)/.test(error.message)) return error.message;
  return 'unavailable';
}
