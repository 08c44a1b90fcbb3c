/**
 * Score reporting end to end (issue 7) against raw BullMQ, measured in the same run.
 *
 * - reportsPerSec: `reportResult` mutations through GraphQL (the api process) until their
 *   results and standings have committed (the worker process: relay, BullMQ, score-reporting
 *   processor), sent by `--clients` concurrent clients; per second from the first send to the
 *   last commit. Each report decides its match (`either_player`), so a report is a result.
 * - rawJobsPerSec: no-op BullMQ jobs, each added on its own by as many concurrent producers and
 *   processed with the worker's concurrency, first add to last completion.
 * - noOpPipelinePerSec: the ceiling of the first figure on this machine, measured the same way:
 *   the same mutations through graphql-yoga on Fastify into a BullMQ job each, completed by a
 *   no-op worker, with no authentication, PostgreSQL or logic at all (`no-op-graphql.ts`);
 *   noOpPipelineRatio is it over rawJobsPerSec, the best `ratio` any platform built on
 *   graphql-yoga and BullMQ could reach here. noOpGraphqlPerSec is graphql-yoga alone (no job).
 *   The machine is shared and noisy: the figures alternate for `--rounds` rounds and the medians
 *   are reported; each ratio is the median of the per-round ratios.
 * - vsNoOpPipeline: reportsPerSec over noOpPipelinePerSec of the same round, the platform's share
 *   of what graphql-yoga and BullMQ alone can carry here. This is the figure to watch (issue 20);
 *   `ratio` against raw BullMQ stays in the line for comparison with older runs but is no target,
 *   since even the no-op pipeline reaches only about 0.3 of it (ADR 0034).
 * - p99MsAt200: mutations sent open-loop at a steady `--rate` per second for `--seconds`; the
 *   latency of each is from its send to the first poll (every 5 ms) that sees its outbox row done,
 *   i.e. its result and the standings committed.
 *
 * usage: npm run bench:reporting [-- --rounds 3 --reports 400 --clients 32 --rate 200 --seconds 10]
 */
import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { deleteRedisKeys, testRedisUrl, uniqueQueuePrefix } from '@arbiter/platform-queue/testing';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { printResultLine, printTable } from '../support/report.js';
import { organizerPassword, prepareReports, reportMutation, signUpPlayers, type PreparedReport } from './bench-tournaments.js';
import { DoneWatcher, percentile } from './done-watcher.js';
import { GraphqlClient } from './graphql-client.js';
import { startPlatform } from './platform-processes.js';
import { startNoOpGraphql } from './no-op-graphql.js';
import { rawNoOpJobsPerSec } from './raw-bullmq.js';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = argument('rounds', 3);
const reportsPerRound = argument('reports', 400);
const clients = argument('clients', 32);
const rate = argument('rate', 200);
const seconds = argument('seconds', 10);
const workerConcurrency = argument('concurrency', 32);
const warmUp = 100;
/** Jobs (raw BullMQ) and mutations (no-op pipeline) per round of each baseline. */
const baselineCount = 3_000;

const schema = `bench_reporting_${randomBytes(4).toString('hex')}`;
const prefix = uniqueQueuePrefix('bench-reporting');
const env = {
  DATABASE_URL: testDatabaseUrl,
  DATABASE_SCHEMA: schema,
  REDIS_URL: testRedisUrl,
  QUEUE_PREFIX: prefix,
  WORKER_CONCURRENCY: String(workerConcurrency),
};
const organizer = { email: 'bench-organizer@example.org', password: organizerPassword };

const database = new pg.Client({ connectionString: testDatabaseUrl, options: `-c search_path=${schema}` });

interface ThroughputRun {
  /** Reports per second from the first send until the last result committed. */
  readonly reportsPerSec: number;
  /** Mutations answered per second (reports accepted), for reading where the time goes. */
  readonly acceptedPerSec: number;
}

/** Sends every report with `clients` concurrent clients. */
async function throughput(client: GraphqlClient, reports: readonly PreparedReport[]): Promise<ThroughputRun> {
  const watcher = new DoneWatcher(database, 10);
  watcher.start();
  const started = performance.now();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < reports.length) {
      const report = reports[next++] as PreparedReport;
      const sentAt = performance.now();
      const data = await client.request<{ reportResult: { reportId: string } }>(reportMutation, report.variables, report.token);
      watcher.watch(data.reportResult.reportId, sentAt);
    }
  };
  await Promise.all(Array.from({ length: clients }, lane));
  const acceptedMs = performance.now() - started;
  await watcher.drained(120_000);
  watcher.stop();
  const doneMs = performance.now() - started;
  return {
    reportsPerSec: Math.round((reports.length / doneMs) * 1_000),
    acceptedPerSec: Math.round((reports.length / acceptedMs) * 1_000),
  };
}

