import { type EventStore, type EventStoreTransaction, GroupCommit, type OutboxDelivery, type OutboxProcessor, preparedQuery } from '@arbiter/application';
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
  /**
   * Most deliveries applied in one transaction (default 64): deliveries that arrive while a
   * transaction is running wait and then share the next one (`GroupCommit`). 1 turns batching off.
   */
  readonly maxBatch?: number;
  /**
   * Pending rows of a topic whose processor takes batches that a delivery's transaction claims
   * and applies besides its own deliveries, oldest first (default 0: none; ADR 0102). In a burst
   * the rows then go through in full batches at the pace of the database, not one queue job at a
   * time; their own jobs arrive later and find them done. A transaction with joined rows that
   * fails runs again without them, and rows that failed before are left to their own jobs, so a
   * failing message never fails another one's delivery.
   */
  readonly joinPending?: number;
  /** Where failures that cannot be recorded go (the database is down, say). */
  readonly onError?: (message: string, error: unknown) => void;
}

interface Applied {
  readonly outcome: DeliveryOutcome;
  readonly createdAt: Date | null;
}

/** What one transaction did: a result per delivery, and the pending rows it took on besides. */
interface AppliedTogether {
  readonly units: Applied[];
  readonly joined: readonly ClaimedRow[];
}

