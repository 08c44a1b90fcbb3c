import 'reflect-metadata';
import { WorkerMetricsRuntime } from '@arbiter/platform-metrics';
import { type ArbiterConfig, assertRedisReachable } from '@arbiter/platform-runtime';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule, type WorkerExtensions } from './worker.module.js';

export interface RunningWorker {
  readonly app: INestApplicationContext;
  /** The port `/metrics` is served on (useful with WORKER_METRICS_PORT=0). */
  readonly metricsPort: number | null;
  close(): Promise<void>;
}

/**
 * Starts the worker as a Nest standalone application: the outbox relay, a BullMQ consumer per
 * processor topic and `/metrics` on its own small HTTP server. `main.ts`, the Docker image and
 * the fault tests all start it through here; SIGTERM shuts it down gracefully (jobs in hand
 * finish first).
 */
export async function startWorker(config: ArbiterConfig, extensions: WorkerExtensions = {}): Promise<RunningWorker> {
  await assertRedisReachable(config.redisUrl);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, extensions), {
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  app.enableShutdownHooks();
  await app.init();
  return { app, metricsPort: app.get(WorkerMetricsRuntime).port, close: () => app.close() };
}
