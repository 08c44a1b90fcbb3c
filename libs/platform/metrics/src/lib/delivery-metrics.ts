import type { DeliveryObserver, DeliveryOutcome, FailureDisposition } from '@arbiter/platform-queue';
import { Counter, Histogram, type Registry } from 'prom-client';
import { deliveryLatencyBuckets, metricNames } from './metric-names.js';

/**
 * The counters and the latency histogram of processed outbox messages. The processor runner
 * reports to it (it is a `DeliveryObserver`).
 */
export class DeliveryMetrics implements DeliveryObserver {
  private readonly processed: Counter<'topic' | 'outcome'>;
  private readonly failures: Counter<'topic' | 'disposition'>;
  private readonly latency: Histogram<'topic'>;

  constructor(registry: Registry) {
    this.processed = new Counter({
      name: metricNames.processed,
      help: 'Outbox deliveries handled by this worker, by outcome (applied, duplicate, missing).',
      labelNames: ['topic', 'outcome'],
      registers: [registry],
    });
    this.failures = new Counter({
      name: metricNames.failed,
      help: 'Failed delivery attempts, by what happens next (retry, dead).',
      labelNames: ['topic', 'disposition'],
      registers: [registry],
    });
    this.latency = new Histogram({
      name: metricNames.deliveryLatency,
      help: 'Seconds from an outbox row commit to the commit of its processing (score-reporting: report to standings).',
      labelNames: ['topic'],
      buckets: deliveryLatencyBuckets,
      registers: [registry],
    });
  }

  delivered(topic: string, outcome: DeliveryOutcome, latencyMs: number | null): void {
    this.processed.inc({ topic, outcome });
    if (latencyMs !== null) this.latency.observe({ topic }, latencyMs / 1_000);
  }

  failed(topic: string, disposition: FailureDisposition): void {
    this.failures.inc({ topic, disposition });
  }
}
