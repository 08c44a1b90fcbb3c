import { isAppError } from '@arbiter/errors';
import { GraphQLError } from 'graphql';

export const internalErrorCode = 'INTERNAL_SERVER_ERROR';

/**
 * The one place application errors become GraphQL errors. An `AppError` keeps its message and
 * travels as `extensions.code` (plus `ruleRef` and safe `details`); GraphQL's own errors (syntax,
 * validation, depth and cost limits) pass unchanged; anything else is masked, because an
 * unexpected error's message can carry SQL, hosts or hidden game state.
 */
export function maskError(error: unknown, maskedMessage: string): Error {
  const graphqlError = isGraphqlError(error) ? error : null;
  const original = graphqlError ? (graphqlError.originalError ?? null) : error;
  if (isAppError(original)) {
    return new GraphQLError(original.message, {
      ...(graphqlError?.nodes ? { nodes: graphqlError.nodes } : {}),
      ...(graphqlError?.path ? { path: graphqlError.path } : {}),
      extensions: {
        code: original.code,
        ...(original.ruleRef ? { ruleRef: original.ruleRef } : {}),
        ...(original.details ? { details: original.details } : {}),
      },
    });
  }
  if (graphqlError && original === null) return graphqlError;
  return new GraphQLError(maskedMessage, {
    ...(graphqlError?.path ? { path: graphqlError.path } : {}),
    extensions: { code: internalErrorCode },
  });
}

/**
 * graphql ships CommonJS and ES module builds; yoga and this file may load different ones, so
 * `instanceof GraphQLError` alone is not reliable.
 */
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');
}
