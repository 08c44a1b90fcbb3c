import { AppError } from '@arbiter/errors';
import type { GraphqlContribution } from '@arbiter/graphql-server';
import { TournamentAccess } from '@arbiter/tournament-application';
import { Injectable } from '@nestjs/common';
import { DeadLetterStore, type DeadLetter } from '../lib/dead-letters/dead-letter.store.js';

/** What this contribution reads of the GraphQL context (the api's context has it: `viewer`). */
export interface DeadLetterContext {
  readonly viewer: { readonly accountId: string; readonly organizer: boolean } | null;
}

const maxLimit = 500;

/**
 * `deadLetters(tournamentId)` and `retryDeadLetter(id)`: the messages the score-reporting
 * pipeline gave up on, for the organizer of their tournament. Anyone else gets the codes the
 * tournament API uses (`AUTH.UNAUTHENTICATED`, `TOURNAMENT.NOT_FOUND`, `AUTH.FORBIDDEN`).
 */
@Injectable()
export class DeadLettersGraphql implements GraphqlContribution<DeadLetterContext> {
  constructor(
    private readonly deadLetters: DeadLetterStore,
    private readonly access: TournamentAccess,
  ) {}

  readonly typeDefs = /* GraphQL */ `
    "A message the score-reporting pipeline gave up on: rejected for good, or failed on every attempt."
    type DeadLetter {
      "The outbox message id (for a report: the report id)."
      id: ID!
      "score-reporting or pairing."
      topic: String!
      tournamentId: ID!
      "The rejection's code (e.g. MATCH.ALREADY_FINAL), or QUEUE.PROCESSING_FAILED."
      code: String!
      message: String!
      attempts: Int!
      "The message as stored, as JSON."
      payload: String!
      createdAt: String!
    }

    type Query {
      "Dead letters of a tournament, oldest first (its organizer only; at most 500)."
      deadLetters(tournamentId: ID!, limit: Int = 100): [DeadLetter!]!
    }

    type Mutation {
      "Puts a dead letter back into the pipeline with fresh attempts (its tournament's organizer); returns it as it was."
      retryDeadLetter(id: ID!): DeadLetter!
    }
  `;

  resolvers() {
    return {
      Query: {
        deadLetters: async (_: unknown, args: { tournamentId: string; limit?: number | null }, context: DeadLetterContext) => {
          const limit = args.limit ?? 100;
          if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
            throw new AppError('DEAD_LETTER.INVALID_LIMIT', `limit must be between 1 and ${maxLimit}`);
          }
          await this.requireOrganizer(args.tournamentId, context);
          return (await this.deadLetters.list({ tournamentId: args.tournamentId, limit })).map(toGraphql);
        },
      },
      Mutation: {
        retryDeadLetter: async (_: unknown, args: { id: string }, context: DeadLetterContext) => {
          if (!context.viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
          const letter = await this.deadLetters.get(args.id);
          // A letter of no tournament (or none at all) is nobody's to retry through the API.
          if (!letter?.tournamentId) throw new AppError('DEAD_LETTER.NOT_FOUND', 'no such dead letter');
          await this.requireOrganizer(letter.tournamentId, context);
          if (!(await this.deadLetters.retry(letter.id))) {
            throw new AppError('DEAD_LETTER.NOT_FOUND', 'the dead letter was retried already');
          }
          return toGraphql(letter);
        },
      },
    };
  }

  private async requireOrganizer(tournamentId: string, context: DeadLetterContext): Promise<void> {
    const viewer = context.viewer;
    if (!viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
    const grant = await this.access.read(tournamentId, { accountId: viewer.accountId, organizer: viewer.organizer });
    if (!grant.roles.includes('organizer')) {
      throw new AppError('AUTH.FORBIDDEN', 'only the organizer of this tournament sees and retries its dead letters');
    }
  }
}

function toGraphql(letter: DeadLetter): Record<string, unknown> {
  return { ...letter, payload: JSON.stringify(letter.payload), createdAt: letter.createdAt.toISOString() };
}
