export type { GraphqlContextFactory, GraphqlContribution, GraphqlHttpRequest } from './lib/graphql-contribution.js';
export { GRAPHQL_SERVER, GraphqlModule, createGraphqlServer, type GraphqlModuleOptions, type GraphqlServer } from './lib/graphql.module.js';
export { type BusyAnswerLog, type BusyReason, internalErrorCode, maskError } from './lib/mask-error.js';
export { mountGraphql } from './lib/mount-graphql.js';
export { GRAPHIQL_ASSETS_PATH, renderLocalGraphiQL } from './lib/local-graphiql.js';
