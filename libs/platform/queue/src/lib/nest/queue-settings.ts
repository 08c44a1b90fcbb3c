import type { ArbiterConfig } from '@arbiter/platform-runtime';
import type { BullMqSettings } from '../bullmq/bullmq-settings.js';

export function bullMqSettings(config: ArbiterConfig): BullMqSettings {
  return {
    prefix: config.queuePrefix,
    concurrency: config.workerConcurrency,
    attempts: config.queueAttempts,
    backoffMs: config.queueBackoffMs,
    lockDurationMs: config.queueLockDurationMs,
    stalledIntervalMs: config.queueStalledIntervalMs,
  };
}
