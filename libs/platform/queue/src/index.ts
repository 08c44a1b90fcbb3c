export { BullMqMessageQueue } from './lib/bullmq/bullmq-message-queue.js';
export { outboxJobName, type BullMqSettings, type OutboxJobData, type RedisConnectionFactory } from './lib/bullmq/bullmq-settings.js';
export {
  MessageQueue,
  PermanentFailure,
  type DeliveryHandler,
  type QueueDelivery,
  type QueueDepth,
} from './lib/message-queue.port.js';
export { OutboxRelay, type OutboxRelayOptions, type RelayHold, type RelayPass, type WakeUpSource } from './lib/relay/outbox-relay.js';
export type { DeliveryObserver, DeliveryOutcome, FailureDisposition } from './lib/runner/delivery-observer.js';
export { describeFailure, failureCode, internalFailureCode } from './lib/runner/failure-description.js';
export { OutboxProcessorRunner, type OutboxProcessorRunnerOptions } from './lib/runner/outbox-processor-runner.js';
export { DeadLetterStore, type DeadLetter, type DeadLetterFilter } from './lib/dead-letters/dead-letter.store.js';
export { QueueModule, type QueueApiOptions, type QueueWorkerOptions } from './lib/nest/queue.module.js';
export { bullMqSettings } from './lib/nest/queue-settings.js';
export { QueueWorkerRuntime } from './lib/nest/queue-worker.runtime.js';
export { DELIVERY_OBSERVER, OUTBOX_PROCESSORS, QUEUE_TOPICS } from './lib/nest/queue.tokens.js';
