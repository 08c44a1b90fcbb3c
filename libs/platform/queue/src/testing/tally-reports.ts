import type { EventStoreSession } from '@arbiter/application';
import { randomUUID } from 'node:crypto';
import { tallyStream, tallyTopic, type TallyReport } from './tally.processor.js';

/**
 * Stores reports the way a command handler does: a `PointsReported` event and its outbox row in
 * one append (eight appends in flight at a time). Returns the outbox ids (= job ids), in order.
 */
export async function submitTallyReports(store: EventStoreSession, reports: readonly TallyReport[]): Promise<string[]> {
  const ids = reports.map(() => randomUUID());
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < reports.length) {
      const index = next++;
      const report = reports[index] as TallyReport;
      const id = ids[index] as string;
      await store.append(tallyStream(report.matchId), [{ type: 'PointsReported', data: { reportId: id, ...report } }], 'any', {
        outbox: [{ id, topic: tallyTopic, payload: report }],
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return ids;
}

/** `count` reports spread over `matches` matches, one point each. */
export function tallyReports(count: number, matches: number, extra: Partial<TallyReport> = {}): TallyReport[] {
  return Array.from({ length: count }, (_, i) => ({
    matchId: `m${i % matches}`,
    reporter: `p${i}`,
    points: 1,
    ...extra,
  }));
}
