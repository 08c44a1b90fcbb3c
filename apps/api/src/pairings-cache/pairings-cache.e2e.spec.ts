import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing/api-test-harness.js';
import { organizer, type Session } from '../testing/graphql-client.js';
import { ops, type RoundPairings } from '../testing/tournament-driver.js';

let harness: ApiHarness;
let org: Session;

const PAIRINGS = `query($t: ID!, $r: Int) { pairings(tournamentId: $t, round: $r) { round tables { table entrants { id } } } }`;

async function pairingsRequest(t: string, token?: string) {
  const response = await fetch(harness.api.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: PAIRINGS, variables: { t, r: 1 } }),
  });
  const body = (await response.json()) as { data?: { pairings: RoundPairings | null }; errors?: { extensions?: { code?: string } }[] };
  return { cache: response.headers.get('x-arbiter-cache'), body };
}

async function pairedEvent(publicView: boolean): Promise<string> {
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Cache Cup', mode: 'duel', decklistRequired: false, publicView },
  });
  const t = createTournament.id;
  for (let n = 1; n <= 4; n++) await org.ok(ops.registerPlayer, { input: { tournamentId: t, displayName: `Walk-in ${n}` } });
  await org.ok(ops.startTournament, { t });
  await org.ok(ops.pairNextRound, { t });
  return t;
}

beforeAll(async () => {
  harness = await startApiHarness();
  org = await organizer(harness, 'org@cache.test');
});
afterAll(() => harness.stop());

describe('the pairings response cache', () => {
  it('serves repeated pairings of a public event from memory, and the new seating right after an override', async () => {
    const t = await pairedEvent(true);
    const first = await pairingsRequest(t);
    const second = await pairingsRequest(t);
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.body).toEqual(first.body);
    const [one, two] = first.body.data?.pairings?.tables ?? [];
    const tables = [
      { table: one?.table, entrantIds: [one?.entrants[0]?.id, two?.entrants[0]?.id] },
      { table: two?.table, entrantIds: [one?.entrants[1]?.id, two?.entrants[1]?.id] },
    ];
    await org.ok(`mutation($input: OverridePairingInput!) { overridePairing(input: $input) { round } }`, { input: { tournamentId: t, round: 1, tables } });
    const after = await pairingsRequest(t);
    expect(after.cache).toBe('miss');
    expect(after.body.data?.pairings?.tables.map((table) => table.entrants.map((entrant) => entrant.id))).toEqual(tables.map((table) => table.entrantIds));
  });

  it('keeps private events out of the cache and out of anonymous sight', async () => {
    const t = await pairedEvent(false);
    const visitor = await pairingsRequest(t);
    expect(visitor.cache).toBeNull();
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('TOURNAMENT.NOT_FOUND');
    expect((await pairingsRequest(t, org.token)).body.data?.pairings?.tables).toHaveLength(2);
  });

  it('still answers an invalid token with its error', async () => {
    const t = await pairedEvent(true);
    await pairingsRequest(t);
    const response = await pairingsRequest(t, 'not-a-token');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('AUTH.INVALID_TOKEN');
  });
});
