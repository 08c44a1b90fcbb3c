import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing/api-test-harness.js';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness();
});
afterAll(() => harness.stop());

describe('health query', () => {
  it('reports database, Redis and event store as up', async () => {
    const response = await harness.graphql<{ health: Record<string, unknown> }>(`{
      health {
        status
        database { ok latencyMs problem }
        redis { ok problem }
        eventStore { ok lastGlobalPosition pendingOutboxMessages pendingMigrations }
      }
    }`);
    expect(response.errors).toBeUndefined();
    expect(response.data?.health).toMatchObject({
      status: 'ok',
      database: { ok: true, problem: null },
      redis: { ok: true, problem: null },
      eventStore: { ok: true, lastGlobalPosition: 0, pendingOutboxMessages: 0, pendingMigrations: false },
    });
  });

  it('answers an unknown field with a validation error, not a crash', async () => {
    const response = await harness.graphql('{ secrets }');
    expect(response.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
