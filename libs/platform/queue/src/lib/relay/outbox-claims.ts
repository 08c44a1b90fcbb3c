import { preparedQuery } from '@arbiter/application';
import type { Queryable } from '@arbiter/event-store';

export interface ClaimedMessage {
  readonly id: string;
  readonly topic: string;
}

/**
 * Claims pending outbox rows that no relay has enqueued yet, oldest first, by stamping
 * `enqueued_at` in one statement. `SKIP LOCKED` lets relays of several workers claim side by side
 * without waiting for each other or claiming a row twice.
 */
export async function claimUnenqueued(db: Queryable, topics: readonly string[], limit: number): Promise<ClaimedMessage[]> {
  // Prepared: every relay pass runs it, up to a hundred times a second per worker in a burst.
  return preparedQuery<ClaimedMessage>(db,
    `WITH claimed AS (
       UPDATE outbox SET enqueued_at = now()
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND enqueued_at IS NULL AND topic = ANY($1::text[])
         ORDER BY created_at, id
         LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, topic, created_at
     ) SELECT id, topic FROM claimed ORDER BY created_at, id`,
    [topics, limit],
  );
}

/** Gives claimed rows back when enqueueing them failed, so the next pass claims them again. */
export async function releaseClaims(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(`UPDATE outbox SET enqueued_at = NULL WHERE id = ANY($1::uuid[]) AND status = 'pending'`, [ids]);
}

/** Where a sweep continues; the time is PostgreSQL's text form, which keeps its microseconds. */
export interface SweepCursor {
  readonly createdAt: string;
  readonly id: string;
}

interface SweepRow extends ClaimedMessage {
  readonly cursor_at: string;
}

/**
 * One page of pending rows that were enqueued before `enqueuedBefore` (all pending rows when it
 * is null), in (created_at, id) order after `after`.
 */
export async function pendingPage(
  db: Queryable,
  topics: readonly string[],
  enqueuedBefore: Date | null,
  after: SweepCursor | null,
  limit: number,
): Promise<{ messages: ClaimedMessage[]; next: SweepCursor | null }> {
  const rows = (await db.query(
    `SELECT id, topic, created_at::text AS cursor_at FROM outbox
     WHERE status = 'pending' AND topic = ANY($1::text[])
       AND ($2::timestamptz IS NULL OR enqueued_at IS NULL OR enqueued_at < $2)
       AND ($3::timestamptz IS NULL OR (created_at, id) > ($3::timestamptz, $4::uuid))
     ORDER BY created_at, id
     LIMIT $5`,
    [topics, enqueuedBefore, after?.createdAt ?? null, after?.id ?? null, limit],
  )) as SweepRow[];
  const last = rows[rows.length - 1];
  return {
    messages: rows.map(({ id, topic }) => ({ id, topic })),
    next: rows.length === limit && last ? { createdAt: last.cursor_at, id: last.id } : null,
  };
}
