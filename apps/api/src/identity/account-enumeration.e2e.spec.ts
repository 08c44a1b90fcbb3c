import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness, type GraphqlResponse } from '../testing/api-test-harness.js';
import { anonymous, organizer, signUp, type Session } from '../testing/graphql-client.js';
import { ops } from '../testing/tournament-driver.js';

/**
 * Operations that name an account by e-mail must not tell a caller who may not use them whether
 * an account has that address: the refusal is the same for a known and an unknown address.
 */
let harness: ApiHarness;
let host: Session;
let player: Session;
let tournamentId = '';
const known = 'known-player@example.org';
const unknown = 'nobody-has-this@example.org';

beforeAll(async () => {
  harness = await startApiHarness();
  host = await organizer(harness, 'enumeration-host@example.org');
  player = await signUp(harness, 'prober@example.org', 'Prober');
  await signUp(harness, known, 'Known Player');
  const created = await host.ok<{ createTournament: { id: string } }>(ops.createTournament, { input: { name: 'Probe Cup', mode: 'match' } });
  tournamentId = created.createTournament.id;
});
afterAll(() => harness.stop());

/** What a client can compare: the codes and messages of the errors, and whether data came back. */
function answer(response: GraphqlResponse): unknown {
  return { data: response.data ?? null, errors: response.errors?.map((error) => ({ code: error.extensions?.['code'], message: error.message })) };
}

async function sameAnswerForKnownAndUnknown(run: (email: string) => Promise<GraphqlResponse>): Promise<unknown> {
  const forKnown = answer(await run(known));
  const forUnknown = answer(await run(unknown));
  expect(forUnknown).toEqual(forKnown);
  return forKnown;
}

describe('account enumeration through GraphQL', () => {
  it('answers an anonymous assignStaff the same for a known and an unknown e-mail', async () => {
    const result = await sameAnswerForKnownAndUnknown((email) => anonymous(harness).raw(ops.assignStaff, { t: tournamentId, email, role: 'judge' }));
    expect(result).toMatchObject({ errors: [{ code: 'AUTH.UNAUTHENTICATED' }] });
  });

  it("answers a player's assignStaff the same for a known and an unknown e-mail", async () => {
    const result = await sameAnswerForKnownAndUnknown((email) => player.raw(ops.assignStaff, { t: tournamentId, email, role: 'judge' }));
    expect(result).toMatchObject({ errors: [{ code: 'AUTH.FORBIDDEN' }] });
  });

  it("answers a player's grantOrganizerRole the same for a known and an unknown e-mail", async () => {
    const grant = `mutation($email: String!) { grantOrganizerRole(email: $email) { organizer } }`;
    const result = await sameAnswerForKnownAndUnknown((email) => player.raw(grant, { email }));
    expect(result).toMatchObject({ errors: [{ code: 'AUTH.FORBIDDEN' }] });
  });

  it("answers a player's registerPlayer(email) the same for a known and an unknown e-mail", async () => {
    const result = await sameAnswerForKnownAndUnknown((email) => player.raw(ops.registerPlayer, { input: { tournamentId, email } }));
    expect(result).toMatchObject({ errors: [{ code: 'AUTH.FORBIDDEN' }] });
  });

  it('tells the organizer when no account has the address', async () => {
    expect(await host.fails(ops.assignStaff, { t: tournamentId, email: unknown, role: 'judge' })).toBe('ACCOUNT.NOT_FOUND');
    expect(await host.fails(ops.registerPlayer, { input: { tournamentId, email: unknown } })).toBe('ACCOUNT.NOT_FOUND');
    expect(await host.fails(`mutation($email: String!) { grantOrganizerRole(email: $email) { organizer } }`, { email: unknown })).toBe(
      'ACCOUNT.NOT_FOUND',
    );
    await host.ok(ops.assignStaff, { t: tournamentId, email: known, role: 'judge' });
  });
});
