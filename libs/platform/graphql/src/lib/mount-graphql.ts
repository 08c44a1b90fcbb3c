import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GRAPHQL_SERVER, type GraphqlServer } from './graphql.module.js';
import { mountGraphiqlAssets } from './local-graphiql.js';

/**
 * Routes `/graphql` of the Nest Fastify adapter to yoga. Yoga answers GraphiQL (GET from a
 * browser, its assets from `GRAPHIQL_ASSETS_PATH`), queries and mutations (GET/POST) and
 * subscriptions as server-sent events.
 */
export function mountGraphql(app: INestApplication): void {
  const server = app.get<GraphqlServer>(GRAPHQL_SERVER);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.route({
    url: server.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: (req: FastifyRequest, reply: FastifyReply) => server.handleNodeRequestAndResponse(req, reply, { req }),
  });
  mountGraphiqlAssets(fastify);
}
