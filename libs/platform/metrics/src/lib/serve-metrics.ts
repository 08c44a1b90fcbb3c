import { createServer, Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';

/** Produces the exposition text on each scrape. */
export type MetricsSource = () => Promise<string>;

export const metricsPath = '/metrics';
const contentType = Registry.PROMETHEUS_CONTENT_TYPE;

/**
 * Serves `GET /metrics` (Prometheus text format) on a Fastify instance (register it before the
 * instance starts listening) or on a bare `node:http` server (other paths answer 404 there).
 */
export function serveMetrics(target: FastifyInstance | Server, source: MetricsSource): void {
  if (target instanceof Server) {
    target.on('request', (request: IncomingMessage, response: ServerResponse) => void answer(request, response, source));
    return;
  }
  target.get(metricsPath, async (_request, reply) => {
    try {
      return await reply.header('content-type', contentType).send(await source());
    } catch {
      return reply.code(503).header('content-type', 'text/plain').send('metrics unavailable\n');
    }
  });
}

async function answer(request: IncomingMessage, response: ServerResponse, source: MetricsSource): Promise<void> {
  const path = (request.url ?? '/').split('?')[0];
  if (request.method !== 'GET' || path !== metricsPath) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    return;
  }
  try {
    const text = await source();
    response.writeHead(200, { 'content-type': contentType }).end(text);
  } catch {
    // A collector failed (Redis or PostgreSQL down): say so without leaking the reason.
    response.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
  }
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/** A bare HTTP server that serves only `/metrics` (the worker has no other HTTP server). */
export async function startMetricsServer(host: string, port: number, source: MetricsSource): Promise<MetricsServer> {
  const server = createServer();
  serveMetrics(server, source);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
