import { loadConfig } from '@arbiter/platform-runtime';
import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startApi, type RunningApi } from '../bootstrap.js';

export interface GraphqlResponse<TData = Record<string, unknown>> {
  readonly data?: TData | null;
  readonly errors?: readonly { message: string; extensions?: Record<string, unknown>; path?: readonly (string | number)[] }[];
}

export interface ApiHarness {
  readonly api: RunningApi;
  readonly schema: string;
  graphql<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlResponse<TData>>;
  stop(): Promise<void>;
}

/**
 * The real API (same `startApi` as `main.ts`) on a free port, against the real PostgreSQL server in
 * a schema of its own, and real Redis. e2e tests talk to it over HTTP only.
 */
export async function startApiHarness(env: Record<string, string> = {}): Promise<ApiHarness> {
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  const api = await startApi(
    loadConfig({ ...process.env, DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema, API_PORT: '0', API_WARM_UP_REQUESTS: '0', ...env }),
  );
  return {
    api,
    schema,
    async graphql(query, variables = {}, token) {
      const response = await fetch(api.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphqlResponse<never>;
    },
    async stop() {
      await api.close();
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}
