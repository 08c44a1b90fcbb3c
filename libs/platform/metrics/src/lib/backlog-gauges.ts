import type { Queryable } from '@arbiter/event-store';
import type { MessageQueue } from '@arbiter/platform-queue';
import { Gauge, type Registry } from 'prom-client';
import { metricNames } from './metric-names.js';

/**
 * Gauges read at scrape time: jobs per state in Redis, and outbox rows not done yet in
 * PostgreSQL (pending: accepted but not processed; dead: waiting for an organizer's retry).
 */
export function registerBacklogGauges(
  registry: Registry,
  queue: MessageQueue,
  db: Queryable,
  topics: readonly string[],
): void {
  new Gauge({
    name: metricNames.queueJobs,
    help: 'Jobs in the queue by state (waiting, active, delayed).',
    labelNames: ['topic', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const depths = await Promise.all(topics.map(async (topic) => [topic, await queue.depth(topic)] as const));
      for (const [topic, depth] of depths) {
        for (const state of ['waiting', 'active', 'delayed'] as const) this.set({ topic, state }, depth[state]);
      }
    },
  });
  new Gauge({
    name: metricNames.outboxMessages,
    help: 'Outbox messages not done yet, by status (pending, dead).',
    labelNames: ['topic', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = (await db.query(
        `SELECT topic, status, count(*)::int AS count FROM outbox
         WHERE status IN ('pending', 'dead') AND topic = ANY($1::text[]) GROUP BY topic, status`,
        [topics],
      )) as { topic: string; status: string; count: number }[];
      for (const topic of topics) {
        for (const status of ['pending', 'dead']) {
          const row = rows.find((candidate) => candidate.topic === topic && candidate.status === status);
          this.set({ topic, status }, row?.count ?? 0);
        }
      }
    },
  });
}
