import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('es_data_source');
});
afterAll(() => database.drop());

describe('createDataSource', () => {
  it('opens every pooled connection without JIT and on its own schema', async () => {
    // Several at once, so the pool opens more than one connection.
    const answers = (await Promise.all(
      Array.from({ length: 4 }, () => database.dataSource.query(`SELECT current_setting('jit') AS jit, current_schema() AS schema, pg_sleep(0.05)`)),
    )) as { jit: string; schema: string }[][];
    for (const [answer] of answers) expect(answer).toMatchObject({ jit: 'off', schema: database.schema });
  });
});
