import type { IResolvers } from '@graphql-tools/utils';

/**
 * One bounded context's part of the GraphQL schema. Every contribution is a Nest provider, so its
 * resolvers reach the command and query buses through dependency injection; the server merges
 * all type definitions (several may declare `type Query { ... }`; the fields are merged).
 */
export interface GraphqlContribution<TContext = unknown> {
  readonly typeDefs: string;
  resolvers(): IResolvers<unknown, TContext>;
}

/**
 * Builds the per-request context (the authenticated viewer, request-scoped DataLoaders...).
 * Applications provide one; without it the context holds only the request.
 */
export interface GraphqlContextFactory<TContext = unknown> {
  create(request: GraphqlHttpRequest): Promise<TContext> | TContext;
}

/** The parts of the HTTP request a context factory may read. */
export interface GraphqlHttpRequest {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly ip: string;
}
