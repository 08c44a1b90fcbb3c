/**
 * The queue as the outbox relay and the processor runner see it (a port: `BullMqMessageQueue`
 * is the adapter). A message is only an outbox row id: the row in PostgreSQL is the truth, the
 * queue only says "work on this row now". That keeps a lost or duplicated job harmless.
 */

/** One delivery of a message to a consumer. */
export interface QueueDelivery {
  /** The outbox row id (also the job id of the first job made for it). */
  readonly messageId: string;
  readonly topic: string;
  /** Deliveries of this job started so far, this one included (stalled restarts count too). */
  readonly attempt: number;
  /** True when a failure now means the queue gives up on the job (no retry follows). */
  readonly finalAttempt: boolean;
}

/** Handles one delivery; throwing fails the attempt (`PermanentFailure`: without retries). */
export type DeliveryHandler = (delivery: QueueDelivery) => Promise<void>;

/** Jobs of a topic by state, as the queue sees them right now. */
export interface QueueDepth {
  readonly waiting: number;
  readonly active: number;
  /** Waiting for a retry (backoff) or a delay. */
  readonly delayed: number;
}

export abstract class MessageQueue {
  /**
   * Puts a job per message id into the topic's queue. A message whose job is still in the queue
   * (waiting, active or delayed) gets no second job, so enqueueing again is always safe.
   */
  abstract enqueue(topic: string, messageIds: readonly string[]): Promise<void>;

  /** Starts consuming a topic; `close()` stops every consumer after its jobs in hand. */
  abstract consume(topic: string, handler: DeliveryHandler): Promise<void>;

  abstract depth(topic: string): Promise<QueueDepth>;

  /**
   * True when the queue's store lost the topic's data since the previous call by any process
   * (Redis flushed, or restarted without persistence), and on the first call against an empty
   * store. The relay then re-enqueues every pending row of the topic at once instead of waiting
   * for its next sweep.
   */
  abstract lostState(topic: string): Promise<boolean>;

  /** Stops consumers (waiting for the jobs in hand) and closes connections. */
  abstract close(): Promise<void>;
}

/**
 * Thrown by a delivery handler when retrying cannot help (the message was rejected for good, or
 * it cannot be processed at all): the queue fails the job at once.
 */
export class PermanentFailure extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentFailure';
  }
}
