/** Every metric this library registers; the names are the contract with dashboards and alerts. */
export const metricNames = {
  /** Gauge {topic, state}: jobs in Redis (waiting, active, delayed). */
  queueJobs: 'arbiter_queue_jobs',
  /** Gauge {topic, status}: outbox rows not done yet (pending, dead) in PostgreSQL. */
  outboxMessages: 'arbiter_outbox_messages',
  /** Counter {topic, outcome}: deliveries handled (applied, duplicate, missing). */
  processed: 'arbiter_queue_jobs_processed_total',
  /** Counter {topic, disposition}: failed attempts (retry, dead). */
  failed: 'arbiter_queue_jobs_failed_total',
  /**
   * Histogram {topic}: seconds from an outbox row's commit to the commit of its processing. For
   * topic `score-reporting` this is the report-to-standings latency of issue 7.
   */
  deliveryLatency: 'arbiter_outbox_delivery_seconds',
} as const;

/** Buckets from 5 ms to 1 min: the interesting range is 10-250 ms, the tail shows retries. */
export const deliveryLatencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
