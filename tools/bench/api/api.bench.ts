/**
 * The `pairings` query of a 2,048-player event under load (issue 6), against a bare `node:http`
 * server that returns the same precomputed JSON, measured in the same run on the same machine.
 *
 * 1. A fresh schema on PostgreSQL (TEST_DATABASE_URL); the api runs in a child process exactly as
 *    `npm start` runs it (`apps/api/src/main.ts`), with Redis.
 * 2. Through GraphQL: an organizer creates a public Duel event, registers 2,048 players, starts it
 *    and pairs round 1 (1,024 tables).
 * 3. A fresh api process (a second instance, as a read replica of the deployment would be) serves
 *    the anonymous `pairings` query under autocannon (the bench process), then the raw server (its
 *    own child process) serves the api's exact response bytes to the same request.
 *
 * The machine is shared and noisy, so the two servers are measured in alternating short rounds
 * and the medians are reported (`ratio` is the median of the per-round ratios).
 *
 * usage: npm run bench:api [-- --players 2048 --duration 5 --rounds 5 --connections 32 --same-process]
 * Ends with {"bench":"api","rps":…,"p99Ms":…,"rawRps":…,"ratio":…}.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { printResultLine, printTable, timed } from '../support/report.js';
import { startChild } from './child-process.js';
import { seedPairedEvent } from './seed-event.js';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const players = argument('players', 2_048);
const duration = argument('duration', 5);
const rounds = argument('rounds', 5);
const connections = argument('connections', 32);
const databaseUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_api_${randomBytes(4).toString('hex')}`;
const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, API_PORT: '0', LOG_LEVEL: 'error' };

export const PAIRINGS = `query Pairings($t: ID!, $r: Int) {
  pairings(tournamentId: $t, round: $r) { round phase tables { table matchId entrants { id name } } byes { id name } }
}`;

function load(url: string, body: string): Promise<autocannon.Result> {
  return autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body, duration, connections });
}

const startApi = () => startChild('apps/api/src/main.ts', [], env, /Arbiter API ready: (\S+)/);
let api = await startApi();
let raw: Awaited<ReturnType<typeof startChild>> | null = null;
try {
  const { result: tournamentId, ms: seedMs } = await timed(() => seedPairedEvent(api.match[1] ?? '', players, env));
  // Serve from a fresh api process, as a second instance beside the one that took the writes
  // would (`--same-process` measures the seeding process itself; see the report in ADR 0012).
  if (!process.argv.includes('--same-process')) {
    await api.stop();
    api = await startApi();
  }
  const apiUrl = api.match[1] ?? '';
  const body = JSON.stringify({ query: PAIRINGS, variables: { t: tournamentId, r: 1 } });
  const response = await fetch(apiUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const tables = (JSON.parse(bytes.toString()) as { data: { pairings: { tables: unknown[] } } }).data.pairings.tables.length;
  const file = join(mkdtempSync(join(tmpdir(), 'arbiter-bench-')), 'pairings.json');
  writeFileSync(file, bytes);
  raw = await startChild('tools/bench/api/raw-server.ts', [file], {}, /raw server ready on port (\d+)/);
  const rawUrl = `http://127.0.0.1:${raw.match[1] ?? ''}/graphql`;

  await load(apiUrl, body); // warm-up: JIT, connection pools, caches
  await load(rawUrl, body);
  const rows: { round: number; rps: number; p99Ms: number; rawRps: number; rawP99Ms: number; ratio: number; errors: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const apiRun = await load(apiUrl, body);
    const rawRun = await load(rawUrl, body);
    const rps = Math.round(apiRun.requests.average);
    const rawRps = Math.round(rawRun.requests.average);
    const errors = apiRun.errors + apiRun.non2xx + rawRun.errors + rawRun.non2xx;
    rows.push({ round, rps, p99Ms: apiRun.latency.p99, rawRps, rawP99Ms: rawRun.latency.p99, ratio: Math.round((rps / rawRps) * 100) / 100, errors });
  }
  printTable(
    `pairings of ${players} players (${tables} tables, ${bytes.length} bytes), ${connections} connections, ${duration} s per run; seeding took ${Math.round(seedMs / 1000)} s`,
    rows,
  );
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  printResultLine('api', {
    rps: median(rows.map((row) => row.rps)),
    p99Ms: median(rows.map((row) => row.p99Ms)),
    rawRps: median(rows.map((row) => row.rawRps)),
    ratio: median(rows.map((row) => row.ratio)),
  });
} finally {
  await raw?.stop();
  await api.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}
