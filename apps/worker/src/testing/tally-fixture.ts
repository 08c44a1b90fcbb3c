import { OutboxStore, PostgresEventStore } from '@arbiter/event-store';
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import {
  CreateTallyTotals1763900000000,
  deleteRedisKeys,
  startWorkerProcess,
  submitTallyReports,
  tallyTopic,
  uniqueQueuePrefix,
  type TallyReport,
  type WorkerProcess,
} from '@arbiter/platform-queue/testing';
import { faultTestQueueEnv } from './fault-test-env.js';

/** Where the reports stand, counted from the database. */
export interface TallyState {
  /** Outbox rows by status. */
  readonly done: number;
  readonly pending: number;
  readonly dead: number;
  /** `PointsCounted` events, and how many distinct reports they count. */
  readonly counted: number;
  readonly distinctCounted: number;
  /** Reports summed over the `tally_totals` read model. */
  readonly totalReports: number;
}

/**
 * One fault test's world: a fresh PostgreSQL schema, a queue prefix of its own, and workers
 * started as child processes from `tally-worker.main.ts` (the worker plus the test processor).
 */
export class TallyFixture {
  readonly store: PostgresEventStore;
  readonly outbox: OutboxStore;
  private readonly workers: WorkerProcess[] = [];

  private constructor(
    readonly database: TestDatabase,
    readonly redisUrl: string,
    readonly prefix: string,
  ) {
    this.store = new PostgresEventStore(database.dataSource);
    this.outbox = new OutboxStore(database.dataSource);
  }

  static async create(name: string, redisUrl: string): Promise<TallyFixture> {
    const database = await createTestDatabase(`fault_${name}`, { migrations: [CreateTallyTotals1763900000000] });
    return new TallyFixture(database, redisUrl, uniqueQueuePrefix(name));
  }

  /** The environment of a worker of this fixture; `overrides` win (a proxied DATABASE_URL...). */
  workerEnv(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      DATABASE_URL: this.database.url,
      DATABASE_SCHEMA: this.database.schema,
      DATABASE_POOL_SIZE: '10',
      REDIS_URL: this.redisUrl,
      QUEUE_PREFIX: this.prefix,
      ...faultTestQueueEnv,
      ...overrides,
    };
  }

  async startWorker(overrides: Record<string, string> = {}): Promise<WorkerProcess> {
    const worker = await startWorkerProcess({
      entry: 'apps/worker/src/testing/tally-worker.main.ts',
      env: this.workerEnv(overrides),
      // Compiling the worker on start takes seconds; on a loaded CI machine, more than the default 30.
      startTimeoutMs: 90_000,
    });
    this.workers.push(worker);
    return worker;
  }

  submit(reports: readonly TallyReport[]): Promise<string[]> {
    return submitTallyReports(this.store, reports);
  }

  async state(): Promise<TallyState> {
    const [row] = (await this.database.dataSource.query(
      `SELECT
         (SELECT count(*) FILTER (WHERE status = 'done') FROM outbox WHERE topic = $1)::int AS done,
         (SELECT count(*) FILTER (WHERE status = 'pending') FROM outbox WHERE topic = $1)::int AS pending,
         (SELECT count(*) FILTER (WHERE status = 'dead') FROM outbox WHERE topic = $1)::int AS dead,
         (SELECT count(*) FROM events WHERE type = 'PointsCounted')::int AS counted,
         (SELECT count(DISTINCT data->>'reportId') FROM events WHERE type = 'PointsCounted')::int AS "distinctCounted",
         (SELECT coalesce(sum(reports), 0) FROM tally_totals)::int AS "totalReports"`,
      [tallyTopic],
    )) as TallyState[];
    if (!row) throw new Error('no state row');
    return row;
  }

  async cleanup(): Promise<void> {
    for (const worker of this.workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) await worker.kill();
    }
    await deleteRedisKeys(this.redisUrl, this.prefix).catch(() => undefined);
    await this.database.drop();
  }
}

/** Every report applied exactly once: done, counted once, and in the totals once. */
export function appliedExactlyOnce(state: TallyState, reports: number): boolean {
  return (
    state.done === reports &&
    state.pending === 0 &&
    state.counted === reports &&
    state.distinctCounted === reports &&
    state.totalReports === reports
  );
}
