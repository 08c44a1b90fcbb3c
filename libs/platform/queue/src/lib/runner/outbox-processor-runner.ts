import type { EventStore, EventStoreTransaction, OutboxProcessor } from '@arbiter/application';
import type { OutboxStore } from '@arbiter/event-store';
import { setTimeout as sleep } from 'node:timers/promises';
import { PermanentFailure, type QueueDelivery } from '../message-queue.port.js';
import { silentObserver, type DeliveryObserver, type DeliveryOutcome } from './delivery-observer.js';
import { describeFailure, isContention, isPermanent } from './failure-description.js';

export interface OutboxProcessorRunnerOptions {
  /**
   * Immediate re-runs of a delivery that lost a race on a stream (default 25). Each lost race
   * means another writer committed, so this bounds the writers one stream can have at once
   * before the queue's slower backoff takes over.
   */
  readonly contentionRetries?: number;
  readonly observer?: DeliveryObserver;
  /** Where failures that cannot be recorded go (the database is down, say). */
  readonly onError?: (message: string, error: unknown) => void;
}

interface ClaimedRow {
  topic: string;
  payload: unknown;
  created_at: Date;
}

/**
 * Runs the processor of an outbox message's topic, exactly once in effect (ADR 0020).
 *
 * In one transaction it marks the outbox row done if it is still pending (otherwise the delivery
 * is a repeat and nothing happens) and calls the processor with that transaction, so the
 * processor's effects and "done" commit together or not at all. Duplicates of one row that run
 * at the same time queue up on the row lock and the later ones find it done.
 *
 * Failures: an `AppError` (or `PermanentFailure`) dead-letters the row at once with its code;
 * contention (a concurrent append to the same stream, a serialization failure) is retried at
 * once; anything else is recorded and re-thrown so the queue retries it with backoff, and the
 * last attempt dead-letters it.
 */
export class OutboxProcessorRunner {
  private readonly processors = new Map<string, OutboxProcessor>();
  private readonly outbox: OutboxStore;
  private readonly observer: DeliveryObserver;

  constructor(
    private readonly store: EventStore,
    outbox: OutboxStore,
    processors: readonly OutboxProcessor[],
    private readonly options: OutboxProcessorRunnerOptions = {},
  ) {
    for (const processor of processors) {
      if (this.processors.has(processor.topic)) throw new Error(`two processors for topic ${processor.topic}`);
      this.processors.set(processor.topic, processor);
    }
    this.outbox = outbox;
    this.observer = options.observer ?? silentObserver;
  }

  get topics(): string[] {
    return [...this.processors.keys()].sort();
  }

  /** Handles one delivery; throws when the attempt failed (`PermanentFailure`: do not retry). */
  async run(delivery: QueueDelivery): Promise<DeliveryOutcome> {
    try {
      const { outcome, createdAt } = await this.withContentionRetries(() =>
        this.store.transaction((tx) => this.applyOnce(delivery, tx)),
      );
      const latencyMs = createdAt ? Math.max(0, Date.now() - createdAt.getTime()) : null;
      this.observer.delivered(delivery.topic, outcome, latencyMs);
      return outcome;
    } catch (error) {
      return this.fail(delivery, error);
    }
  }

  private async applyOnce(
    delivery: QueueDelivery,
    tx: EventStoreTransaction,
  ): Promise<{ outcome: DeliveryOutcome; createdAt: Date | null }> {
    // "Done" first, in the same transaction: the UPDATE takes the row lock (a concurrent copy
    // of this delivery waits here, then finds the row done), and if the processor fails the
    // rollback makes the row pending again. One statement instead of a lock and a mark.
    const rows = (await tx.manager.query(
      `WITH claimed AS (
         UPDATE outbox SET status = 'done', processed_at = now(), attempts = attempts + 1
         WHERE id = $1 AND status = 'pending'
         RETURNING topic, payload, created_at
       ) SELECT topic, payload, created_at FROM claimed`,
      [delivery.messageId],
    )) as ClaimedRow[];
    const row = rows[0];
    if (!row) return { outcome: (await this.outbox.get(delivery.messageId)) ? 'duplicate' : 'missing', createdAt: null };
    const processor = this.processors.get(row.topic);
    if (!processor) throw new PermanentFailure(`no processor for topic ${row.topic}`);
    await processor.process(
      { id: delivery.messageId, topic: row.topic, payload: row.payload, attempt: delivery.attempt },
      tx,
    );
    return { outcome: 'applied', createdAt: row.created_at };
  }

  private async withContentionRetries<T>(work: () => Promise<T>): Promise<T> {
    const retries = this.options.contentionRetries ?? 25;
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= retries || !isContention(error)) throw error;
        // Spread the competitors out a little so they do not collide again in lockstep.
        await sleep(Math.random() * 5 * (attempt + 1));
      }
    }
  }

  private async fail(delivery: QueueDelivery, error: unknown): Promise<never> {
    const permanent = isPermanent(error);
    const dead = permanent || delivery.finalAttempt;
    const description = describeFailure(error);
    try {
      await this.outbox.recordFailure(delivery.messageId, description, dead);
    } catch (recordError) {
      // The row stays pending: the queue retries, or the relay brings the message back later.
      this.options.onError?.(`could not record the failure of outbox message ${delivery.messageId}`, recordError);
    }
    this.observer.failed(delivery.topic, dead ? 'dead' : 'retry');
    if (permanent) throw new PermanentFailure(description, { cause: error });
    throw error;
  }
}
