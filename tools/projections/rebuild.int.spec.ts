import { PostgresEventStore } from '@arbiter/event-store';
import { createTestDatabase, type TestDatabase } from '@arbiter/event-store/testing';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
let db: TestDatabase;

function rebuild(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(workspaceRoot, 'tools/run-ts.mjs'), 'tools/projections/rebuild.ts', ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, DATABASE_URL: db.url, DATABASE_SCHEMA: db.schema },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(async () => {
  db = await createTestDatabase('rebuild_tool');
  const store = new PostgresEventStore(db.dataSource, { notify: false });
  const at = '2026-05-02T09:00:00.000Z';
  const settings = { name: 'Tool Cup', mode: 'duel', publicView: true, swissRounds: null, topCut: 0 };
  await store.append('tournament-t1', [{ type: 'TournamentCreated', data: { tournamentId: 't1', organizerId: 'a0', settings, at } }], 'no_stream');
  await store.append(
    'tournament-t1',
    [1, 2].map((n) => ({ type: 'PlayerRegistered', data: { playerId: `p${n}`, accountId: `a${n}`, displayName: `P${n}`, joinedInRound: 1, at } })),
    1,
  );
  await store.append(
    'account-a1',
    [{ type: 'AccountRegistered', data: { accountId: 'a1', email: 'a1@example.org', displayName: 'P1', passwordHash: 'h', at } }],
    'no_stream',
  );
}, 120_000);
afterAll(() => db.drop());

describe('the rebuild tool', () => {
  it('reports read models that do not match the log, rebuilds them, and then finds them equal', async () => {
    const before = rebuild('--check');
    expect(before.status).toBe(1);
    expect(before.output).toContain('trn_players: 0 row(s) differed from the log, 2 row(s) rebuilt anew');
    const run = rebuild();
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/rebuilt \d+ tables from 4 events/);
    const after = rebuild('--check');
    expect([after.status, after.output]).toEqual([0, expect.stringContaining('the read models equal a rebuild from the log')]);
    const rows = (await db.dataSource.query(`SELECT player_id FROM trn_players ORDER BY 1`)) as { player_id: string }[];
    expect(rows.map((row) => row.player_id)).toEqual(['p1', 'p2']);
  });
});
