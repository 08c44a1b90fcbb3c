import type { ExpectedVersion } from './event-store.types.js';

/**
 * The stream was not at the version the caller expected: someone else appended first. Nothing of
 * the rejected batch was written; the caller reloads the stream and decides again.
 */
export class ConcurrencyError extends Error {
  readonly code = 'EVENT_STORE.CONCURRENCY_CONFLICT';

  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The version the stream actually had (0 when it does not exist). */
    readonly actual: number,
  ) {
    super(`stream ${streamId}: expected version ${String(expected)}, actual ${actual}`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * Some, but not all, event ids of a batch are already stored. A retried batch always contains
 * exactly the ids of the original, so this is a caller bug (ids reused across batches).
 */
export class EventIdReuseError extends Error {
  readonly code = 'EVENT_STORE.EVENT_ID_REUSED';

  constructor(
    readonly streamId: string,
    readonly reusedIds: readonly string[],
  ) {
    super(`stream ${streamId}: event ids already used by another batch: ${reusedIds.join(', ')}`);
    this.name = 'EventIdReuseError';
  }
}
