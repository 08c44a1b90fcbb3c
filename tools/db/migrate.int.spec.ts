import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
const schema = `migrate_tool_${randomBytes(4).toString('hex')}`;

function migrate(): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(workspaceRoot, 'tools/run-ts.mjs'), 'tools/db/migrate.ts'], {
    cwd: workspaceRoot,
    env: { ...process.env, DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function tablesOf(name: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [name],
    );
    return rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

describe('npm run migrate', () => {
  it('creates the event store and every read model in an empty schema, then has nothing to do', async () => {
    const first = migrate();
    expect(first.output).toMatch(/migrated: /);
    expect(first.status).toBe(0);
    const tables = await tablesOf(schema);
    expect(tables).toEqual(expect.arrayContaining(['events', 'outbox', 'schema_migrations', 'subscription_checkpoints']));
    // Read models of both contexts come from the same command.
    expect(tables.length).toBeGreaterThan(6);

    const second = migrate();
    expect(second.status).toBe(0);
    expect(second.output).toContain('nothing to do');
    expect(await tablesOf(schema)).toEqual(tables);
  }, 120_000);

  it('fails with a clear message when DATABASE_URL is missing', () => {
    const result = spawnSync(process.execPath, [join(workspaceRoot, 'tools/run-ts.mjs'), 'tools/db/migrate.ts'], {
      cwd: workspaceRoot,
      env: { PATH: process.env['PATH'] ?? '' },
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain('DATABASE_URL');
  }, 60_000);
});