/** Sends at a steady rate without waiting for answers; latency of each from send to commit. */
async function steady(client: GraphqlClient, reports: readonly PreparedReport[]): Promise<{ latencies: readonly number[]; sentPerSec: number }> {
  const watcher = new DoneWatcher(database, 5);
  watcher.start();
  const interval = 1_000 / rate;
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < reports.length; i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 1) await sleep(wait);
    const report = reports[i] as PreparedReport;
    const sentAt = performance.now();
    sends.push(
      client
        .request<{ reportResult: { reportId: string } }>(reportMutation, report.variables, report.token)
        .then((data) => watcher.watch(data.reportResult.reportId, sentAt)),
    );
  }
  const sentPerSec = Math.round((reports.length / (performance.now() - started)) * 1_000);
  await Promise.all(sends);
  await watcher.drained(120_000);
  watcher.stop();
  return { latencies: watcher.results, sentPerSec };
}

function median(values: readonly number[]): number {
  return percentile(values, 50);
}

const platform = await startPlatform(env, organizer);
try {
  await database.connect();
  const client = new GraphqlClient(platform.graphqlUrl);
  const { logIn } = await client.request<{ logIn: { accessToken: string } }>(
    `mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { accessToken } }`,
    organizer,
  );
  console.log('setting up tournaments ...');
  const players = await signUpPlayers(client, 64, randomBytes(3).toString('hex'));
  const steadyCount = rate * seconds;
  const prepared = await prepareReports(client, logIn.accessToken, players, warmUp + rounds * reportsPerRound + steadyCount, 'r');
  let cursor = 0;
  const take = (count: number): PreparedReport[] => prepared.slice(cursor, (cursor += count));

  await throughput(client, take(warmUp));
  const noOpGraphql = await startNoOpGraphql();
  const noOpPipeline = await startNoOpGraphql({ redisUrl: testRedisUrl, prefix: `${prefix}-no-op`, concurrency: workerConcurrency });
  const raw = (jobs: number): Promise<number> =>
    rawNoOpJobsPerSec({ redisUrl: testRedisUrl, prefix: `${prefix}-raw`, jobs, producers: clients, concurrency: workerConcurrency });
  // The baselines' first thousand jobs and requests are slow (JIT, connections), like the
  // platform's warm-up: a cold first round measured raw BullMQ at half its later rate.
  await raw(1_000);
  await noOpGraphql.reportsPerSec(1_000, clients);
  await noOpPipeline.reportsPerSec(1_000, clients);
  const rows: Record<
    'round' | 'reportsPerSec' | 'acceptedPerSec' | 'rawJobsPerSec' | 'ratio' | 'noOpGraphqlPerSec' | 'noOpPipelinePerSec' | 'noOpPipelineRatio' | 'vsNoOpPipeline',
    number
  >[] = [];
  const ratioOf = (perSec: number, raw: number): number => Math.round((perSec / raw) * 1_000) / 1_000;
  try {
    for (let round = 1; round <= rounds; round++) {
      const rawJobsPerSec = await raw(baselineCount);
      const noOpGraphqlPerSec = await noOpGraphql.reportsPerSec(baselineCount, clients);
      const noOpPipelinePerSec = await noOpPipeline.reportsPerSec(baselineCount, clients);
      const { reportsPerSec, acceptedPerSec } = await throughput(client, take(reportsPerRound));
      rows.push({
        round,
        reportsPerSec,
        acceptedPerSec,
        rawJobsPerSec,
        ratio: ratioOf(reportsPerSec, rawJobsPerSec),
        noOpGraphqlPerSec,
        noOpPipelinePerSec,
        noOpPipelineRatio: ratioOf(noOpPipelinePerSec, rawJobsPerSec),
        vsNoOpPipeline: ratioOf(reportsPerSec, noOpPipelinePerSec),
      });
    }
  } finally {
    await noOpGraphql.stop();
    await noOpPipeline.stop();
  }
  printTable(`end to end (${clients} clients, worker concurrency ${workerConcurrency}) vs raw BullMQ no-op jobs and the no-op GraphQL pipeline`, rows);

  const { latencies, sentPerSec } = await steady(client, take(steadyCount));
  const figures = {
    sentPerSec,
    p50Ms: Math.round(percentile(latencies, 50)),
    p90Ms: Math.round(percentile(latencies, 90)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(Math.max(...latencies)),
  };
  printTable(`report to standings at a steady ${rate} reports/s for ${seconds} s`, [figures]);

  printResultLine('reporting', {
    reportsPerSec: median(rows.map((row) => row.reportsPerSec)),
    rawJobsPerSec: median(rows.map((row) => row.rawJobsPerSec)),
    ratio: median(rows.map((row) => row.ratio)),
    p99MsAt200: figures.p99Ms,
    noOpPipelinePerSec: median(rows.map((row) => row.noOpPipelinePerSec)),
    noOpPipelineRatio: median(rows.map((row) => row.noOpPipelineRatio)),
    vsNoOpPipeline: median(rows.map((row) => row.vsNoOpPipeline)),
  });
} finally {
  await platform.stop();
  await database.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
  await database.end().catch(() => undefined);
  await deleteRedisKeys(testRedisUrl, prefix).catch(() => undefined);
  await deleteRedisKeys(testRedisUrl, `${prefix}-no-op`).catch(() => undefined);
}
process.exit(0);
