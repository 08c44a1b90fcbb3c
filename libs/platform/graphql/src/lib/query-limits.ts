import { GraphQLError, type ValidationContext } from 'graphql';

/**
 * graphql-armor words its depth and cost refusals as "Syntax Error: ..." without a code. The
 * query is well-formed, only too big: report the limit under a stable code instead.
 */
export function queryLimitRejection(code: 'QUERY.TOO_DEEP' | 'QUERY.TOO_COSTLY') {
  return (context: ValidationContext | null, error: GraphQLError): void => {
    const message = error.message.replace(/^Syntax Error: /, '');
    context?.reportError(new GraphQLError(message, { extensions: { code } }));
  };
}
