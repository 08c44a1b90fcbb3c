import 'reflect-metadata';
import { mountGraphql } from '@arbiter/graphql-server';
import { mountMetrics } from '@arbiter/platform-metrics';
import { type ArbiterConfig, assertRedisReachable } from '@arbiter/platform-runtime';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiModule } from './api.module.js';
import { mountPairingsCache } from './pairings-cache/mount-pairings-cache.js';
import { mountPublicPairings } from './public-pairings/mount-public-pairings.js';
import { mountWeb } from './web/mount-web.js';
import { warmUp } from './warm-up.js';

export interface RunningApi {
  readonly app: INestApplication;
  /** The GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql */
  readonly graphqlUrl: string;
  /** Where the web pages are, e.g. http://127.0.0.1:4000/ */
  readonly webUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the API: Redis must answer first (a clear message otherwise), then Nest on Fastify with
 * GraphQL at /graphql, public pairings documents under /public, Prometheus metrics at /metrics
 * and the web pages at / (the build of apps/web). `main.ts`, the Docker image and the e2e tests all start it through here.
 */
export async function startApi(config: ArbiterConfig): Promise<RunningApi> {
  await assertRedisReachable(config.redisUrl);
  // Subscriptions are long-lived SSE connections: shutting down must end them, not wait for them.
  const adapter = new FastifyAdapter({ forceCloseConnections: true });
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.forRoot(config), adapter, {
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  app.enableShutdownHooks();
  mountPairingsCache(app);
  mountGraphql(app);
  mountPublicPairings(app);
  mountMetrics(app);
  mountWeb(app, config.webDistDir);
  await app.init();
  await warmUp(app, config.apiWarmUpRequests, config.databasePoolSize);
  await app.listen({ port: config.apiPort, host: config.apiHost });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.apiPort;
  return {
    app,
    graphqlUrl: `http://${config.apiHost}:${port}/graphql`,
    webUrl: `http://${config.apiHost}:${port}/`,
    close: () => app.close(),
  };
}
