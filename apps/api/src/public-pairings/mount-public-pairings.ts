import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notModified, preferredEncoding } from './pairings-document.js';
import { PublicPairingsDocuments } from './public-pairings-documents.js';

export const PUBLIC_PAIRINGS_ROUTE = '/public/tournaments/:tournamentId/rounds/:round/pairings';

/** Browsers and a venue's proxy may reuse a document for a few seconds, then revalidate by ETag. */
const CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

/**
 * `GET /public/tournaments/<id>/rounds/<n>/pairings`: the published pairings of a public event's
 * round as one JSON document with an ETag (304 on `If-None-Match`) and cache headers, brotli or
 * gzip when accepted. The public event page fetches it once and searches it in the browser.
 */
export function mountPublicPairings(app: INestApplication): void {
  const documents = app.get(PublicPairingsDocuments);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.route({
    url: PUBLIC_PAIRINGS_ROUTE,
    method: ['GET', 'HEAD'],
    handler: async (request: FastifyRequest<{ Params: { tournamentId: string; round: string } }>, reply: FastifyReply) => {
      const round = Number(request.params.round);
      const document = Number.isInteger(round) && round >= 1 && round <= 10_000 ? await documents.get(request.params.tournamentId, round) : null;
      if (!document) {
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .send({ code: 'TOURNAMENT.NOT_FOUND', message: 'no published round of a public tournament here' });
      }
      reply.header('etag', document.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
      if (notModified(request.headers['if-none-match'], document.etag)) return reply.status(304).send();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = encoding === 'br' ? document.brotli : encoding === 'gzip' ? document.gzip : document.body;
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.header('content-type', 'application/json; charset=utf-8').send(body);
    },
  });
}
