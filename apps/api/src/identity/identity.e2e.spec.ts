import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing/api-test-harness.js';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness();
});
afterAll(() => harness.stop());

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) { accessToken account { id email displayName organizer } }
  }
`;

describe('accounts through GraphQL', () => {
  it('signs up, logs in and reads the own account with the token', async () => {
    const signUp = await harness.graphql<{ signUp: { accessToken: string; account: { id: string } } }>(SIGN_UP, {
      input: { email: 'mia@example.org', password: 'a good long password', displayName: 'Mia' },
    });
    expect(signUp.errors).toBeUndefined();
    const logIn = await harness.graphql<{ logIn: { accessToken: string } }>(
      `mutation { logIn(email: "MIA@example.org", password: "a good long password") { accessToken } }`,
    );
    const me = await harness.graphql<{ me: unknown }>(`{ me { id email displayName organizer } }`, {}, logIn.data?.logIn.accessToken);
    expect(me.data?.me).toEqual({ id: signUp.data?.signUp.account.id, email: 'mia@example.org', displayName: 'Mia', organizer: false });
  });

  it('shows an anonymous visitor no account', async () => {
    expect((await harness.graphql(`{ me { id } }`)).data).toEqual({ me: null });
  });

  it('answers a weak password and a bad token with their codes', async () => {
    const weak = await harness.graphql(SIGN_UP, { input: { email: 'x@example.org', password: 'short', displayName: 'X' } });
    expect(weak.errors?.[0]?.extensions?.['code']).toBe('ACCOUNT.WEAK_PASSWORD');
    const badToken = await harness.graphql(`{ me { id } }`, {}, 'not-a-token');
    expect(badToken.errors?.[0]?.extensions?.['code']).toBe('AUTH.INVALID_TOKEN');
  });

  it('lets only organizers grant the organizer role', async () => {
    const player = await harness.graphql<{ signUp: { accessToken: string } }>(SIGN_UP, {
      input: { email: 'noah@example.org', password: 'a good long password', displayName: 'Noah' },
    });
    const attempt = await harness.graphql(
      `mutation { grantOrganizerRole(email: "noah@example.org") { organizer } }`,
      {},
      player.data?.signUp.accessToken,
    );
    expect(attempt.errors?.[0]?.extensions?.['code']).toBe('AUTH.FORBIDDEN');
  });
});
