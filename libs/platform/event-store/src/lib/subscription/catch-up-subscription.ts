import type { DataSource, EntityManager } from 'typeorm';
import type { StoredEvent } from '@arbiter/application';
import { transactionReader } from '../stored-event.mapper.js';
import type { NotificationListener } from './notification-listener.js';

/**
 * Handles one batch inside the transaction that also moves the checkpoint: writes made through
 * `tx` (a projection's rows) commit together with the checkpoint, so they happen exactly once.
 * Effects outside the database happen at least once and must be idempotent.
 */
export type SubscriptionHandler = (events: readonly StoredEvent[], tx: EntityManager) => Promise<void>;

export interface CatchUpSubscriptionOptions {
  /** Durable name; the checkpoint is stored under it. */
  readonly name: string;
  readonly handle: SubscriptionHandler;
  readonly batchSize?: number;
  /** Fallback poll interval; notifications wake the loop sooner. */
  readonly pollIntervalMs?: number;
  readonly retryDelayMs?: number;
  readonly notifications?: NotificationListener;
  readonly onError?: (error: unknown) => void;
}

interface CheckpointRow {
  transaction_id: string;
  global_position: string;
}

/** A place in (transaction id, global position) order; xid8 travels as text. */
interface Position {
  readonly transactionId: string;
  readonly globalPosition: number;
}

/**
 * A catch-up subscription over all streams (ADR 0002). It reads in (transaction id, position)
 * order and only events of transactions older than every transaction still running, so an event
 * that a slow transaction commits late is delivered late, never skipped.
 */
export class CatchUpSubscription {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** A notification that arrived while a batch was in hand: the next pause must not wait. */
  private wokenEarly = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: CatchUpSubscriptionOptions,
  ) {}

  get name(): string {
    return this.options.name;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.options.notifications?.onWakeUp(() => this.wakeUp()) ?? null;
    this.loop = this.run();
  }

  /** Stops after the batch in hand (its checkpoint is committed or rolled back, never half). */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wakeUp();
    await this.loop;
    this.loop = null;
  }

  /** Processes batches until nothing committed is left; returns how many events it handled. */
  async catchUp(): Promise<number> {
    await this.ensureCheckpoint();
    let handled = 0;
    for (;;) {
      const count = await this.processNextBatch();
      if (count === 0) return handled;
      handled += count;
    }
  }

  /** Reads one batch after the checkpoint, hands it to the handler and moves the checkpoint. */
  processNextBatch(): Promise<number> {
    const { name, handle } = this.options;
    return this.dataSource.transaction(async (tx) => {
      const [checkpoint] = (await tx.query(
        `SELECT transaction_id::text AS transaction_id, global_position
         FROM subscription_checkpoints WHERE subscription_id = $1 FOR UPDATE`,
        [name],
      )) as CheckpointRow[];
      if (!checkpoint) throw new Error(`subscription ${name} has no checkpoint row`);
      const events = await transactionReader(tx)(
        `events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
           AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY transaction_id, global_position
         LIMIT $3`,
        [checkpoint.transaction_id, checkpoint.global_position, this.options.batchSize ?? 500],
      );
      if (events.length === 0) return 0;
      // The checkpoint becomes the batch's last event. That is only right if the batch follows the
      // checkpoint in order: otherwise events would be skipped or delivered again, silently.
      assertInOrderAfter({ transactionId: checkpoint.transaction_id, globalPosition: Number(checkpoint.global_position) }, events, name);
      await handle(events, tx);
      const last = events[events.length - 1] as StoredEvent;
      // TypeORM answers an UPDATE with [rows, affected row count].
      const [, moved] = (await tx.query(
        `UPDATE subscription_checkpoints
         SET transaction_id = $2::xid8, global_position = $3, updated_at = now()
         WHERE subscription_id = $1 AND (transaction_id, global_position) < ($2::xid8, $3::bigint)`,
        [name, last.transactionId, last.globalPosition],
      )) as [unknown, number];
      // Committing a batch whose checkpoint stayed put would deliver it again with no error;
      // throwing rolls the handler's writes back with it.
      if (moved !== 1) {
        throw new Error(`subscription ${name}: checkpoint did not move to ${last.transactionId}/${last.globalPosition}`);
      }
      return events.length;
    });
  }

  private async ensureCheckpoint(): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO subscription_checkpoints (subscription_id) VALUES ($1) ON CONFLICT DO NOTHING`,
      [this.options.name],
    );
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.ensureCheckpoint();
        while (this.running) {
          const count = await this.processNextBatch();
          if (count === 0) await this.pause(this.options.pollIntervalMs ?? 250);
        }
      } catch (error) {
        this.options.onError?.(error);
        await this.pause(this.options.retryDelayMs ?? 1_000);
      }
    }
  }

  private wakeUp(): void {
    if (this.wake) this.wake();
    else this.wokenEarly = true;
  }

  private pause(ms: number): Promise<void> {
    if (this.wokenEarly || !this.running) {
      this.wokenEarly = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      // Either way the pause ends, `wake` must go: left behind after the timer fired, it would take
      // the next notification and drop it instead of setting `wokenEarly`.
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}

function comparePositions(a: Position, b: Position): number {
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (byTransaction !== 0n) return byTransaction < 0n ? -1 : 1;
  return a.globalPosition - b.globalPosition;
}

function assertInOrderAfter(checkpoint: Position, events: readonly StoredEvent[], name: string): void {
  let previous = checkpoint;
  for (const event of events) {
    if (comparePositions(previous, event) >= 0) {
      throw new Error(
        `subscription ${name}: event ${event.transactionId}/${event.globalPosition} does not follow ${previous.transactionId}/${previous.globalPosition}`,
      );
    }
    previous = event;
  }
}

/** Moves a subscription back to the start, so it replays the whole log (projection rebuilds). */
export async function resetCheckpoint(dataSource: DataSource, name: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO subscription_checkpoints (subscription_id) VALUES ($1)
     ON CONFLICT (subscription_id) DO UPDATE SET transaction_id = '0', global_position = 0, updated_at = now()`,
    [name],
  );
}
