/**
 * Queue settings of the workers that the fault tests start and kill: short locks, stall checks
 * and relay sweeps, so that a killed worker's jobs and a flushed Redis recover within seconds.
 */
export const faultTestQueueEnv: Readonly<Record<string, string>> = {
  WORKER_CONCURRENCY: '8',
  QUEUE_ATTEMPTS: '10',
  QUEUE_BACKOFF_MS: '200',
  QUEUE_LOCK_DURATION_MS: '2000',
  QUEUE_STALLED_INTERVAL_MS: '1000',
  OUTBOX_RELAY_POLL_MS: '500',
  OUTBOX_RELAY_SWEEP_MS: '3000',
};