interface ClaimedRow {
  id: string;
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
 * Deliveries that arrive while a transaction is running share the next one (group commit, ADR
 * 0033): at the end of a round the results of one tournament all move the same round and
 * standings rows, and one transaction for many of them replaces a queue of transactions that
 * each waited for the previous one's row lock and commit. A batch that fails runs again one
 * delivery per transaction, so a failure stays with its own delivery.
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
  private readonly group: GroupCommit<QueueDelivery, Applied>;

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
    this.group = new GroupCommit<QueueDelivery, Applied>(
      {
        together: (deliveries) => this.commit(deliveries, true),
        // After a failed batch a delivery runs without company, so the failure stays its own.
        alone: (delivery, afterFailure) =>
          this.withContentionRetries(async () => (await this.commit([delivery], !afterFailure))[0] as Applied),
      },
      // One lane: the deliveries of a tournament contend for the same rows anyway.
      { lanes: 1, maxBatch: options.maxBatch ?? 64 },
    );
  }

  /** True while a transaction of deliveries runs or waits to run (the relay holds rows meanwhile, ADR 0110). */
  get busy(): boolean {
    return this.group.active;
  }

  /** Topics whose pending rows this runner's transactions take on besides their deliveries (ADR 0102). */
  get joinedTopics(): string[] {
    if ((this.options.joinPending ?? 0) <= 0) return [];
    return this.topics.filter((topic) => this.processors.get(topic)?.processBatch !== undefined);
  }

  get topics(): string[] {
    return [...this.processors.keys()].sort();
  }

  /** Handles one delivery; throws when the attempt failed (`PermanentFailure`: do not retry). */
  async run(delivery: QueueDelivery): Promise<DeliveryOutcome> {
    try {
      const { outcome, createdAt } = await this.group.submit(delivery, delivery.messageId);
      const latencyMs = createdAt ? Math.max(0, Date.now() - createdAt.getTime()) : null;
      this.observer.delivered(delivery.topic, outcome, latencyMs);
      return outcome;
    } catch (error) {
      return this.fail(delivery, error);
    }
  }

  /**
   * One transaction for the deliveries, with pending rows joining them when `join` is set. If
   * that fails, a joined row may be the cause: the deliveries then run again without company, so
   * that whatever fails is their own failure.
   */
  private async commit(deliveries: readonly QueueDelivery[], join: boolean): Promise<Applied[]> {
    const limit = join ? (this.options.joinPending ?? 0) : 0;
    if (limit > 0) {
      try {
        return await this.commitOnce(deliveries, limit);
      } catch {
        // Rolled back as a whole: nothing of it committed.
      }
    }
    return this.commitOnce(deliveries, 0);
  }

  /** One transaction; reports the joined rows to the observer once it committed. */
  private async commitOnce(deliveries: readonly QueueDelivery[], joinLimit: number): Promise<Applied[]> {
    const { units, joined } = await this.store.transaction((tx) => this.applyTogether(deliveries, joinLimit, tx));
    const now = Date.now();
    for (const row of joined) this.observer.delivered(row.topic, 'applied', Math.max(0, now - row.created_at.getTime()));
    return units;
  }

  /**
   * Applies deliveries in order in one transaction. "Done" first, in the same transaction, for all
   * of them in one statement: the UPDATE takes the row locks (a concurrent copy of a delivery
   * waits there, then finds its row done), and if a processor fails the rollback makes the rows
   * pending again. Up to `joinLimit` pending rows join the last run (`joinPendingRows`).
   */
  private async applyTogether(deliveries: readonly QueueDelivery[], joinLimit: number, tx: EventStoreTransaction): Promise<AppliedTogether> {
    // The runner's statements are prepared: each delivery transaction runs them (issue 20).
    const rows = await preparedQuery<ClaimedRow>(
      tx.manager,
      `WITH claimed AS (
         UPDATE outbox SET status = 'done', processed_at = now(), attempts = attempts + 1
         WHERE id = ANY($1::uuid[]) AND status = 'pending'
         RETURNING id, topic, payload, created_at
       ) SELECT id, topic, payload, created_at FROM claimed`,
      [deliveries.map((delivery) => delivery.messageId)],
    );
    const claimed = new Map(rows.map((row) => [row.id, row]));
    // Repeats are told from ids without a row in one read (in a burst whose rows joined earlier
    // batches most deliveries are repeats).
    const unclaimed = deliveries.filter((delivery) => !claimed.has(delivery.messageId.toLowerCase())).map((delivery) => delivery.messageId);
    const existing = unclaimed.length === 0 ? new Set<string>() : await this.existingRows(unclaimed, tx);
    const applied: Applied[] = [];
    // Consecutive deliveries of one topic go to the processor together when it takes batches.
    let run: { processor: OutboxProcessor; deliveries: OutboxDelivery[] } | null = null;
    const flush = async (): Promise<void> => {
      if (!run) return;
      const { processor, deliveries: batch } = run;
      run = null;
      if (processor.processBatch && batch.length > 1) await processor.processBatch(batch, tx);
      else for (const delivery of batch) await processor.process(delivery, tx);
    };
    for (const delivery of deliveries) {
      // PostgreSQL answers uuids in lower case.
      const id = delivery.messageId.toLowerCase();
      const row = claimed.get(id);
      // A second copy of the same message in this batch finds it done, like a later delivery.
      claimed.delete(id);
      if (!row) {
        applied.push({ outcome: existing.has(id) ? 'duplicate' : 'missing', createdAt: null });
        continue;
      }
      const processor = this.processors.get(row.topic);
      if (!processor) throw new PermanentFailure(`no processor for topic ${row.topic}`);
      if (run && run.processor !== processor) await flush();
      run ??= { processor, deliveries: [] };
      run.deliveries.push({ id: delivery.messageId, topic: row.topic, payload: row.payload, attempt: delivery.attempt });
      applied.push({ outcome: 'applied', createdAt: row.created_at });
    }
    // Rows join the last run, or the topic of the deliveries when they were all repeats: in a
    // burst the queue still brings the jobs of rows that joined earlier batches.
    const joinWith = run?.processor ?? this.processors.get(deliveries[0]?.topic ?? '');
    const joined = joinWith ? await this.joinPendingRows(joinWith, joinLimit, tx) : [];
    if (joinWith && joined.length > 0) {
      run ??= { processor: joinWith, deliveries: [] };
      for (const row of joined) run.deliveries.push({ id: row.id, topic: row.topic, payload: row.payload, attempt: 1 });
    }
    await flush();
    return { units: applied, joined };
  }

  /**
   * Claims up to `limit` more pending rows of the processor's topic when it takes
   * batches. `SKIP LOCKED`: rows another transaction is claiming stay with it, so two workers
   * never wait for each other here. Only rows that never failed (`attempts = 0`) join.
   */
  private async joinPendingRows(
    processor: OutboxProcessor,
    limit: number,
    tx: EventStoreTransaction,
  ): Promise<ClaimedRow[]> {
    if (!processor.processBatch || limit <= 0) return [];
    return preparedQuery<ClaimedRow>(
      tx.manager,
      `WITH joined AS (
         UPDATE outbox SET status = 'done', processed_at = now(), attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE topic = $1 AND status = 'pending' AND attempts = 0
           ORDER BY created_at LIMIT $2
           FOR UPDATE SKIP LOCKED
         )
         RETURNING id, topic, payload, created_at
       ) SELECT id, topic, payload, created_at FROM joined ORDER BY created_at`,
      [processor.topic, limit],
    );
  }

  /** Which of these ids have an outbox row (in lower case, as PostgreSQL answers uuids). */
  private async existingRows(ids: readonly string[], tx: EventStoreTransaction): Promise<Set<string>> {
    const rows = await preparedQuery<{ id: string }>(tx.manager, `SELECT id FROM outbox WHERE id = ANY($1::uuid[])`, [ids]);
    return new Set(rows.map((row) => row.id));
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
