import type { Queryable } from '@arbiter/event-store';
import type { MessageQueue } from '../message-queue.port.js';
import { claimUnenqueued, pendingPage, releaseClaims, type ClaimedMessage, type SweepCursor } from './outbox-claims.js';

/** Something that wakes the relay when rows may have been written (the event store's NOTIFY). */
export interface WakeUpSource {
  onWakeUp(listener: () => void): () => void;
}

export interface OutboxRelayOptions {
  readonly topics: readonly string[];
  /** Fallback poll; a wake-up starts the next pass at once. */
  readonly pollIntervalMs: number;
  /** How often to re-enqueue pending rows whose job may be gone (enqueued longer ago than this). */
  readonly sweepIntervalMs: number;
  readonly batchSize?: number;
  /** Shortest time between two passes when wake-ups keep coming (default 10 ms). */
  readonly minPassGapMs?: number;
  /**
   * Shortest time between two asks whether the queue lost its state (default 1,000 ms): a pass
   * comes every `minPassGapMs` in a burst, and the ask is a Redis round trip per topic.
   */
  readonly lostStateCheckMs?: number;
  readonly wakeUps?: WakeUpSource;
  readonly onError?: (error: unknown) => void;
  /** Topics whose new rows wait while this process's runner takes them itself (ADR 0110). */
  readonly hold?: RelayHold;
}

/**
 * New rows of `topics` are left unclaimed while `active()` is true, at most `maxMs` at a time
 * (default 250): the runner's transactions take pending rows of these topics on besides their
 * own deliveries (ADR 0102), so a row left alone for a moment is usually applied without a job.
 */
export interface RelayHold {
  readonly topics: readonly string[];
  readonly active: () => boolean;
  readonly maxMs?: number;
}

export interface RelayPass {
  /** Rows enqueued for the first time. */
  readonly enqueued: number;
  /** Rows enqueued again by a sweep (their jobs may have been there still: then nothing changed). */
  readonly swept: number;
}

