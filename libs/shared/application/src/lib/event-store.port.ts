import type { EntityManager } from 'typeorm';
import type { AppendOptions, AppendResult, ExpectedVersion, NewEvent, OutboxMessageInput, StoredEvent } from './event-store.types.js';

export interface StreamRange {
  /** First stream version to read (default 1). */
  readonly fromVersion?: number;
  /** Last stream version to read, inclusive (default: the end). */
  readonly toVersion?: number;
}

/** Reads and appends; what a command handler needs. */
export interface EventStoreSession {
  /**
   * Appends `events` to `streamId` if the stream is at `expected`. The batch is atomic. Throws
   * `ConcurrencyError` when the stream has moved on; a retried batch whose event ids are all
   * stored already is a no-op (`alreadyStored: true`).
   */
  append<TData>(
    streamId: string,
    events: readonly NewEvent<TData>[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  readStream<TData = unknown>(streamId: string, range?: StreamRange): Promise<StoredEvent<TData>[]>;
  /** Several whole streams in one read, by stream id (a stream without events is absent). */
  readStreams<TData = unknown>(streamIds: readonly string[]): Promise<ReadonlyMap<string, StoredEvent<TData>[]>>;
  /** Events of every stream after `afterPosition`, in global order, at most `limit` of them. */
  readAll(afterPosition?: number, limit?: number): Promise<StoredEvent[]>;
  /** The stream's current version (number of events), 0 when it does not exist. */
  streamVersion(streamId: string): Promise<number>;
}

/** One stream's part of `appendToStreams`. */
export interface StreamAppend<TData = unknown> {
  readonly streamId: string;
  readonly events: readonly NewEvent<TData>[];
  /** The stream's version the events were decided on; 0: the stream must not exist yet. */
  readonly expected: number;
  readonly outbox?: readonly OutboxMessageInput[];
}

/** A session inside one database transaction; `manager` writes read models in the same transaction. */
export interface EventStoreTransaction extends EventStoreSession {
  readonly manager: EntityManager;
  /**
   * Appends to several streams in one statement (group commit of many small commands, ADR 0033;
   * the match streams of a paired round), each at its expected version (0: a new stream); the
   * stream ids must be distinct. Throws
   * `ConcurrencyError` when any stream has moved on: the transaction may then hold part of the
   * batch and must be rolled back, so let the error leave the transaction.
   */
  appendToStreams<TData>(appends: readonly StreamAppend<TData>[]): Promise<AppendResult[]>;
  /**
   * Runs `callback` once the transaction has committed (never after a rollback): the place to
   * cache what the transaction read or wrote, such as an aggregate's state at its version.
   */
  afterCommit(callback: () => void): void;
}

/**
 * The event store as the application layer sees it (a port: `@arbiter/event-store` implements
 * it, and Nest injects it under this class as token).
 */
export abstract class EventStore implements EventStoreSession {
  abstract append<TData>(
    streamId: string,
    events: readonly NewEvent<TData>[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  abstract readStream<TData = unknown>(streamId: string, range?: StreamRange): Promise<StoredEvent<TData>[]>;
  abstract readStreams<TData = unknown>(streamIds: readonly string[]): Promise<ReadonlyMap<string, StoredEvent<TData>[]>>;
  abstract readAll(afterPosition?: number, limit?: number): Promise<StoredEvent[]>;
  /** Every event after `afterPosition`, page by page (the next page is fetched while you work). */
  abstract readAllPages(afterPosition?: number, pageSize?: number): AsyncGenerator<StoredEvent[]>;
  abstract streamVersion(streamId: string): Promise<number>;
  /** Runs `work` in one transaction; everything it appends or writes commits or rolls back together. */
  abstract transaction<T>(work: (tx: EventStoreTransaction) => Promise<T>): Promise<T>;
}
