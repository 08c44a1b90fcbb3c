/**
 * The one urql client (style H.36): a document cache, an exchange that acts on
 * `extensions.code` (a dead token signs the person out, so the next page asks them to log in),
 * `fetchExchange` for queries and mutations, and subscriptions over graphql-yoga's SSE through
 * one `graphql-sse` client (distinct connections mode, which yoga speaks without a plugin).
 */
import { createClient as createSseClient } from 'graphql-sse';
import { cacheExchange, Client, fetchExchange, mapExchange, subscriptionExchange } from 'urql';
import { sessionStore, signInAgainCodes } from './session-store.js';

const graphqlUrl = '/graphql';

function authorization(): Record<string, string> {
  const session = sessionStore.get();
  return session ? { authorization: `Bearer ${session.accessToken}` } : {};
}

const sse = createSseClient({
  url: graphqlUrl,
  headers: authorization,
  // Phones drop connections in standby; the live pages also refetch when they become visible.
  retryAttempts: Number.POSITIVE_INFINITY,
});

export const client = new Client({
  url: graphqlUrl,
  exchanges: [
    cacheExchange,
    mapExchange({
      onError(error) {
        const codes = error.graphQLErrors.map((graphqlError) => graphqlError.extensions['code']);
        if (codes.some((code) => typeof code === 'string' && signInAgainCodes.has(code))) sessionStore.set(null);
      },
    }),
    fetchExchange,
    subscriptionExchange({
      forwardSubscription(operation) {
        return {
          subscribe(sink) {
            const request = {
              query: operation.query ?? '',
              ...(operation.operationName ? { operationName: operation.operationName } : {}),
              ...(operation.variables ? { variables: operation.variables } : {}),
            };
            const dispose = sse.subscribe(request, sink);
            return { unsubscribe: dispose };
          },
        };
      },
    }),
  ],
  fetchOptions: () => ({ headers: authorization() }),
  requestPolicy: 'cache-and-network',
});
