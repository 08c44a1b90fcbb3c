import { OutboxStore } from '@arbiter/event-store';
import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { deleteRedisKeys, spawnEntry, startWorkerProcess, testRedisUrl, uniqueQueuePrefix, type WorkerProcess } from '@arbiter/platform-queue/testing';
import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import pg from 'pg';

const workspaceRoot = resolve(import.meta.dirname, '../../../..');

export interface Platform {
  /** The pages, e.g. http://127.0.0.1:41234/ */
  readonly baseUrl: string;
  readonly organizer: { readonly email: string; readonly password: string };
  /**
   * A dead letter as the queue's runner records one when it gives up: a copy of a processed
   * score report, stored and given up on in one transaction (so the relay never sees it
   * pending). Retrying it processes it again, which changes nothing (reports are idempotent).
   */
  deadLetter(tournamentId: string, error: string): Promise<string>;
  /** The outbox status of a message: pending, done or dead. */
  outboxStatus(id: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

/**
 * The platform as `npm start` runs it: the api (serving the built pages of `apps/web/dist` and
 * GraphQL) and the worker, each its own process, on a PostgreSQL schema and a queue prefix of
 * their own, plus the first organizer account made by the same tool `npm start` uses.
 */
export async function startPlatform(name: string): Promise<Platform> {
  const schema = `web_e2e_${randomBytes(4).toString('hex')}`;
  const prefix = uniqueQueuePrefix(name);
  const organizer = { email: `organizer-${schema}@arbiter.test`, password: 'organizer password 1' };
  const env = {
    DATABASE_URL: testDatabaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: prefix,
    OUTBOX_RELAY_POLL_MS: '200',
    QUEUE_BACKOFF_MS: '200',
  };
  const created = spawnSync(
    process.execPath,
    [join(workspaceRoot, 'tools/run-ts.mjs'), 'tools/accounts/create-organizer.ts', '--email', organizer.email, '--password', organizer.password],
    { cwd: workspaceRoot, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`create-organizer failed:\n${created.stdout}\n${created.stderr}`);
  const api = spawnEntry('apps/api/src/main.ts', { ...env, API_PORT: '0' });
  let worker: WorkerProcess | null = null;
  try {
    const graphqlUrl = await readyUrl(api, /Arbiter API ready: (\S+)/);
    worker = await startWorkerProcess({ env, startTimeoutMs: 90_000 });
    const baseUrl = graphqlUrl.replace(/graphql$/, '');
    const running = worker;
    return {
      baseUrl,
      organizer,
      deadLetter: (tournamentId, error) => withSchema(schema, (db) => recordDeadLetter(db, tournamentId, error)),
      outboxStatus: (id) =>
        withSchema(schema, async (db) => ((await db.query(`SELECT status FROM outbox WHERE id = $1`, [id])) as { status: string }[])[0]?.status),
      async stop() {
        await running.stop();
        await stopChild(api);
        await deleteRedisKeys(testRedisUrl, prefix).catch(() => undefined);
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      },
    };
  } catch (error) {
    await worker?.stop();
    await stopChild(api);
    throw error;
  }
}

type Rows = { query(sql: string, parameters?: unknown[]): Promise<unknown> };

async function withSchema<T>(schema: string, work: (db: Rows) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}"`);
    return await work({ query: async (sql, parameters) => (await client.query(sql, parameters as unknown[])).rows });
  } finally {
    await client.end();
  }
}

async function recordDeadLetter(db: Rows, tournamentId: string, error: string): Promise<string> {
  const [done] = (await db.query(`SELECT payload FROM outbox WHERE topic = 'score-reporting' AND status = 'done' AND payload->>'tournamentId' = $1 LIMIT 1`, [
    tournamentId,
  ])) as { payload: unknown }[];
  if (!done) throw new Error(`no processed report of ${tournamentId} to copy`);
  const id = randomUUID();
  const outbox = new OutboxStore(db);
  await db.query('BEGIN');
  await outbox.add([{ id, topic: 'score-reporting', payload: done.payload }]);
  await outbox.recordFailure(id, error, true);
  await db.query('COMMIT');
  return id;
}

function readyUrl(child: ChildProcess, ready: RegExp, timeoutMs = 90_000): Promise<string> {
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the api did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolvePromise(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the api exited (${code}) during start-up:\n${output}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
