import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness, type GraphqlResponse } from '../testing/api-test-harness.js';
import { signUp } from '../testing/graphql-client.js';

/**
 * Log-in throttling through GraphQL: a burst of wrong passwords for one account, then wrong
 * passwords for several accounts from one client address (the test's own, 127.0.0.1).
 */
let harness: ApiHarness;
const PASSWORD = 'a long test password';
const LOG_IN = `mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { accessToken } }`;

beforeAll(async () => {
  harness = await startApiHarness();
});
afterAll(() => harness.stop());

const logIn = (email: string, password: string) => harness.graphql<{ logIn: { accessToken: string } }>(LOG_IN, { email, password });

function outcome(response: GraphqlResponse): string {
  return (response.errors?.[0]?.extensions?.['code'] as string | undefined) ?? 'logged in';
}

describe('log-in throttling', () => {
  it('answers a burst of 30 wrong passwords with AUTH.TOO_MANY_ATTEMPTS after the fifth, with the seconds to wait', async () => {
    await signUp(harness, 'burst@example.org', 'Burst');
    const answers: GraphqlResponse[] = [];
    for (let i = 0; i < 30; i++) answers.push(await logIn('burst@example.org', `wrong password ${i}`));
    expect(answers.slice(0, 5).map(outcome)).toEqual(Array(5).fill('AUTH.INVALID_CREDENTIALS'));
    expect(answers.slice(5).map(outcome)).toEqual(Array(25).fill('AUTH.TOO_MANY_ATTEMPTS'));
    const wait = (answers[29]?.errors?.[0]?.extensions?.['details'] as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // While the account waits, even the right password is not checked.
    expect(outcome(await logIn('burst@example.org', PASSWORD))).toBe('AUTH.TOO_MANY_ATTEMPTS');
  });

  it('throttles one client address across accounts, known or not, after 20 failures', async () => {
    await signUp(harness, 'patient@example.org', 'Patient');
    // 5 already come from the burst above; 15 more spread over accounts that do and do not exist.
    for (let i = 0; i < 15; i++) {
      expect(outcome(await logIn(`probe${i % 5}@example.org`, 'not the password'))).toBe('AUTH.INVALID_CREDENTIALS');
    }
    expect(outcome(await logIn('patient@example.org', PASSWORD))).toBe('AUTH.TOO_MANY_ATTEMPTS');
  });
});
