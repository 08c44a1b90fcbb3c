import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness, type GraphqlResponse } from '../testing/api-test-harness.js';
import { anonymous, organizer, signUp, type Session } from '../testing/graphql-client.js';
import { ops } from '../testing/tournament-driver.js';

let harness: ApiHarness;
let org: Session;
let tournamentId: string;

beforeAll(async () => {
  harness = await startApiHarness();
  org = await organizer(harness, 'organizer@mistakes.test');
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Mistakes Open', mode: 'duel', inviteCode: 'MISTAKES' },
  });
  tournamentId = createTournament.id;
});
afterAll(() => harness.stop());

async function post(body: unknown): Promise<{ status: number; body: GraphqlResponse }> {
  const response = await fetch(harness.api.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${org.token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphqlResponse };
}

const firstError = (response: GraphqlResponse) => response.errors?.[0];
const seat = (gameWins: unknown) => ({ matchId: 'm', result: { seats: [{ entrantId: 'a', gameWins }, { entrantId: 'b', gameWins: 0 }] } });

describe("a client's mistakes in the variables", () => {
  it.each([
    ['an unknown enum value', ops.createTournament, { input: { name: 'X', mode: 'chess' } }, /Value "chess" does not exist in "TournamentMode" enum/],
    ['a missing required input field', ops.createTournament, { input: { mode: 'duel' } }, /Field "name" of required type "String!" was not provided/],
    ['gameWins 1.5', ops.enterResult, { input: seat(1.5) }, /Int cannot represent non-integer value: 1.5/],
    ['gameWins 2^31', ops.enterResult, { input: seat(2 ** 31) }, /Int cannot represent non 32-bit signed integer value: 2147483648/],
    ['round "two"', ops.matches, { t: 'x', r: 'two' }, /Int cannot represent non-integer value: "two"/],
  ])("answer %s as BAD_USER_INPUT with GraphQL's message", async (_, query, variables, message) => {
    const { status, body } = await post({ query, variables });
    expect(status).not.toBe(500);
    expect(body.errors).toHaveLength(1);
    expect(firstError(body)?.message).toMatch(message);
    expect(firstError(body)?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['an inline round', `{ pairings(tournamentId: "TID", round: 2147483648) { round } }`, {}],
    ['a round variable', `query($t: ID!, $r: Int) { pairings(tournamentId: $t, round: $r) { round } }`, { r: 2147483648 }],
  ])('refuses a pairings round beyond 32 bits (%s) before the pairings cache reads the database', async (_, query, variables) => {
    const { status, body } = await post({ query: query.replace('TID', tournamentId), variables: { t: tournamentId, ...variables } });
    expect(status).not.toBe(500);
    expect(firstError(body)?.message).toMatch(/Int cannot represent non 32-bit signed integer value/);
    expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']).toContain(firstError(body)?.extensions?.['code']);
  });

  it('refuses a NUL character in the tournament id of a pairings query before the pairings cache reads the database', async () => {
    const { status, body } = await post({ query: `query($t: ID!, $r: Int) { pairings(tournamentId: $t, round: $r) { round } }`, variables: { t: 'a\u0000b', r: 1 } });
    expect(status).not.toBe(500);
    expect(firstError(body)?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['a NUL character', 'Ann\u0000'],
    ['a lone surrogate', 'Ann\ud83c'],
  ])('refuses %s in a name as BAD_USER_INPUT and registers nobody', async (_, displayName) => {
    const { status, body } = await post({ query: ops.registerPlayer, variables: { input: { tournamentId, displayName } } });
    expect(status).toBe(400);
    expect(firstError(body)?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const { tournament } = await org.ok<{ tournament: { players: unknown[] } }>(`query($t: ID!) { tournament(id: $t) { players { id } } }`, { t: tournamentId });
    expect(tournament.players).toEqual([]);
  });
});

describe('ids that are not ids', () => {
  it('answers retryDeadLetter with an id that is no UUID as DEAD_LETTER.NOT_FOUND (found by the schema property test)', async () => {
    const { body } = await post({ query: `mutation($id: ID!) { retryDeadLetter(id: $id) { id } }`, variables: { id: '53' } });
    expect(firstError(body)?.extensions?.['code']).toBe('DEAD_LETTER.NOT_FOUND');
  });
});

describe('query limits', () => {
  it('answers a query nested too deeply with QUERY.TOO_DEEP, not a syntax error', async () => {
    // Inline fragments count as levels: valid GraphQL of any depth without a cycle in the schema.
    const deep = `{ tournaments { ${'... on Tournament { '.repeat(13)} id ${'} '.repeat(13)} } }`;
    const { body } = await post({ query: deep });
    expect(firstError(body)?.extensions?.['code']).toBe('QUERY.TOO_DEEP');
    expect(firstError(body)?.message).not.toMatch(/Syntax Error/);
    expect(firstError(body)?.message).toMatch(/^Query depth limit of 12 exceeded/);
  });

  it('answers a query above the cost limit with QUERY.TOO_COSTLY, not a syntax error', async () => {
    const fields = Array.from({ length: 20 }, (_, index) => `t${index}: tournaments(first: 100) { players { matches { entrants { id name } result { gameDraws } } } }`).join(' ');
    const { body } = await post({ query: `{ ${fields} }` });
    expect(firstError(body)?.extensions?.['code']).toBe('QUERY.TOO_COSTLY');
    expect(firstError(body)?.message).toMatch(/^Query Cost limit of 20000 exceeded/);
  });
});

describe('smaller validation gaps', () => {
  it.each([[-5], [0], [101]])('refuses tournaments(first: %i) with QUERY.INVALID_PAGE', async (first) => {
    const response = await anonymous(harness).raw(`query($first: Int) { tournaments(first: $first) { id } }`, { first });
    expect(response.data).toBeNull();
    expect(firstError(response)?.extensions).toMatchObject({ code: 'QUERY.INVALID_PAGE', details: { field: 'first' } });
  });

  it('lists a page of 1 to 100 tournaments', async () => {
    const { tournaments } = await anonymous(harness).ok<{ tournaments: unknown[] }>(`{ tournaments(first: 100) { id } }`);
    expect(tournaments.length).toBeGreaterThan(0);
  });

  it('refuses FFA3 placement points that are not exactly one per seat', async () => {
    for (const placementPoints of [[8, 7, 6, 5, 4, 3, 2, 1], [3, 1], [3, 1, 0, 0]]) {
      const response = await org.raw(ops.createTournament, { input: { name: 'Pods', mode: 'ffa3', placementPoints } });
      expect(firstError(response)?.extensions).toMatchObject({ code: 'TOURNAMENT.INVALID_SETTINGS', details: { field: 'placementPoints' } });
    }
    await org.ok(ops.createTournament, { input: { name: 'Pods', mode: 'ffa3', placementPoints: [4, 2, 0] } });
  });

  it('refuses a display name made of zero-width characters only, for an account and a walk-in', async () => {
    const invisible = '\u200b\u200c\u200d\u2060';
    const signUpResponse = await anonymous(harness).raw(`mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }`, {
      input: { email: 'ghost@mistakes.test', password: 'a long test password', displayName: invisible },
    });
    expect(firstError(signUpResponse)?.extensions?.['code']).toBe('ACCOUNT.INVALID_DISPLAY_NAME');
    const walkIn = await org.raw(ops.registerPlayer, { input: { tournamentId, displayName: `  ${invisible} ` } });
    expect(firstError(walkIn)?.extensions?.['code']).toBe('REGISTRATION.INVALID_NAME');
    await signUp(harness, 'visible@mistakes.test', `\u200bVisible`);
  });
});
