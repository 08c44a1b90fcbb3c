import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { MetricsEndpoint } from './metrics.module.js';
import { serveMetrics } from './serve-metrics.js';

/** Serves `/metrics` on a Nest Fastify application (call before `app.listen`, like `mountGraphql`). */
export function mountMetrics(app: INestApplication): void {
  const endpoint = app.get(MetricsEndpoint);
  serveMetrics(app.getHttpAdapter().getInstance() as FastifyInstance, () => endpoint.text());
}
