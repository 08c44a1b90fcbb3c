import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { deleteRedisKeys, testRedisUrl, uniqueQueuePrefix } from '@arbiter/platform-queue/testing';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Cluster } from './cluster.js';
import { type RegionalFigures, type RegionalOptions, runRegionalEvent } from './regional-event.js';

/**
 * Queue settings for a hall that cannot wait: the deliveries a killed worker held are taken over
 * once their lock expired (BullMQ's default lock is 30 s, its stall check every 15 s), and the
 * relay sweeps for rows Redis lost every 3 s. Locks are renewed at half their duration, so 1.5 s
 * leaves a busy worker 0.75 s of a blocked event loop before its jobs count as stalled; a job
 * taken over from a worker that was only slow is applied once all the same (idempotent
 * processing), so a short lock costs at most some repeated work and buys a takeover within about
 * a second of a kill (4 s locks held the round's completion 3.3 s after a kill).
 */
export const recoveryEnv: Readonly<Record<string, string>> = {
  QUEUE_LOCK_DURATION_MS: '1500',
  QUEUE_STALLED_INTERVAL_MS: '250',
  OUTBOX_RELAY_SWEEP_MS: '3000',
  OUTBOX_RELAY_POLL_MS: '250',
};

export interface SimulationOptions extends RegionalOptions {
  readonly apiProcesses: number;
  readonly workerProcesses: number;
  /** Each process's stdout and stderr go to a file in this directory. */
  readonly logsDir?: string | null;
  /** `node --cpu-prof` for every process, the profiles under `<logsDir>/cpu/`. */
  readonly cpuProfile?: boolean;
}

export interface SimulationResult extends RegionalFigures {
  readonly bench: 'regional';
  readonly players: number;
  readonly rounds: number;
  readonly apiProcesses: number;
  readonly workerProcesses: number;
  readonly rssMbMax: number;
  readonly wallSeconds: number;
}

/**
 * Starts the platform as `apiProcesses` api and `workerProcesses` worker processes on the test
 * PostgreSQL and Redis, in a schema and queue prefix of its own, runs one Regional Qualifier
 * through them and removes the schema and the queue keys again.
 */
export async function simulateRegional(options: SimulationOptions): Promise<SimulationResult> {
  const started = Date.now();
  const schema = `sim_regional_${randomBytes(4).toString('hex')}`;
  const prefix = uniqueQueuePrefix('sim-regional');
  // One token secret for every process, as a deployment sets it: a process without one draws its
  // own, and a token from one api would be refused by the other.
  const jwtSecret = randomBytes(48).toString('base64url');
  // NODE_ENV as the images set it (docker/*.Dockerfile): libraries skip their development checks
  // (graphql-js, for one, explains every failed instanceof in development).
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: testDatabaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: prefix,
    JWT_SECRET: jwtSecret,
    ...recoveryEnv,
  };
  const organizer = { email: 'regional-organizer@example.org', password: 'regional-organizer-0123456789' };
  await warnWithoutAutovacuum(testDatabaseUrl, options.log);
  options.log(`starting ${options.apiProcesses} api and ${options.workerProcesses} worker processes (schema ${schema})`);
  const cluster = await Cluster.start({
    apis: options.apiProcesses,
    workers: options.workerProcesses,
    env,
    logsDir: options.logsDir ?? null,
    cpuProfile: options.cpuProfile ?? false,
  });
  try {
    const created = await cluster.runTool(['tools/accounts/create-organizer.ts', '--email', organizer.email, '--password', organizer.password]);
    if (created.code !== 0) throw new Error(`create-organizer failed:\n${created.output}`);
    const figures = await runRegionalEvent(cluster, options, organizer).catch((error: unknown) => {
      options.log(`the event failed; what the api processes printed last:\n${cluster.apiOutputTails()}`);
      throw error;
    });
    return {
      bench: 'regional',
      players: options.players,
      rounds: options.rounds,
      apiProcesses: options.apiProcesses,
      workerProcesses: options.workerProcesses,
      ...figures,
      rssMbMax: cluster.rssMbMax(),
      wallSeconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await cluster.stop().catch(() => undefined);
    const database = new pg.Client({ connectionString: testDatabaseUrl });
    await database.connect();
    await database.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await database.end();
    await deleteRedisKeys(testRedisUrl, prefix).catch(() => undefined);
  }
}

/**
 * A server with autovacuum off never analyzes nor vacuums the event's tables. The platform's
 * statements no longer need statistics to plan well (ADR 0107: report bursts used to fall from
 * about 500 to about 200 per second from round 6 on), but every updated read model row leaves a
 * dead row behind until a vacuum, so such a run still describes the server as much as the platform.
 */
async function warnWithoutAutovacuum(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const { rows } = await database.query<{ autovacuum: string }>('SHOW autovacuum');
    if (rows[0]?.autovacuum === 'off') log('warning: autovacuum is off on this PostgreSQL server: its tables are never analyzed nor vacuumed, and their dead rows pile up');
  } finally {
    await database.end();
  }
}
