import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

interface Snapshot {
  readonly at: number;
  readonly metrics: MetricsJson;
}

/** Snapshots older than this belong to a worker that is gone. */
const staleAfterMs = 60_000;

/** The Redis hash that holds one snapshot per worker process. */
export const snapshotKey = (prefix: string): string => `${prefix}:metrics:workers`;

/**
 * Worker side: every few seconds, writes this process's delivery counters and latency histogram
 * to Redis, so the api's `/metrics` can show the totals of all workers.
 */
export class WorkerSnapshotPublisher {
  private timer: NodeJS.Timeout | null = null;
  /** This process's field in the hash. */
  readonly field: string;
  private readonly intervalMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly registry: Registry,
    options: { readonly intervalMs?: number; readonly field?: string } = {},
  ) {
    this.field = options.field ?? `${hostname()}:${process.pid}`;
    this.intervalMs = options.intervalMs ?? 5_000;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.publish().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.publish().catch(() => undefined);
  }

  async publish(): Promise<void> {
    const snapshot: Snapshot = { at: Date.now(), metrics: (await this.registry.getMetricsAsJSON()) as MetricsJson };
    await this.redis.hset(snapshotKey(this.prefix), this.field, JSON.stringify(snapshot));
  }
}

/**
 * Api side: the sum of every live worker's snapshot, as exposition text (empty when no worker
 * has reported). Stale snapshots are dropped from Redis as they are found.
 */
export async function aggregateWorkerSnapshots(redis: Redis, prefix: string, now = Date.now()): Promise<string> {
  const entries = await redis.hgetall(snapshotKey(prefix));
  const live: MetricsJson[] = [];
  const stale: string[] = [];
  for (const [field, value] of Object.entries(entries)) {
    const snapshot = JSON.parse(value) as Snapshot;
    if (now - snapshot.at > staleAfterMs) stale.push(field);
    else live.push(snapshot.metrics);
  }
  if (stale.length > 0) await redis.hdel(snapshotKey(prefix), ...stale);
  if (live.length === 0) return '';
  return AggregatorRegistry.aggregate(live).metrics();
}
