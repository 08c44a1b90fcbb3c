import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing/api-test-harness.js';
import { anonymous, organizer, signUp, type Session } from '../testing/graphql-client.js';
import { ops } from '../testing/tournament-driver.js';

let harness: ApiHarness;
let org: Session;
let webDir: string;

const DRAFT = `mutation($t: ID!) { draftNextRound(tournamentId: $t) { round relaxations tables { table entrants { name } } } }`;
const PUBLISH = `mutation($t: ID!) { publishPairings(tournamentId: $t) { round tables { table } } }`;
const DISCARD = `mutation($t: ID!) { discardPairingDraft(tournamentId: $t) { roundsPaired } }`;
const DRAFT_QUERY = `query($t: ID!) { pairingDraft(tournamentId: $t) { round tables { table } } }`;

function documentUrl(t: string, round: number): string {
  return `${harness.api.webUrl}public/tournaments/${t}/rounds/${round}/pairings`;
}

async function startedEvent(publicView: boolean, players = 4): Promise<string> {
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Document Cup', mode: 'duel', decklistRequired: false, publicView },
  });
  const t = createTournament.id;
  for (let n = 1; n <= players; n++) await org.ok(ops.registerPlayer, { input: { tournamentId: t, displayName: `Zoë ${n}` } });
  await org.ok(ops.startTournament, { t });
  return t;
}

beforeAll(async () => {
  // A stand-in build of the web pages, so the static serving is tested without running Vite.
  webDir = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), `<!doctype html><title>Arbiter</title>${'<p>page</p>'.repeat(100)}`);
  writeFileSync(join(webDir, 'assets/app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  harness = await startApiHarness({ WEB_DIST_DIR: webDir });
  org = await organizer(harness, 'org@document.test');
});
afterAll(() => harness.stop());

describe('pairings checked, then published', () => {
  it('keeps a draft from players and the public until the organizer publishes it', async () => {
    const t = await startedEvent(true);
    const player = await signUp(harness, 'zoe@document.test', 'Zoë');
    const draft = await org.ok<{ draftNextRound: { round: number; tables: unknown[] } }>(DRAFT, { t });
    expect(draft.draftNextRound).toMatchObject({ round: 1, tables: [{ table: 1 }, { table: 2 }] });
    expect((await fetch(documentUrl(t, 1))).status).toBe(404);
    expect((await anonymous(harness).ok<{ pairings: unknown }>(`query($t: ID!) { pairings(tournamentId: $t, round: 1) { round } }`, { t })).pairings).toBeNull();
    expect(await player.fails(DRAFT_QUERY, { t })).toBe('AUTH.FORBIDDEN');
    expect(await org.fails(ops.pairNextRound, { t })).toBe('PAIRING.DRAFT_PENDING');
    const published = await org.ok<{ publishPairings: { round: number } }>(PUBLISH, { t });
    expect(published.publishPairings.round).toBe(1);
    expect((await org.ok<{ pairingDraft: unknown }>(DRAFT_QUERY, { t })).pairingDraft).toBeNull();
    expect((await fetch(documentUrl(t, 1))).status).toBe(200);
  });

  it('throws a draft away on request, and refuses to publish what is not there', async () => {
    const t = await startedEvent(false);
    await org.ok(DRAFT, { t });
    expect((await org.ok<{ discardPairingDraft: { roundsPaired: number } }>(DISCARD, { t })).discardPairingDraft.roundsPaired).toBe(0);
    expect(await org.fails(PUBLISH, { t })).toBe('PAIRING.NO_DRAFT');
  });
});

describe('the public pairings document', () => {
  it('is one cacheable document with an ETag, compressed on request, 304 when unchanged', async () => {
    const t = await startedEvent(true, 6);
    await org.ok(ops.pairNextRound, { t });
    const response = await fetch(documentUrl(t, 1), { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const document = (await response.json()) as { round: number; tables: { entrants: { name: string }[] }[]; byes: unknown[] };
    expect(document.round).toBe(1);
    expect(document.tables.flatMap((table) => table.entrants.map((entrant) => entrant.name)).sort()).toEqual(
      ['Zoë 1', 'Zoë 2', 'Zoë 3', 'Zoë 4', 'Zoë 5', 'Zoë 6'],
    );
    const again = await fetch(documentUrl(t, 1), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      // fetch decompresses by itself; node:http shows the bytes as sent.
      import('node:http').then(({ get }) =>
        get(documentUrl(t, 1), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('gzip');
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      ).catch(reject);
    });
    expect(JSON.parse(gunzipSync(raw).toString())).toEqual(document);
  });

  it('changes its ETag at once when the organizer reseats a table', async () => {
    const t = await startedEvent(true);
    const { pairNextRound } = await org.ok<{ pairNextRound: { tables: { table: number; entrants: { id: string }[] }[] } }>(ops.pairNextRound, { t });
    const before = await fetch(documentUrl(t, 1));
    const [one, two] = pairNextRound.tables;
    const tables = [
      { table: 1, entrantIds: [one?.entrants[0]?.id, two?.entrants[0]?.id] },
      { table: 2, entrantIds: [one?.entrants[1]?.id, two?.entrants[1]?.id] },
    ];
    await org.ok(`mutation($input: OverridePairingInput!) { overridePairing(input: $input) { round } }`, { input: { tournamentId: t, round: 1, tables } });
    const after = await fetch(documentUrl(t, 1));
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('does not exist for a private event, a round not yet published or a bad round number', async () => {
    const t = await startedEvent(false);
    await org.ok(ops.pairNextRound, { t });
    expect((await fetch(documentUrl(t, 1))).status).toBe(404);
    const open = await startedEvent(true);
    expect((await fetch(documentUrl(open, 1))).status).toBe(404);
    expect((await fetch(documentUrl(open, 0))).status).toBe(404);
    expect((await fetch(`${harness.api.webUrl}public/tournaments/${open}/rounds/x/pairings`)).status).toBe(404);
  });
});

describe('the web pages beside /graphql', () => {
  it('serves index.html for page URLs and hashed assets for a year, brotli when accepted', async () => {
    const page = await fetch(`${harness.api.webUrl}events/some-id/play`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<title>Arbiter</title>');
    const asset = await fetch(`${harness.api.webUrl}assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${harness.api.webUrl}assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${harness.api.webUrl}%E0%A4%A`)).status).toBe(400);
    const graphql = await harness.graphql<{ health: { status: string } }>('{ health { status } }');
    expect(graphql.data?.health.status).toBe('ok');
  });
});
