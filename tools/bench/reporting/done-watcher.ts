import type pg from 'pg';

/**
 * Watches outbox rows until they are done, and reports for each the milliseconds from the
 * moment it was registered (the client sent its mutation) to the first poll that saw it done,
 * i.e. the moment its processing (result and standings) had committed. Polls every `intervalMs`
 * with one query for the `window` oldest outstanding reports, so precision is about one interval.
 *
 * Why a window: the watcher shares PostgreSQL with the platform it measures. Asking for every
 * outstanding report (hundreds while the throughput rounds build a backlog) on every poll made
 * the watcher's own query a fifth of PostgreSQL's statement time. Reports finish roughly in the
 * order they were sent, so the oldest ones are the ones about to finish; one that finishes out of
 * order is seen when it enters the window, which can only make its latency look longer.
 */
export class DoneWatcher {
  private readonly outstanding = new Map<string, number>();
  private readonly latencies: number[] = [];
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    private readonly client: pg.Client,
    private readonly intervalMs = 5,
    private readonly window = 128,
  ) {}

  /** `sentAt` is `performance.now()` when the mutation was sent. */
  watch(outboxId: string, sentAt: number): void {
    this.outstanding.set(outboxId, sentAt);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.poll(), this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get pending(): number {
    return this.outstanding.size;
  }

  get results(): readonly number[] {
    return this.latencies;
  }

  async drained(timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (this.outstanding.size > 0) {
      if (performance.now() > deadline) throw new Error(`${this.outstanding.size} reports not processed in time`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async poll(): Promise<void> {
    if (this.polling || this.outstanding.size === 0) return;
    this.polling = true;
    try {
      const ids: string[] = [];
      for (const id of this.outstanding.keys()) {
        if (ids.length === this.window) break;
        ids.push(id);
      }
      const { rows } = await this.client.query<{ id: string }>(
        `SELECT id FROM outbox WHERE id = ANY($1::uuid[]) AND status = 'done'`,
        [ids],
      );
      const now = performance.now();
      for (const { id } of rows) {
        const sentAt = this.outstanding.get(id);
        if (sentAt === undefined) continue;
        this.latencies.push(now - sentAt);
        this.outstanding.delete(id);
      }
    } finally {
      this.polling = false;
    }
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
