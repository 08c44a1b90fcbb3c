import type { Queryable } from './append-batch.js';
import { eventsChannel } from './append.sql.js';

/**
 * Wakes the listeners of `eventsChannel` (catch-up subscriptions, the outbox relay) after appends
 * have committed.
 *
 * The NOTIFY is not part of the append on purpose. PostgreSQL serializes the commits of all
 * transactions that sent a NOTIFY: each holds a database-wide lock from pre-commit until its
 * commit record is flushed, so that notifications arrive in commit order. With a NOTIFY in every
 * append, every write of the platform waited for the previous one's WAL flush and commits never
 * shared a flush; at the end of a round (hundreds of reports at once) that was the bottleneck of
 * score reporting (ADR 0033).
 *
 * Sent afterwards, the notification is a separate statement that nobody waits for. Requests that
 * arrive while one is in flight are folded into a single follow-up: a wake-up tells a listener
 * to look, and one look after the last commit sees every commit before it. A notification that
 * is lost (a crash between commit and NOTIFY, a dropped connection) only delays a listener to
 * its next poll, which was always the fallback.
 */
export class AppendNotifier {
  private inFlight = false;
  private requestedAgain = false;

  constructor(private readonly db: Queryable) {}

  /** Call after the appends committed. */
  notify(): void {
    if (this.inFlight) {
      this.requestedAgain = true;
      return;
    }
    this.inFlight = true;
    this.db
      .query(`SELECT pg_notify($1, '')`, [eventsChannel])
      .catch(() => undefined)
      .finally(() => {
        this.inFlight = false;
        if (!this.requestedAgain) return;
        this.requestedAgain = false;
        this.notify();
      });
  }
}
