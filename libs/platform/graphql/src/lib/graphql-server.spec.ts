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
      echo(text: String, n: Int, kind: Kind, input: EchoInput): String
    }
    enum Kind {
      A
      B
    }
    input EchoInput {
      required: String!
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
        throw new AppError('TOURNAMENT.ALREADY_STARTED', 'the tournament has started', { ruleRef: 'TR 2026-07-16 404.1' });
      },
      crash: () => {
        throw new Error('connect ECONNREFUSED 10.1.2.3:5432 user=admin');
      },
      echo: (_: unknown, args: Record<string, unknown>) => JSON.stringify(args),
    },
    Node: { child: (node: Node): Node => ({ name: `${node.name}.child` }) },
  }),
};
const second: GraphqlContribution = {
  typeDefs: 'type Query { version: String! }',
  resolvers: () => ({ Query: { version: () => '1' } }),
};

const logged: { correlationId: string; error: unknown }[] = [];

async function execute(query: string, limits: { maxDepth?: number; maxCost?: number } = {}, variables: Record<string, unknown> = {}) {
  const server = createGraphqlServer([tree, second], null, { ...limits, maskedErrorLog: (entry) => logged.push(entry) });
  const response = await server.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
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
    expect(result.errors?.[0]).toMatchObject({ message: 'Query depth limit of 3 exceeded, found 6.', extensions: { code: 'QUERY.TOO_DEEP' } });
  });

  it('rejects a query above the cost limit', async () => {
    const result = await execute('{ root { child { child { child { name } } } } }', { maxCost: 10 });
    expect(result.errors?.[0]?.message).toMatch(/^Query Cost limit of 10 exceeded/);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY.TOO_COSTLY' });
  });

  const ECHO = 'query($text: String, $n: Int, $kind: Kind, $input: EchoInput) { echo(text: $text, n: $n, kind: $kind, input: $input) }';

  it.each([
    ['an unknown enum value', { kind: 'C' }, /Value "C" does not exist in "Kind" enum/],
    ['a missing required input field', { input: {} }, /Field "required" of required type "String!" was not provided/],
    ['a fraction for an Int', { n: 1.5 }, /Int cannot represent non-integer value: 1.5/],
    ['an Int above 2^31 - 1', { n: 2 ** 31 }, /Int cannot represent non 32-bit signed integer value/],
    ['a word for an Int', { n: 'two' }, /Int cannot represent non-integer value: "two"/],
  ])("answers %s in the variables with GraphQL's message as BAD_USER_INPUT", async (_, variables, message) => {
    const result = await execute(ECHO, {}, variables);
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses %s in a string as BAD_USER_INPUT', async (_, text) => {
    const result = await execute(ECHO, {}, { input: { required: text } });
    expect(result.data?.['echo']).toBeUndefined();
    expect(result.errors?.[0]).toMatchObject({ message: expect.stringContaining('$input.required'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a NUL character escaped in a string literal, also when the same document comes again', async () => {
    // One server, so that the second request gets the first one's parsed document from the cache.
    const server = createGraphqlServer([tree, second], null, { maskedErrorLog: (entry) => logged.push(entry) });
    const body = JSON.stringify({ query: '{ echo(input: { required: "a\\u0000b" }) }' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await server.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const result = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
      expect(result.errors?.[0]).toMatchObject({ message: expect.stringContaining('a string literal'), extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('keeps well-formed text with characters outside the BMP', async () => {
    const result = await execute(ECHO, {}, { text: 'Riftbound \u{1F0CF} \u00e9' });
    expect(result.errors).toBeUndefined();
  });

  it('carries an AppError as extensions.code with its rule number', async () => {
    const result = await execute('{ refuse }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'the tournament has started',
      extensions: { code: 'TOURNAMENT.ALREADY_STARTED', ruleRef: 'TR 2026-07-16 404.1' },
    });
  });

  it('masks an unexpected error', async () => {
    const result = await execute('{ crash }');
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(result)).not.toContain('10.1.2.3');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', correlationId: expect.any(String) });
  });

  it('logs a masked error once with its stack under the correlation id the client gets', async () => {
    logged.length = 0;
    const result = await execute('{ crash }');
    const correlationId = result.errors?.[0]?.extensions?.['correlationId'];
    expect(logged).toHaveLength(1);
    expect(logged[0]?.correlationId).toBe(correlationId);
    expect((logged[0]?.error as Error).stack).toContain('ECONNREFUSED');
  });
});
