import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { exited, spawnEntry } from '@arbiter/platform-queue/testing';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { reportMutation } from './bench-tournaments.js';
import { GraphqlClient } from './graphql-client.js';
import { NO_OP_QUEUE } from './no-op-queue.js';

export interface NoOpQueueOptions {
  readonly redisUrl: string;
  readonly prefix: string;
  /** The consumer's concurrency (like the worker's). */
  readonly concurrency: number;
}

export interface NoOpGraphql {
  /**
   * `count` `reportResult` mutations sent like the bench sends reports (`clients` at a time), per
   * second from the first send until the last answer or, with a queue, the last job completed.
   */
  reportsPerSec(count: number, clients: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The same path as the platform's score reporting with everything of ours taken out: the bench's
 * `reportResult` mutations, sent by the same client, answered by graphql-yoga on Fastify in a
 * process of its own (`no-op-graphql-server.ts`) that checks nothing and stores nothing. With
 * `queue`, each mutation adds a BullMQ job before it answers and a no-op BullMQ worker of the
 * given concurrency (in this process) completes it: GraphQL plus the queue, no PostgreSQL.
 *
 * What it measures is a ceiling: a platform that takes reports through graphql-yoga and carries
 * them on BullMQ cannot finish them faster on this machine, whatever else it does.
 */
export async function startNoOpGraphql(queue?: NoOpQueueOptions): Promise<NoOpGraphql> {
  const server = spawnEntry('tools/bench/reporting/no-op-graphql-server.ts', queue ? { NO_OP_QUEUE_PREFIX: queue.prefix, REDIS_URL: queue.redisUrl } : {});
  server.stderr?.pipe(process.stderr);
  const url = await firstLine(server);
  const client = new GraphqlClient(url);
  const worker = queue
    ? new Worker(NO_OP_QUEUE, async () => undefined, {
        connection: new Redis(queue.redisUrl, { maxRetriesPerRequest: null }),
        prefix: queue.prefix,
        concurrency: queue.concurrency,
      })
    : null;
  await worker?.waitUntilReady();
  let completed = 0;
  let awaited = Number.POSITIVE_INFINITY;
  let allCompleted: () => void = () => undefined;
  worker?.on('completed', () => {
    if (++completed >= awaited) allCompleted();
  });
  // The bench sends a bearer token with every report; this one is as long and is not read.
  const token = 'x'.repeat(180);
  return {
    async reportsPerSec(count, clients) {
      const variables = Array.from({ length: count }, () => ({
        input: { matchId: randomUUID(), result: { seats: [{ entrantId: randomUUID(), gameWins: 2 }, { entrantId: randomUUID(), gameWins: 1 }] } },
      }));
      completed = 0;
      awaited = count;
      const finished = worker ? new Promise<void>((resolve) => (allCompleted = resolve)) : Promise.resolve();
      let next = 0;
      const started = performance.now();
      const lane = async (): Promise<void> => {
        while (next < count) await client.request(reportMutation, variables[next++] as Record<string, unknown>, token);
      };
      await Promise.all(Array.from({ length: clients }, lane));
      await finished;
      return Math.round((count / (performance.now() - started)) * 1_000);
    },
    async stop() {
      client.close();
      await worker?.close();
      server.kill('SIGTERM');
      await exited(server);
    },
  };
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const end = buffered.indexOf('\n');
      if (end >= 0) resolve(buffered.slice(0, end).trim());
    });
    child.once('exit', (code) => reject(new Error(`the no-op GraphQL server exited (${code})`)));
  });
}
