import type { DataSource, EntityManager } from 'typeorm';
import { appendBatch, currentVersion, type Queryable } from './append-batch.js';
import { AppendNotifier } from './append-notifier.js';
import { appendToStreams } from './append-to-streams.js';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  EventStoreTransaction,
  ExpectedVersion,
  NewEvent,
  StoredEvent,
  StreamAppend,
  StreamRange,
} from '@arbiter/application';
import { readStreamsSource } from './read-streams.sql.js';
import { poolReader, transactionReader, type EventReader } from './stored-event.mapper.js';

export interface EventStoreOptions {
  /**
   * Send a NOTIFY after appends commit so that catch-up subscriptions and the outbox relay wake at
   * once instead of at their next poll (`AppendNotifier`). Off for the embedded PGlite server,
   * whose connections share one session.
   */
  readonly notify?: boolean;
}

/** Reads and appends, bound either to the pool (autocommit) or to one open transaction. */
class EventStoreSession {
  /** Whether this session appended anything (a transaction notifies once it committed). */
  protected appended = false;

  constructor(
    protected readonly db: Queryable,
    private readonly readEvents: EventReader,
    protected readonly options: EventStoreOptions,
    private readonly inTransaction: boolean,
    /** Null when notifications are off. */
    protected readonly notifier: AppendNotifier | null,
  ) {}

  /**
   * Appends `events` to `streamId` if the stream is at `expected`. The batch is atomic. Throws
   * `ConcurrencyError` when the stream has moved on; a retried batch whose event ids are all stored
   * already is a no-op (`alreadyStored: true`).
   */
  async append<TData>(
    streamId: string,
    events: readonly NewEvent<TData>[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const result = await appendBatch(this.db, { streamId, events, expected, options, inTransaction: this.inTransaction });
    if (!result.alreadyStored && result.globalPositions.length > 0) {
      this.appended = true;
      // Outside a transaction the append has committed already.
      if (!this.inTransaction) this.notifier?.notify();
    }
    return result;
  }

  readStream<TData = unknown>(streamId: string, range: StreamRange = {}): Promise<StoredEvent<TData>[]> {
    return this.readEvents<TData>(
      `events WHERE stream_id = $1 AND stream_version >= $2 AND stream_version <= $3 ORDER BY stream_version`,
      [streamId, range.fromVersion ?? 1, range.toVersion ?? Number.MAX_SAFE_INTEGER],
    );
  }

  async readStreams<TData = unknown>(streamIds: readonly string[]): Promise<ReadonlyMap<string, StoredEvent<TData>[]>> {
    const byStream = new Map<string, StoredEvent<TData>[]>();
    if (streamIds.length === 0) return byStream;
    const events = await this.readEvents<TData>(readStreamsSource, [[...new Set(streamIds)]]);
    for (const event of events) {
      const stream = byStream.get(event.streamId);
      if (stream) stream.push(event);
      else byStream.set(event.streamId, [event]);
    }
    return byStream;
  }

  /** Events of every stream after `afterPosition`, in global order, at most `limit` of them. */
  readAll(afterPosition = 0, limit = 1_000): Promise<StoredEvent[]> {
    return this.readEvents(`events WHERE global_position > $1 ORDER BY global_position LIMIT $2`, [afterPosition, limit]);
  }

  /**
   * Every event after `afterPosition` in global order, page by page. The next page is requested
   * while the caller works on the current one, so the database and the consumer work in parallel
   * (projection rebuilds read the whole log this way).
   */
  async *readAllPages(afterPosition = 0, pageSize = 5_000): AsyncGenerator<StoredEvent[]> {
    let next = this.readAll(afterPosition, pageSize);
    for (;;) {
      const page = await next;
      if (page.length === 0) return;
      const last = page[page.length - 1] as StoredEvent;
      next = page.length < pageSize ? Promise.resolve([]) : this.readAll(last.globalPosition, pageSize);
      yield page;
    }
  }

  /** The stream's current version (number of events), 0 when it does not exist. */
  streamVersion(streamId: string): Promise<number> {
    return currentVersion(this.db, streamId);
  }
}

/** A session inside a transaction, for appends that must commit together with other writes. */
export class PostgresEventStoreTransaction extends EventStoreSession implements EventStoreTransaction {
  private readonly onCommit: (() => void)[] = [];

  constructor(
    readonly manager: EntityManager,
    options: EventStoreOptions,
    notifier: AppendNotifier | null,
  ) {
    super(manager, transactionReader(manager), options, true, notifier);
  }

  async appendToStreams<TData>(appends: readonly StreamAppend<TData>[]): Promise<AppendResult[]> {
    const results = await appendToStreams(this.db, appends);
    if (results.some((result) => result.globalPositions.length > 0)) this.appended = true;
    return results;
  }

  afterCommit(callback: () => void): void {
    this.onCommit.push(callback);
  }

  /** Called by the store once the transaction committed. */
  committed(): void {
    if (this.appended) this.notifier?.notify();
    for (const callback of this.onCommit.splice(0)) callback();
  }
}

/** The PostgreSQL event store (ADR 0002); implements the application port `EventStore`. */
export class PostgresEventStore extends EventStoreSession implements EventStore {
  constructor(
    readonly dataSource: DataSource,
    options: EventStoreOptions = {},
  ) {
    super(dataSource, poolReader(dataSource), options, false, options.notify === false ? null : new AppendNotifier(dataSource));
  }

  /** Runs `work` in one transaction; everything it appends commits or rolls back together. */
  async transaction<T>(work: (tx: PostgresEventStoreTransaction) => Promise<T>): Promise<T> {
    let session: PostgresEventStoreTransaction | null = null;
    const result = await this.dataSource.transaction((manager) => {
      session = new PostgresEventStoreTransaction(manager, this.options, this.notifier);
      return work(session);
    });
    (session as PostgresEventStoreTransaction | null)?.committed();
    return result;
  }
}
