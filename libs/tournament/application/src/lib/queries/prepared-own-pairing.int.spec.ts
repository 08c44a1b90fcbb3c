import { preparedQuery, statementName } from '@arbiter/application';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IntTestApp, startIntTestApp } from '../../test-support/int-test-app.js';
import { tournamentMigrations } from '../migrations/index.js';
import { TournamentModule } from '../tournament.module.js';

let test: IntTestApp;
let dataSource: DataSource;

beforeAll(async () => {
  test = await startIntTestApp('trnprep', tournamentMigrations, [TournamentModule]);
  dataSource = test.app.get(DataSource);
});
afterAll(() => test.close());

describe('preparedQuery on PostgreSQL', () => {
  it('prepares a statement once per connection under its name and answers like a plain query, from many requests at once', async () => {
    const text = `SELECT $1::int + $2::int AS sum, current_schema() AS schema`;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => preparedQuery<{ sum: number; schema: string }>(dataSource, text, [i, 1])));
    expect(answers.map(([row]) => row?.sum)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const [plain] = (await dataSource.query(text, [1, 1])) as { schema: string }[];
    expect(answers[0]?.[0]?.schema).toBe(plain?.schema);
    // Every pooled connection that ran it holds it prepared under that one name.
    const prepared = (await Promise.all(
      Array.from({ length: 5 }, () => dataSource.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = $1`, [statementName(text)])),
    )) as { n: number }[][];
    expect(prepared.some(([row]) => (row?.n ?? 0) === 1)).toBe(true);
  });
});
