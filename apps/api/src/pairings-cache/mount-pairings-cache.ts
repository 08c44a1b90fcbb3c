import { GRAPHQL_SERVER, type GraphqlServer } from '@arbiter/graphql-server';
import { RequestAuthentication } from '@arbiter/identity-application';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheablePairingsRequest, type GraphqlRequestBody } from './cacheable-request.js';
import { PairingsResponseCache } from './pairings-response-cache.js';

/**
 * Serves repeated `pairings` queries of public tournaments from memory, before yoga: the
 * moment a round is published every player asks for the same bytes (ADR 0012). Everything else,
 * and every miss, goes through yoga as usual; a miss stores what yoga answered.
 */
export function mountPairingsCache(app: INestApplication): void {
  const cache = app.get(PairingsResponseCache);
  const authentication = app.get(RequestAuthentication);
  const server = app.get<GraphqlServer>(GRAPHQL_SERVER);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || request.url !== server.graphqlEndpoint || !request.body || typeof request.body !== 'object') return;
    const cacheable = cacheablePairingsRequest(request.body as GraphqlRequestBody);
    if (!cacheable || !(await validAuthorization(authentication, request.headers.authorization))) return;
    const hit = await cache.get(cacheable.key);
    if (hit) return reply.header('content-type', hit.contentType).header('x-arbiter-cache', 'hit').send(hit.body);
    const version = await cache.versionFor(cacheable.tournamentId, cacheable.round);
    if (version === null) return;
    const response = await server.fetch(
      `http://localhost${server.graphqlEndpoint}`,
      { method: 'POST', headers: headersOf(request), body: JSON.stringify(request.body) },
      { req: { headers: request.headers, ip: request.ip } },
    );
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'application/json';
    if (response.status === 200 && answered(body)) cache.put(cacheable.key, { ...cacheable, version }, { body, contentType });
    return reply.status(response.status).header('content-type', contentType).header('x-arbiter-cache', 'miss').send(body);
  });
}

/** No token, or one that verifies: an invalid token must still get its error from yoga. */
async function validAuthorization(authentication: RequestAuthentication, header: string | undefined): Promise<boolean> {
  if (!header) return true;
  try {
    await authentication.viewerFromAuthorization(header);
    return true;
  } catch {
    return false;
  }
}

function headersOf(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of ['accept', 'authorization']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** Only complete answers are kept: no errors, and the round exists. */
function answered(body: Buffer): boolean {
  const parsed = JSON.parse(body.toString()) as { errors?: unknown; data?: { pairings?: unknown } };
  return !parsed.errors && parsed.data?.pairings !== null && parsed.data?.pairings !== undefined;
}
