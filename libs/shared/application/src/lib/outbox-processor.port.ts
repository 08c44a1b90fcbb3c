import type { EventStoreTransaction } from './event-store.port.js';

/** One outbox message as a processor receives it from the queue. */
export interface OutboxDelivery<TPayload = unknown> {
  /** The outbox row id; also the queue job id. */
  readonly id: string;
  readonly topic: string;
  readonly payload: TPayload;
  /** 1 for the first delivery; more after retries or duplicate deliveries. */
  readonly attempt: number;
}

/**
 * Handles the outbox messages of one topic (e.g. `score-reporting`) in the worker. The queue
 * adapter calls `process` inside a transaction that also marks the outbox row done, and skips
 * messages whose row is done already: so a duplicate delivery changes nothing, and a crash before
 * the commit leaves the message pending for a retry. Throw to fail the attempt (it is retried with
 * backoff, then dead-lettered); an `AppError` means "rejected for good" and is dead-lettered at once.
 */
export interface OutboxProcessor<TPayload = unknown> {
  readonly topic: string;
  process(delivery: OutboxDelivery<TPayload>, tx: EventStoreTransaction): Promise<void>;
  /**
   * Optional: the same for several deliveries of the topic in one transaction (group commit, ADR
   * 0033), with the effect of calling `process` for each in order. Throwing fails the whole batch;
   * the runner then runs each delivery alone through `process`.
   */
  processBatch?(deliveries: readonly OutboxDelivery<TPayload>[], tx: EventStoreTransaction): Promise<void>;
}
