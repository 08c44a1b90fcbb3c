import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { notModified, preferredEncoding } from '../public-pairings/pairings-document.js';
import { loadStaticBundle, type StaticFile } from './static-bundle.js';

/** Where `nx run web:build` writes the pages (`WEB_DIST_DIR` overrides it, e.g. in an image). */
export const defaultWebDistDir = join(import.meta.dirname, '../../../web/dist');

/** Paths that belong to the api, never to the pages. */
const apiPrefixes = ['/graphql', '/public/', '/metrics'];

/**
 * Serves the web pages (`apps/web`, a single-page app) at `/` beside `/graphql`: files of the
 * build from memory (brotli or gzip, ETag, long caching for hashed assets), and `index.html` for
 * every other page URL so React Router can take over. Without a build it says how to make one.
 */
export function mountWeb(app: INestApplication, distDir: string = defaultWebDistDir): { readonly files: number } {
  const files = loadStaticBundle(distDir);
  const index = files.get('/index.html');
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.route({
    url: '/*',
    method: ['GET', 'HEAD'],
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      const path = decodedPath(request.url);
      if (path === null) return reply.status(400).type('text/plain; charset=utf-8').send('bad path');
      if (apiPrefixes.some((prefix) => path.startsWith(prefix))) return reply.status(404).send({ code: 'NOT_FOUND' });
      const file = files.get(path) ?? (looksLikePage(path) ? index : undefined);
      if (!file) {
        if (!index && looksLikePage(path)) return reply.status(503).type('text/plain; charset=utf-8').send(noBuildMessage);
        return reply.status(404).type('text/plain; charset=utf-8').send('not found');
      }
      return send(request, reply, file);
    },
  });
  return { files: files.size };
}

/** The URL's path, percent-decoded; `null` when it is not valid percent-encoding. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

function looksLikePage(path: string): boolean {
  return !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(path);
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  reply.header('etag', file.etag).header('cache-control', file.cacheControl).header('vary', 'accept-encoding');
  // The pages load nothing from another host; the policy makes the browser refuse it too.
  if (file.contentType.startsWith('text/html')) reply.header('content-security-policy', contentSecurityPolicy);
  if (notModified(request.headers['if-none-match'], file.etag)) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' && file.brotli ? file.brotli : encoding === 'gzip' && file.gzip ? file.gzip : file.body;
  if (body !== file.body) reply.header('content-encoding', encoding);
  return reply.type(file.contentType).send(body);
}

const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

const noBuildMessage = [
  'The web pages are not built yet.',
  '`npm start` builds them; after changing them run `npx nx run web:build` and restart the api.',
].join('\n');
