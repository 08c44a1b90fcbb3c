import { OutboxStore, eventsChannel, type Queryable } from '@arbiter/event-store';
import { failureCode, internalFailureCode } from '../runner/failure-description.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An outbox message the pipeline gave up on, as organizers see it. */
export interface DeadLetter {
  readonly id: string;
  readonly topic: string;
  /** The tournament the message belongs to (`payload.tournamentId`), when it names one. */
  readonly tournamentId: string | null;
  /** The rejection's code (`TOURNAMENT.MATCH_ALREADY_FINAL`...) or `QUEUE.PROCESSING_FAILED`. */
  readonly code: string;
  /** The rejection's message; internal failures get a generic text (their details stay in the log). */
  readonly message: string;
  readonly attempts: number;
  readonly payload: unknown;
  readonly createdAt: Date;
}

export interface DeadLetterFilter {
  readonly tournamentId?: string;
  readonly topic?: string;
  readonly limit?: number;
}

interface DeadRow {
  id: string;
  topic: string;
  payload: unknown;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

/**
 * Reads and retries dead letters: outbox rows with status `dead`. A retry puts the row back to
 * pending and wakes the relays, which give it a fresh job with a fresh set of attempts.
 */
export class DeadLetterStore {
  private readonly outbox: OutboxStore;

  constructor(private readonly db: Queryable) {
    this.outbox = new OutboxStore(db);
  }

  async list(filter: DeadLetterFilter = {}): Promise<DeadLetter[]> {
    const rows = (await this.db.query(
      `SELECT id, topic, payload, attempts, last_error, created_at FROM outbox
       WHERE status = 'dead'
         AND ($1::text IS NULL OR payload->>'tournamentId' = $1)
         AND ($2::text IS NULL OR topic = $2)
       ORDER BY created_at, id
       LIMIT $3`,
      [filter.tournamentId ?? null, filter.topic ?? null, filter.limit ?? 100],
    )) as DeadRow[];
    return rows.map(toDeadLetter);
  }

  async get(id: string): Promise<DeadLetter | null> {
    // Outbox ids are UUIDs; PostgreSQL would refuse any other text as a uuid, and no such letter exists.
    if (!UUID.test(id)) return null;
    const rows = (await this.db.query(
      `SELECT id, topic, payload, attempts, last_error, created_at FROM outbox WHERE id = $1 AND status = 'dead'`,
      [id],
    )) as DeadRow[];
    return rows[0] ? toDeadLetter(rows[0]) : null;
  }

  /** Puts a dead letter back in the pipeline; false when `id` is not a dead letter (any more). */
  async retry(id: string): Promise<boolean> {
    const revived = await this.outbox.revive(id);
    if (revived) await this.db.query(`SELECT pg_notify($1, $2)`, [eventsChannel, `outbox:${id}`]);
    return revived;
  }
}

function toDeadLetter(row: DeadRow): DeadLetter {
  const code = failureCode(row.last_error);
  const tournamentId = (row.payload as { tournamentId?: unknown } | null)?.tournamentId;
  return {
    id: row.id,
    topic: row.topic,
    tournamentId: typeof tournamentId === 'string' ? tournamentId : null,
    code,
    message:
      code === internalFailureCode
        ? `processing failed ${row.attempts} times; the worker's log has the cause`
        : (row.last_error ?? '').slice(code.length + 2),
    attempts: row.attempts,
    payload: row.payload,
    createdAt: row.created_at,
  };
}
