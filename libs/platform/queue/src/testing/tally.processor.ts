import type { EventStoreTransaction, OutboxDelivery, OutboxProcessor } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import { setTimeout as sleep } from 'node:timers/promises';

export const tallyTopic = 'tally';

/** A report of points for a match; the knobs make the processor misbehave on purpose. */
export interface TallyReport {
  readonly matchId: string;
  readonly reporter: string;
  readonly points: number;
  /** Fail the first N deliveries with an ordinary (retryable) error. */
  readonly failTimes?: number;
  /** Reject for good with an `AppError` (`TALLY.REJECTED`). */
  readonly reject?: boolean;
  /** Hold the transaction open this long (widens the window for crash tests). */
  readonly holdMs?: number;
}

export const tallyStream = (matchId: string): string => `tally-${matchId}`;

/**
 * A real processor for the transport's own tests (not a stand-in for the tournament's): it reads
 * the match's stream, appends `PointsCounted` with the expected version and adds the points to
 * the `tally_totals` read model, all through the transaction it is given. Counting a report twice
 * would show up both as a second event and as wrong totals. A match listed in `tally_blocked`
 * fails every attempt until it is taken off the list (a cause that an operator can fix).
 */
export class TallyProcessor implements OutboxProcessor<TallyReport> {
  readonly topic = tallyTopic;

  async process(delivery: OutboxDelivery<TallyReport>, tx: EventStoreTransaction): Promise<void> {
    const report = delivery.payload;
    if (report.reject) throw new AppError('TALLY.REJECTED', `report ${delivery.id} is rejected`);
    if (report.failTimes !== undefined && delivery.attempt <= report.failTimes) {
      throw new Error(`transient failure ${delivery.attempt} of ${report.failTimes}`);
    }
    const blocked = (await tx.manager.query(`SELECT 1 FROM tally_blocked WHERE match_id = $1`, [report.matchId])) as unknown[];
    if (blocked.length > 0) throw new Error(`match ${report.matchId} is blocked`);
    const stream = tallyStream(report.matchId);
    const version = await tx.streamVersion(stream);
    await tx.append(
      stream,
      [{ type: 'PointsCounted', data: { reportId: delivery.id, reporter: report.reporter, points: report.points } }],
      version,
    );
    await tx.manager.query(
      `INSERT INTO tally_totals (match_id, reports, points) VALUES ($1, 1, $2)
       ON CONFLICT (match_id) DO UPDATE
       SET reports = tally_totals.reports + 1, points = tally_totals.points + EXCLUDED.points`,
      [report.matchId, report.points],
    );
    if (report.holdMs) await sleep(report.holdMs);
  }
}