/**
 * Carries pending outbox rows to the queue (ADR 0020). New rows are claimed and enqueued as soon
 * as a notification (or the poll) says they may exist. A sweep re-enqueues every pending row
 * whose job may be gone: periodically for rows enqueued a while ago, and for all of them at once
 * when the queue reports that it lost its state (Redis flushed or restarted without persistence).
 * Job ids are row ids, so re-enqueueing a row whose job still exists is a no-op.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private wokenEarly = false;
  private unsubscribe: (() => void) | null = null;
  private lastSweep = 0;
  private lastLostStateCheck = Number.NEGATIVE_INFINITY;
  /** When the relay began leaving the held topics' rows to the runner (null: it is not). */
  private heldSince: number | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly queue: MessageQueue,
    private readonly options: OutboxRelayOptions,
  ) {}

  start(): void {
    if (this.running || this.options.topics.length === 0) return;
    this.running = true;
    this.unsubscribe = this.options.wakeUps?.onWakeUp(() => this.wakeUp()) ?? null;
    this.loop = this.run();
  }

  /** Stops after the pass in hand. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wakeUp();
    await this.loop;
    this.loop = null;
  }

  /** One pass: a sweep when one is due (or the queue lost its state, asked at most every `lostStateCheckMs`), then every new row. */
  async runOnce(now = Date.now()): Promise<RelayPass> {
    let swept = 0;
    if (now - this.lastLostStateCheck >= (this.options.lostStateCheckMs ?? 1_000)) {
      this.lastLostStateCheck = now;
      const states = await Promise.all(this.options.topics.map(async (topic) => [topic, await this.queue.lostState(topic)] as const));
      const lost = states.filter(([, isLost]) => isLost).map(([topic]) => topic);
      if (lost.length > 0) swept += await this.sweep(null, lost);
    }
    if (now - this.lastSweep >= this.options.sweepIntervalMs) {
      swept += await this.sweep(new Date(now - this.options.sweepIntervalMs));
      this.lastSweep = now;
    }
    return { enqueued: await this.enqueueNew(this.topicsToClaim(now)), swept };
  }

  /** Claims and enqueues new rows of `topics` until none are left. */
  async enqueueNew(topics: readonly string[] = this.options.topics): Promise<number> {
    if (topics.length === 0) return 0;
    const batchSize = this.options.batchSize ?? 500;
    let total = 0;
    for (;;) {
      const claimed = await claimUnenqueued(this.db, topics, batchSize);
      try {
        await this.enqueueByTopic(claimed);
      } catch (error) {
        await releaseClaims(this.db, claimed.map((message) => message.id)).catch(() => undefined);
        throw error;
      }
      total += claimed.length;
      if (claimed.length < batchSize) return total;
    }
  }

  /**
   * Enqueues every pending row of `topics` enqueued before `enqueuedBefore` (every pending row
   * when null). Rows whose job still exists are left as they are by the queue.
   */
  async sweep(enqueuedBefore: Date | null, topics: readonly string[] = this.options.topics): Promise<number> {
    const batchSize = this.options.batchSize ?? 500;
    let cursor: SweepCursor | null = null;
    let total = 0;
    do {
      const page = await pendingPage(this.db, topics, enqueuedBefore, cursor, batchSize);
      await this.enqueueByTopic(page.messages);
      total += page.messages.length;
      cursor = page.next;
    } while (cursor);
    return total;
  }

  /**
   * Every topic, unless the runner of this process is applying a batch: then its transactions
   * take the new rows of the held topics themselves, oldest first, and a job per row would only
   * be delivered later as a repeat. In the burst at the end of a round nearly every job was such
   * a repeat (ADR 0110). The hold ends when the runner goes idle or after `maxMs`, so a row the
   * runner does not reach still gets its job soon; other topics are never held.
   */
  private topicsToClaim(now: number): readonly string[] {
    const hold = this.options.hold;
    if (hold?.active()) this.heldSince ??= now;
    if (!hold || !this.holding(now)) {
      this.heldSince = null;
      return this.options.topics;
    }
    return this.options.topics.filter((topic) => !hold.topics.includes(topic));
  }

  /** True while the runner is busy and the hold that began at `heldSince` is younger than `maxMs`. */
  private holding(now: number): boolean {
    const hold = this.options.hold;
    return hold !== undefined && this.heldSince !== null && hold.active() && now - this.heldSince < (hold.maxMs ?? 250);
  }

  private async enqueueByTopic(messages: readonly ClaimedMessage[]): Promise<void> {
    const byTopic = new Map<string, string[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message.id]);
    await Promise.all([...byTopic].map(([topic, ids]) => this.queue.enqueue(topic, ids)));
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.runOnce();
      } catch (error) {
        this.options.onError?.(error);
      }
      await this.pause(this.options.pollIntervalMs);
    }
  }

  /**
   * Waits for a wake-up or the poll interval. Wake-ups come with every append (game events too),
   * so passes are at least `minPassGapMs` apart: a burst of appends costs a few passes, not one
   * per append. While rows are left to the runner, the wait also ends once the hold does (an
   * in-memory check every `minPassGapMs`, no query), so they are claimed at once.
   */
  private pause(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    const minGap = this.options.minPassGapMs ?? 10;
    if (this.wokenEarly) {
      this.wokenEarly = false;
      return new Promise((resolve) => setTimeout(resolve, minGap));
    }
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined = undefined;
      let holdCheck: NodeJS.Timeout | undefined = undefined;
      const finish = (): void => {
        clearTimeout(timer);
        clearInterval(holdCheck);
        if (this.wake === wake) this.wake = null;
        resolve();
      };
      const wake = (): void => {
        clearTimeout(timer);
        timer = setTimeout(finish, minGap);
      };
      timer = setTimeout(finish, ms);
      this.wake = wake;
      if (this.heldSince !== null) holdCheck = setInterval(() => !this.holding(Date.now()) && finish(), minGap);
    });
  }

  private wakeUp(): void {
    const wake = this.wake;
    this.wake = null;
    if (wake) wake();
    else this.wokenEarly = true;
  }
}
