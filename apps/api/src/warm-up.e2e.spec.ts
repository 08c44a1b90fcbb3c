import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApiHarness } from './testing/api-test-harness.js';
import { WARM_UP_DOCUMENTS } from './warm-up.js';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness({ API_WARM_UP_REQUESTS: '60' });
}, 120_000);
afterAll(() => harness?.stop());

describe('the warm-up before the port opens', () => {
  it('asks only valid reads, which store nothing and answer without an internal error', async () => {
    for (const query of WARM_UP_DOCUMENTS) {
      const answer = await harness.graphql(query, { t: '00000000-0000-4000-8000-000000000000' });
      const codes = (answer.errors ?? []).map((error) => error.extensions?.['code']);
      expect(codes).not.toContain('GRAPHQL_VALIDATION_FAILED');
      expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
    }
    const { data } = await harness.graphql('{ tournaments(first: 5) { id } }');
    expect(data).toEqual({ tournaments: [] });
  });
});
