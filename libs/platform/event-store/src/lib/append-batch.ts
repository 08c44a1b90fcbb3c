import { randomUUID } from 'node:crypto';
import { newEventId } from './event-id.js';
import { appendStatement } from './append.sql.js';
import { ConcurrencyError, EventIdReuseError } from '@arbiter/application';
import type {
  AppendOptions,
  AppendResult,
  ExpectedVersion,
  NewEvent,
} from '@arbiter/application';

/** Anything that runs SQL: a DataSource (autocommit) or a transaction's EntityManager. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

interface AppendRow {
  base: string | null;
  positions: string[] | null;
}

export interface AppendRequest {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedVersion;
  readonly options: AppendOptions;
  /** Inside a caller's transaction a failed statement aborts it, so guard with a savepoint. */
  readonly inTransaction: boolean;
}

/**
 * Appends one batch atomically. The happy path is a single statement; only a rejected append
 * pays for the extra reads that tell a conflict from an idempotent retry.
 */
export async function appendBatch(db: Queryable, request: AppendRequest): Promise<AppendResult> {
  if (request.streamId.length === 0) throw new Error('append needs a stream id');
  if (request.events.length === 0) return checkVersionOnly(db, request);

  const correlationId = randomUUID();
  const suppliedIds = request.events.flatMap((event) => (event.id ? [event.id] : []));
  const rows = request.events.map((event) => ({
    id: event.id ?? newEventId(),
    type: event.type,
    schemaVersion: event.schemaVersion ?? 1,
    data: event.data,
    metadata: { actor: null, causationId: null, correlationId, ...event.metadata },
  }));
  const outbox = request.options.outbox ?? [];
  const statement = appendStatement({
    streamId: request.streamId,
    count: rows.length,
    eventsJson: JSON.stringify(rows),
    expected: request.expected,
    outboxJson: outbox.length > 0 ? JSON.stringify(outbox) : null,
  });

  const guard = request.inTransaction && suppliedIds.length > 0;
  if (guard) await db.query('SAVEPOINT event_store_append');
  try {
    const [row] = (await db.query(statement.sql, statement.parameters)) as AppendRow[];
    if (guard) await db.query('RELEASE SAVEPOINT event_store_append');
    if (row?.base === null || row?.base === undefined || row.positions === null) {
      return await resolveRejected(db, request, suppliedIds);
    }
    return {
      streamId: request.streamId,
      nextExpectedVersion: Number(row.base) + rows.length,
      globalPositions: row.positions.map(Number),
      alreadyStored: false,
    };
  } catch (error) {
    if (!isEventIdViolation(error)) throw error;
    if (guard) await db.query('ROLLBACK TO SAVEPOINT event_store_append');
    return resolveRejected(db, request, suppliedIds);
  }
}

/** An append that did not write: either the whole batch is already stored, or it conflicts. */
async function resolveRejected(
  db: Queryable,
  request: AppendRequest,
  suppliedIds: readonly string[],
): Promise<AppendResult> {
  if (suppliedIds.length > 0) {
    const stored = (await db.query(
      `SELECT event_id, stream_id, stream_version, global_position FROM events
       WHERE event_id = ANY($1::uuid[]) ORDER BY stream_version`,
      [suppliedIds],
    )) as { event_id: string; stream_id: string; stream_version: string; global_position: string }[];
    const allStoredHere =
      stored.length === request.events.length &&
      suppliedIds.length === request.events.length &&
      stored.every((row) => row.stream_id === request.streamId);
    if (allStoredHere) {
      const last = stored[stored.length - 1];
      return {
        streamId: request.streamId,
        nextExpectedVersion: Number(last?.stream_version ?? 0),
        globalPositions: stored.map((row) => Number(row.global_position)),
        alreadyStored: true,
      };
    }
    if (stored.length > 0) {
      throw new EventIdReuseError(request.streamId, stored.map((row) => row.event_id));
    }
  }
  throw new ConcurrencyError(request.streamId, request.expected, await currentVersion(db, request.streamId));
}

async function checkVersionOnly(db: Queryable, request: AppendRequest): Promise<AppendResult> {
  const actual = await currentVersion(db, request.streamId);
  const expected = request.expected === 'no_stream' ? 0 : request.expected;
  if (expected !== 'any' && expected !== actual) {
    throw new ConcurrencyError(request.streamId, request.expected, actual);
  }
  return { streamId: request.streamId, nextExpectedVersion: actual, globalPositions: [], alreadyStored: false };
}

export async function currentVersion(db: Queryable, streamId: string): Promise<number> {
  const rows = (await db.query('SELECT version FROM event_streams WHERE stream_id = $1', [
    streamId,
  ])) as { version: string }[];
  return Number(rows[0]?.version ?? 0);
}

function isEventIdViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: unknown }).driverError ?? error;
  const { code, constraint } = driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'events_event_id_unique';
}
