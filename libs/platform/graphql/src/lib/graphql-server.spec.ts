import { AppError } from '@arbiter/errors';
import { describe, expect, it } from 'vitest';
import type { GraphqlContribution } from './graphql-contribution.js';
import { createGraphqlServer } from './graphql.module.js';

interface Node {
  name: string;
}

const tree: GraphqlContribution = {
  typeDefs: /* GraphQL */ `
    type Query {
      root: Node!
      refuse: String
      crash: String
    }
    type Node {
      name: String!
      child: Node!
    }
  `,
  resolvers: () => ({
    Query: {
      root: (): Node => ({ name: 'root' }),
      refuse: () => {
        throw new AppError('TOURNAMENT.ALREADY_STARTED', 'the tournament has started', { ruleRef: '10.1' });
      },
      crash: () => {
        throw new Error('connect ECONNREFUSED 10.1.2.3:5432 user=admin');
      },
    },
    Node: { child: (node: Node): Node => ({ name: `${node.name}.child` }) },
  }),
};
const second: GraphqlContribution = {
  typeDefs: 'type Query { version: String! }',
  resolvers: () => ({ Query: { version: () => '1' } }),
};

async function execute(query: string, limits: { maxDepth?: number; maxCost?: number } = {}) {
  const server = createGraphqlServer([tree, second], null, limits);
  const response = await server.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe('the GraphQL server', () => {
  it('merges the Query fields of every contribution', async () => {
    expect((await execute('{ version root { name } }')).data).toEqual({ version: '1', root: { name: 'root' } });
  });

  it('rejects a selection deeper than the depth limit', async () => {
    const result = await execute('{ root { child { child { child { child { name } } } } } }', { maxDepth: 3 });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects a query above the cost limit', async () => {
    const result = await execute('{ root { child { child { child { name } } } } }', { maxCost: 10 });
    expect(result.errors?.[0]?.message).toMatch(/cost/i);
  });

  it('carries an AppError as extensions.code with its rule number', async () => {
    const result = await execute('{ refuse }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'the tournament has started',
      extensions: { code: 'TOURNAMENT.ALREADY_STARTED', ruleRef: '10.1' },
    });
  });

  it('masks an unexpected error', async () => {
    const result = await execute('{ crash }');
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(result)).not.toContain('10.1.2.3');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
