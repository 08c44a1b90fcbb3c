import { AppError } from '@arbiter/errors';
import {
  type AuthSession,
  FindAccountByEmail,
  GetAccounts,
  GrantOrganizerRole,
  LogIn,
  SignUp,
} from '@arbiter/identity-application';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { IdentityContext } from './identity-context.js';
import { requireViewer } from './require-viewer.js';

interface SignUpArgs {
  readonly input: { readonly email: string; readonly password: string; readonly displayName: string };
}

/**
 * Accounts: `signUp`, `logIn`, `grantOrganizerRole`, `me`. A GraphQL contribution (see
 * `@arbiter/graphql-server`): the app lists it in `GraphqlModule.forRoot({ contributions })`.
 */
@Injectable()
export class IdentityGraphql {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  readonly typeDefs = /* GraphQL */ `
    type Account {
      id: ID!
      email: String!
      displayName: String!
      "May create tournaments."
      organizer: Boolean!
    }

    type AuthPayload {
      "Send it as \`Authorization: Bearer <accessToken>\`."
      accessToken: String!
      expiresAt: String!
      account: Account!
    }

    input SignUpInput {
      email: String!
      "10 to 200 characters."
      password: String!
      displayName: String!
    }

    type Query {
      "The signed-in account, or null for an anonymous visitor."
      me: Account
    }

    type Mutation {
      "Creates a player account and returns an access token."
      signUp(input: SignUpInput!): AuthPayload!
      "After 5 failed log-ins for one address within 15 minutes (20 from one client address), further attempts wait: AUTH.TOO_MANY_ATTEMPTS with extensions.details.retryAfterSeconds."
      logIn(email: String!, password: String!): AuthPayload!
      "Lets another account create tournaments (organizers only)."
      grantOrganizerRole(email: String!): Account!
    }
  `;

  resolvers() {
    return {
      Query: {
        me: async (_: unknown, __: unknown, context: IdentityContext) => {
          if (!context.viewer) return null;
          const [account] = await this.queries.execute(new GetAccounts([context.viewer.accountId]));
          return account ? toAccount(account) : null;
        },
      },
      Mutation: {
        signUp: async (_: unknown, { input }: SignUpArgs) =>
          toPayload(await this.commands.execute(new SignUp(input.email, input.password, input.displayName))),
        logIn: async (_: unknown, args: { email: string; password: string }, context: IdentityContext) =>
          toPayload(await this.commands.execute(new LogIn(args.email, args.password, context.clientAddress))),
        grantOrganizerRole: async (_: unknown, args: { email: string }, context: IdentityContext) => {
          const viewer = requireViewer(context.viewer);
          const account = await this.queries.execute(new FindAccountByEmail(args.email));
          await this.commands.execute(new GrantOrganizerRole(account?.accountId ?? null, viewer));
          // The handler refused a null account; the check only narrows the type.
          if (!account) throw new AppError('ACCOUNT.NOT_FOUND', 'no account has this e-mail address');
          return toAccount({ ...account, organizer: true });
        },
      },
    };
  }
}

function toAccount(account: { accountId: string; email: string; displayName: string; organizer: boolean }) {
  return { id: account.accountId, email: account.email, displayName: account.displayName, organizer: account.organizer };
}

function toPayload(session: AuthSession) {
  return { accessToken: session.accessToken, expiresAt: session.expiresAt.toISOString(), account: toAccount(session.account) };
}
