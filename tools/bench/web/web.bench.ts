/**
 * The round-start spike on the public pages (issue 19): the pairings of a 2,048-player event
 * requested by 2,000 clients within 10 seconds, each on a fresh connection, against a bare static
 * file server serving the same bytes in the same run; and the transferred size of the public
 * event page (HTML, JS, CSS, compressed as a browser asks for them).
 *
 * 1. A fresh schema on PostgreSQL (TEST_DATABASE_URL); the api runs as `npm start` runs it
 *    (`apps/api/src/main.ts`, serving the built pages of apps/web/dist), with Redis.
 * 2. Through GraphQL: a public Duel event with 2,048 players, started, round 1 published.
 * 3. A fresh api process serves `GET /public/tournaments/<id>/rounds/1/pairings`; the static
 *    server (its own process) serves the api's exact response bytes (brotli) with the same
 *    headers. Both get the same seeded arrival pattern, alternately, `--rounds` times; medians.
 *
 * usage: npm run bench:web [-- --players 2048 --clients 2000 --window 10 --rounds 3]
 * Ends with {"bench":"web","spikeP99Ms":…,"staticP99Ms":…,"ratio":…,"publicPageKb":…}.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startChild, type Child } from '../api/child-process.js';
import { seedPairedEvent } from '../api/seed-event.js';
import { printResultLine, printTable, timed } from '../support/report.js';
import { publicPageBytes } from './page-size.js';
import { percentile, spike } from './spike.js';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const players = argument('players', 2_048);
const clients = argument('clients', 2_000);
const windowMs = argument('window', 10) * 1_000;
const rounds = argument('rounds', 3);
const databaseUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_web_${randomBytes(4).toString('hex')}`;
const workspaceRoot = join(import.meta.dirname, '../../..');
const distDir = join(workspaceRoot, 'apps/web/dist');
const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, API_PORT: '0', LOG_LEVEL: 'error' };

/** The document as the api sends it to a browser: bytes (brotli), content type and ETag. */
function documentAsSent(url: string): Promise<{ body: Buffer; contentType: string; encoding: string; etag: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: HTTP ${response.statusCode}`));
        resolve({
          body: Buffer.concat(chunks),
          contentType: String(response.headers['content-type']),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          etag: String(response.headers['etag']),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const startApi = () => startChild('apps/api/src/main.ts', [], env, /Arbiter API ready: (\S+)/);
let api = await startApi();
let server: Child | null = null;
try {
  console.log(`seeding ${players} players through GraphQL…`);
  const { result: tournamentId, ms: seedMs } = await timed(() => seedPairedEvent(api.match[1] ?? '', players, env));
  await api.stop();
  api = await startApi();
  const baseUrl = (api.match[1] ?? '').replace(/graphql$/, '');
  const documentUrl = `${baseUrl}public/tournaments/${tournamentId}/rounds/1/pairings`;
  const sent = await documentAsSent(documentUrl);
  const file = join(mkdtempSync(join(tmpdir(), 'arbiter-bench-web-')), 'pairings.json.br');
  writeFileSync(file, sent.body);
  server = await startChild('tools/bench/web/static-server.ts', [file, sent.contentType, sent.encoding, sent.etag], {}, /static server ready on port (\d+)/);
  const staticUrl = `http://127.0.0.1:${server.match[1] ?? ''}/pairings`;

  await spike(documentUrl, 200, 1_000, 1); // warm-up: JIT and the document build
  await spike(staticUrl, 200, 1_000, 1);
  const rows: { round: number; p50Ms: number; p99Ms: number; staticP50Ms: number; staticP99Ms: number; errors: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const onApi = await spike(documentUrl, clients, windowMs, round);
    const onStatic = await spike(staticUrl, clients, windowMs, round);
    rows.push({
      round,
      p50Ms: Math.round(percentile(onApi.latenciesMs, 50) * 10) / 10,
      p99Ms: Math.round(percentile(onApi.latenciesMs, 99) * 10) / 10,
      staticP50Ms: Math.round(percentile(onStatic.latenciesMs, 50) * 10) / 10,
      staticP99Ms: Math.round(percentile(onStatic.latenciesMs, 99) * 10) / 10,
      errors: onApi.errors + onStatic.errors,
    });
  }
  const page = await publicPageBytes(baseUrl, distDir);
  printTable(
    `public pairings of ${players} players (${sent.body.length} bytes ${sent.encoding}), ${clients} clients within ${windowMs / 1000} s, fresh connection each; seeding took ${Math.round(seedMs / 1000)} s`,
    rows,
  );
  printTable('public event page, first visit (bytes as transferred)', page.files);
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const spikeP99Ms = median(rows.map((row) => row.p99Ms));
  const staticP99Ms = median(rows.map((row) => row.staticP99Ms));
  printResultLine('web', {
    spikeP99Ms,
    staticP99Ms,
    ratio: Math.round((spikeP99Ms / staticP99Ms) * 100) / 100,
    publicPageKb: Math.round((page.total / 1024) * 10) / 10,
  });
} finally {
  await server?.stop();
  await api.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}
