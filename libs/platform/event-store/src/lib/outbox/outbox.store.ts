import type { Queryable } from '../append-batch.js';
import type { OutboxMessageInput } from '@arbiter/application';

export type OutboxStatus = 'pending' | 'done' | 'dead';

export interface OutboxMessage<TPayload = unknown> {
  readonly id: string;
  readonly topic: string;
  readonly streamId: string | null;
  readonly payload: TPayload;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly enqueuedAt: Date | null;
  readonly processedAt: Date | null;
}

interface OutboxRow {
  id: string;
  topic: string;
  stream_id: string | null;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  enqueued_at: Date | null;
  processed_at: Date | null;
}

// Row-returning writes are wrapped in `WITH ... SELECT`: TypeORM returns `[rows, count]` for a
// bare UPDATE but plain rows for a SELECT.
const columns = `id, topic, stream_id, payload, status, attempts, last_error, created_at, enqueued_at, processed_at`;

/**
 * The transactional outbox. Rows are written with the events they belong to (see
 * `AppendOptions.outbox`); a relay carries pending rows to the queue and the consumer marks them
 * done in the same transaction as its own writes, so a message is never lost between the database
 * and the queue.
 */
export class OutboxStore {
  constructor(private readonly db: Queryable) {}

  /** Adds messages that belong to no event (written in the caller's transaction when given one). */
  async add(messages: readonly OutboxMessageInput[], db: Queryable = this.db): Promise<void> {
    if (messages.length === 0) return;
    await db.query(
      `INSERT INTO outbox (id, topic, payload)
       SELECT (m.value->>'id')::uuid, m.value->>'topic', m.value->'payload'
       FROM jsonb_array_elements($1::jsonb) AS m(value)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(messages)],
    );
  }

  /** Pending messages of a topic, oldest first, optionally only those created before a moment. */
  async pending<TPayload>(topic: string, limit = 500, createdBefore?: Date): Promise<OutboxMessage<TPayload>[]> {
    const rows = (await this.db.query(
      `SELECT ${columns} FROM outbox
       WHERE topic = $1 AND status = 'pending' AND created_at <= $2
       ORDER BY created_at, id LIMIT $3`,
      [topic, createdBefore ?? new Date(8.64e15), limit],
    )) as OutboxRow[];
    return rows.map((row) => toMessage<TPayload>(row));
  }

  async get<TPayload>(id: string): Promise<OutboxMessage<TPayload> | null> {
    const rows = (await this.db.query(`SELECT ${columns} FROM outbox WHERE id = $1`, [id])) as OutboxRow[];
    return rows[0] ? toMessage<TPayload>(rows[0]) : null;
  }

  async markEnqueued(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(`UPDATE outbox SET enqueued_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /**
   * Marks a pending message done; returns false when it was not pending (already done by an
   * earlier delivery, or dead). Pass the consumer's transaction so "done" commits with its work.
   */
  async markDone(id: string, db: Queryable = this.db): Promise<boolean> {
    const rows = (await db.query(
      `WITH changed AS (
         UPDATE outbox SET status = 'done', processed_at = now(), attempts = attempts + 1
         WHERE id = $1 AND status = 'pending' RETURNING id
       ) SELECT id FROM changed`,
      [id],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Records a failed attempt; after the queue gives up, `dead` takes it out of the relay's view. */
  async recordFailure(id: string, error: string, dead: boolean): Promise<void> {
    await this.db.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
              status = CASE WHEN $3 THEN 'dead' ELSE status END
       WHERE id = $1 AND status = 'pending'`,
      [id, error.slice(0, 2_000), dead],
    );
  }

  /** Puts a dead message back in the queue's path (an organizer's retry). */
  async revive(id: string): Promise<boolean> {
    const rows = (await this.db.query(
      `WITH changed AS (
         UPDATE outbox SET status = 'pending', last_error = NULL, enqueued_at = NULL
         WHERE id = $1 AND status = 'dead' RETURNING id
       ) SELECT id FROM changed`,
      [id],
    )) as unknown[];
    return rows.length > 0;
  }

  async list<TPayload>(topic: string, status: OutboxStatus, limit = 100): Promise<OutboxMessage<TPayload>[]> {
    const rows = (await this.db.query(
      `SELECT ${columns} FROM outbox WHERE topic = $1 AND status = $2 ORDER BY created_at, id LIMIT $3`,
      [topic, status, limit],
    )) as OutboxRow[];
    return rows.map((row) => toMessage<TPayload>(row));
  }

  async countByStatus(topic: string): Promise<Record<OutboxStatus, number>> {
    const rows = (await this.db.query(
      `SELECT status, count(*)::int AS count FROM outbox WHERE topic = $1 GROUP BY status`,
      [topic],
    )) as { status: OutboxStatus; count: number }[];
    const counts: Record<OutboxStatus, number> = { pending: 0, done: 0, dead: 0 };
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }
}

function toMessage<TPayload>(row: OutboxRow): OutboxMessage<TPayload> {
  return {
    id: row.id,
    topic: row.topic,
    streamId: row.stream_id,
    payload: row.payload as TPayload,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    enqueuedAt: row.enqueued_at,
    processedAt: row.processed_at,
  };
}
