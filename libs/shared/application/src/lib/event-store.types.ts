/**
 * The shapes that go into and come out of the event store.
 *
 * A stream is one aggregate's history (`tournament-<id>`, `match-<id>`, `game-<id>`). Stream
 * versions count events from 1; the global position orders every event of every stream.
 */

/** What the caller expects the stream's current version to be before the append. */
export type ExpectedVersion =
  /** The stream has exactly this many events (0 means it does not exist yet). */
  | number
  /** The stream must not exist. */
  | 'no_stream'
  /** No check: append at the end, whatever the version. */
  | 'any';

/** Who did it and why, recorded with every event. */
export interface EventMetadataInput {
  /** The acting user (account id), or null for the system. */
  readonly actor?: string | null;
  /** Ties together everything one request caused; generated per append when absent. */
  readonly correlationId?: string;
  /** The id of the event or command that caused this one. */
  readonly causationId?: string | null;
  /** Free, JSON-serializable extras (e.g. a game event's `stateHash`). */
  readonly [extra: string]: unknown;
}

export interface NewEvent<TData = unknown> {
  /** A UUID. Re-appending an id that is already stored is a no-op (idempotent retries). */
  readonly id?: string;
  readonly type: string;
  readonly data: TData;
  /** Version of this event type's published shape (upcasters key on it). Defaults to 1. */
  readonly schemaVersion?: number;
  readonly metadata?: EventMetadataInput;
}

export interface EventMetadata {
  readonly actor: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly [extra: string]: unknown;
}

export interface StoredEvent<TData = unknown> {
  readonly id: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly globalPosition: number;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: TData;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
  /** The PostgreSQL transaction that wrote it (orders catch-up subscriptions; see ADR 0002). */
  readonly transactionId: string;
}

export interface AppendResult {
  readonly streamId: string;
  /** Version of the stream after the append (the next expected version). */
  readonly nextExpectedVersion: number;
  /** Global positions of the appended events, in order. */
  readonly globalPositions: readonly number[];
  /** True when every event id was already stored: nothing was written. */
  readonly alreadyStored: boolean;
}

/** A message written in the same transaction as the events (transactional outbox). */
export interface OutboxMessageInput {
  /** A UUID, also used as the queue job id so a re-enqueue never duplicates the job. */
  readonly id: string;
  /** Which relay/queue carries it, e.g. `score-reporting`. */
  readonly topic: string;
  readonly payload: unknown;
}

export interface AppendOptions {
  readonly outbox?: readonly OutboxMessageInput[];
}
