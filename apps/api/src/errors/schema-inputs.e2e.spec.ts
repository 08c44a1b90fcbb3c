import { testDatabaseUrl } from '@arbiter/event-store/testing';
import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing/api-test-harness.js';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { deckCodeOf, ops } from '../testing/tournament-driver.js';

/**
 * Every query and mutation of the schema, called with variables generated from its argument
 * types: valid values, boundaries and malformed ones (wrong types, nulls for required values,
 * unknown enum values, missing and extra input fields, NUL and lone surrogates, huge numbers).
 * No answer may be INTERNAL_SERVER_ERROR, and a refused mutation writes no event.
 */
let harness: ApiHarness;
let db: pg.Client;
let schema: GraphQLSchema;
let org: Session;
let player: Session;
const knownIds: string[] = [];

beforeAll(async () => {
  harness = await startApiHarness();
  db = new pg.Client({ connectionString: testDatabaseUrl });
  await db.connect();
  const introspection = await harness.graphql<IntrospectionQuery>(getIntrospectionQuery());
  schema = buildClientSchema(introspection.data as IntrospectionQuery);
  org = await organizer(harness, 'organizer@inputs.test');
  player = await signUp(harness, 'player@inputs.test', 'Player One');
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Inputs Open', mode: 'duel', inviteCode: 'INPUTS' },
  });
  const { registerPlayer } = await player.ok<{ registerPlayer: { id: string; entrantId: string } }>(ops.registerPlayer, {
    input: { tournamentId: createTournament.id, inviteCode: 'INPUTS' },
  });
  knownIds.push(createTournament.id, registerPlayer.id, registerPlayer.entrantId, org.accountId, player.accountId);
}, 120_000);

afterAll(async () => {
  await db?.end();
  await harness?.stop();
});

async function eventCount(): Promise<number> {
  const result = await db.query<{ count: string }>(`SELECT count(*) FROM "${harness.schema}".events`);
  return Number(result.rows[0]?.count ?? 0);
}

const malformedText = fc.constantFrom('a\u0000b', '\ud800', 'x\udc00y', 42, true, { text: 'x' });

function stringValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 2, arbitrary: fc.constantFrom('', ' ', '\u200b\u200d', 'a'.repeat(5_000), 'someone@inputs.test', 'INPUTS', deckCodeOf(0), 'é\u{1F0CF}') },
    { weight: 1, arbitrary: malformedText },
  );
}

function idValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: malformedText },
  );
}

function intValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -3, max: 130 }) },
    { weight: 2, arbitrary: fc.constantFrom(0, 1, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, -(2 ** 31) - 1, 1.5, Number.MAX_SAFE_INTEGER) },
    { weight: 1, arbitrary: fc.constantFrom('two', '3', null, true, [1]) },
  );
}

/** A value for an input type: mostly fitting, sometimes not. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 12, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  const nullable = (arbitrary: fc.Arbitrary<unknown>) => fc.oneof({ weight: 8, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const item = valueFor(type.ofType, depth + 1);
    return nullable(fc.oneof({ weight: 6, arbitrary: fc.array(item, { maxLength: depth > 1 ? 1 : 9 }) }, { weight: 1, arbitrary: item }));
  }
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((value) => value.name), 'NOT_A_VALUE', 7));
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return nullable(intValue());
      case 'Float':
        return nullable(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant('x')));
      case 'Boolean':
        return nullable(fc.oneof(fc.boolean(), fc.constant('yes')));
      case 'ID':
        return nullable(idValue());
      default:
        return nullable(stringValue());
    }
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const record = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
    return nullable(
      fc.oneof(
        { weight: 8, arbitrary: record },
        { weight: 1, arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1)])), { requiredKeys: [] }) },
        { weight: 1, arbitrary: record.map((value) => ({ ...(value as object), notAField: 1 })) },
        { weight: 1, arbitrary: fc.constant('not an object') },
      ),
    );
  }
  return fc.constant(null);
}

/** The operation text for one root field: every argument a variable, the least selection. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function rootFields(kind: 'query' | 'mutation') {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).map((field) => ({ kind, field }));
}

describe('generated variables for every query and mutation', () => {
  it('never answer INTERNAL_SERVER_ERROR, and a refused mutation writes no event', async () => {
    const fields = [...rootFields('query'), ...rootFields('mutation')];
    expect(fields.length).toBeGreaterThan(40);
    const sessions = [org, player, undefined];
    const calls = fc.oneof(
      ...fields.map(({ kind, field }) =>
        fc.record({
          kind: fc.constant(kind),
          name: fc.constant(field.name),
          query: fc.constant(operationFor(kind, field)),
          variables: fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type)])), { requiredKeys: [] }),
          session: fc.nat({ max: sessions.length - 1 }),
        }),
      ),
    );
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(calls, async (call) => {
        const before = call.kind === 'mutation' ? await eventCount() : 0;
        const response = await harness.graphql(call.query, call.variables as Record<string, unknown>, sessions[call.session]?.token);
        const codes = (response.errors ?? []).map((error) => error.extensions?.['code']);
        expect(codes, `${call.name} ${JSON.stringify(response.errors)}`).not.toContain('INTERNAL_SERVER_ERROR');
        if (call.kind === 'mutation' && response.errors?.length) expect(await eventCount(), `${call.name} was refused but wrote events`).toBe(before);
      }),
      { numRuns: Number(process.env['SCHEMA_INPUT_RUNS'] ?? 1_000), seed: 18_15, endOnFailure: true },
    );
    console.log(`generated schema inputs: ${fields.length} root fields, ${Date.now() - started} ms`);
  }, 180_000);
});
