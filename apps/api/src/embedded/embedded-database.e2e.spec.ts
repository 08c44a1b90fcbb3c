import { loadConfig, startEmbeddedPostgres, type EmbeddedPostgres } from '@arbiter/platform-runtime';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { preparedQuery } from '@arbiter/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../bootstrap.js';
import type { ApiHarness, GraphqlResponse } from '../testing/api-test-harness.js';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { deckCodeOf, ops } from '../testing/tournament-driver.js';

/**
 * The embedded database (`npm start` without DATABASE_URL) under load: the api's pool and a
 * second client (as the worker's outbox relay is) send extended-protocol queries and
 * transactions at once over PGlite's single session.
 */
let dataDir: string;
let embedded: EmbeddedPostgres;
let harness: ApiHarness;
let relay: pg.Pool;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'arbiter-pglite-'));
  embedded = await startEmbeddedPostgres(dataDir, 0);
  const api = await startApi(
    loadConfig({ ...process.env, DATABASE_URL: embedded.url, ARBITER_EMBEDDED_DATABASE: 'true', DATABASE_SCHEMA: 'public', API_PORT: '0' }),
  );
  harness = {
    api,
    schema: 'public',
    async graphql(query, variables = {}, token) {
      const response = await fetch(api.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphqlResponse<never>;
    },
    stop: () => api.close(),
  };
  relay = new pg.Pool({ connectionString: embedded.url, max: 3 });
}, 300_000);

afterAll(async () => {
  await relay?.end();
  await harness?.stop();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/**
 * Requests in flight at once: well above the api's pool of 2 and the relay's 3, so connections
 * always contend for the session, and below what queues past the pool's 5 s connection wait.
 */
const IN_FLIGHT = 48;

async function inFlight<T>(count: number, width: number, run: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let n = next++; n < count; n = next++) results[n] = await run(n);
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

/** What the worker's outbox relay does between the api's requests: parameterized reads in a transaction. */
async function relayPass(n: number): Promise<'relay'> {
  const client = await relay.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT $1::int + 1 AS next, $2::text AS name', [n, `relay ${n}`]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  return 'relay';
}

describe('the embedded database', () => {
  it('answers about 1,000 mixed concurrent requests without an unexpected error', async () => {
    const org = await organizer(harness, 'organizer@embedded.test');
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Embedded Cup', mode: 'duel', inviteCode: 'EMBEDDED' },
    });
    const t = createTournament.id;
    const players: Session[] = [];
    for (let n = 0; n < 4; n++) {
      const player = await signUp(harness, `p${n}@embedded.test`, `Player ${n}`);
      await player.ok(ops.registerPlayer, { input: { tournamentId: t, inviteCode: 'EMBEDDED' } });
      players.push(player);
    }
    const request = (n: number): Promise<GraphqlResponse | 'relay'> => {
      const player = players[n % players.length] as Session;
      switch (n % 5) {
        case 0:
          return player.raw(ops.submitDecklist, { input: { tournamentId: t, deckCode: deckCodeOf(n) } });
        case 1:
          return org.raw(ops.registerPlayer, { input: { tournamentId: t, displayName: `Walk-in ${n}` } });
        case 2:
          return player.raw(`query($t: ID!) { tournament(id: $t) { name playerCount players { displayName hasDecklist } } }`, { t });
        case 3:
          return org.raw(`{ tournaments(first: 20) { id name status } }`);
        default:
          return relayPass(n);
      }
    };
    const started = Date.now();
    const answers = await inFlight(1_000, IN_FLIGHT, request);
    console.log(`1,000 mixed requests, ${IN_FLIGHT} in flight, on the embedded database: ${Date.now() - started} ms`);
    const unexpected = answers.filter(
      (answer): answer is GraphqlResponse => answer !== 'relay' && (answer.errors ?? []).some((error) => error.extensions?.['code'] === 'INTERNAL_SERVER_ERROR'),
    );
    expect(unexpected.map((answer) => answer.errors)).toEqual([]);
    const walkIns = answers.filter((answer, index) => index % 5 === 1 && answer !== 'relay' && !answer.errors);
    expect(walkIns).toHaveLength(200);
    const { tournament } = await org.ok<{ tournament: { playerCount: number } }>(`query($t: ID!) { tournament(id: $t) { playerCount } }`, { t });
    expect(tournament.playerCount).toBe(204);
  }, 300_000);

  it('runs the prepared reads of a burst as unnamed statements on the shared session, so concurrent clients never collide', async () => {
    const dataSource = harness.api.app.get(DataSource);
    const rows = await inFlight(60, 12, (n) => preparedQuery<{ n: number }>(dataSource, 'SELECT $1::int AS n', [n]));
    expect(rows.map(([row]) => row?.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });
});
