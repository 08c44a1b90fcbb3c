import { EnsureOrganizer } from '@arbiter/identity-application';
import { CommandBus } from '@nestjs/cqrs';
import type { ApiHarness, GraphqlResponse } from './api-test-harness.js';

/** A signed-in GraphQL client of the e2e tests. */
export interface Session {
  readonly accountId: string;
  readonly token: string;
  readonly email: string;
  /** Runs an operation and fails the test on any GraphQL error. */
  ok<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<TData>;
  /** Runs an operation that must fail; returns the first error's `extensions.code`. */
  fails(query: string, variables?: Record<string, unknown>): Promise<string | undefined>;
  raw<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<TData>>;
}

export function describeErrors(response: GraphqlResponse<unknown>): string {
  return JSON.stringify(response.errors, null, 1);
}

export function session(harness: ApiHarness, token: string | undefined, accountId = '', email = ''): Session {
  return {
    accountId,
    token: token ?? '',
    email,
    async ok<TData>(query: string, variables: Record<string, unknown> = {}) {
      const response = await harness.graphql<TData>(query, variables, token);
      if (response.errors?.length || !response.data) throw new Error(`GraphQL errors: ${describeErrors(response)}`);
      return response.data;
    },
    async fails(query: string, variables: Record<string, unknown> = {}) {
      const response = await harness.graphql(query, variables, token);
      if (!response.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(response.data)}`);
      return response.errors[0]?.extensions?.['code'] as string | undefined;
    },
    raw: <TData>(query: string, variables: Record<string, unknown> = {}) => harness.graphql<TData>(query, variables, token),
  };
}

export const anonymous = (harness: ApiHarness): Session => session(harness, undefined);

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { accessToken account { id } } }`;
const LOG_IN = `mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { accessToken account { id } } }`;
const PASSWORD = 'a long test password';

/** Signs up a player account through GraphQL. */
export async function signUp(harness: ApiHarness, email: string, displayName: string): Promise<Session> {
  const data = await anonymous(harness).ok<{ signUp: { accessToken: string; account: { id: string } } }>(SIGN_UP, {
    input: { email, password: PASSWORD, displayName },
  });
  return session(harness, data.signUp.accessToken, data.signUp.account.id, email);
}

/**
 * An organizer account, made the way `tools/accounts/create-organizer.ts` makes it (organizer
 * accounts are a set-up step, not something GraphQL can grant without an organizer), then
 * logged in through GraphQL.
 */
export async function organizer(harness: ApiHarness, email: string): Promise<Session> {
  await harness.api.app.get(CommandBus).execute(new EnsureOrganizer(email, PASSWORD, 'Organizer'));
  const data = await anonymous(harness).ok<{ logIn: { accessToken: string; account: { id: string } } }>(LOG_IN, { email, password: PASSWORD });
  return session(harness, data.logIn.accessToken, data.logIn.account.id, email);
}
