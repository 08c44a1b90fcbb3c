export interface GroupCommitOptions {
  /**
   * Batches that may run at the same time. Units with the same key always share a lane, so two
   * units that would write the same stream never race each other from two batches.
   */
  readonly lanes: number;
  /** Most units in one batch. */
  readonly maxBatch: number;
  /**
   * How the units of a failed batch run again: `side-by-side` (the default) when they write
   * different streams, `one-by-one` when they write the same one (several registrations for one
   * tournament would only race each other again).
   */
  readonly afterFailure?: 'side-by-side' | 'one-by-one';
}

export interface GroupCommitRunners<TUnit, TResult> {
  /** Runs the units in one transaction, in order; resolves with one result per unit. */
  readonly together: (units: readonly TUnit[]) => Promise<readonly TResult[]>;
  /**
   * Runs one unit in a transaction of its own (with whatever retries it needs). `afterFailure`
   * is true when the unit's batch failed and the unit runs again on its own to find out whether
   * it was the one that failed it; the runner should then take on no other work.
   */
  readonly alone: (unit: TUnit, afterFailure: boolean) => Promise<TResult>;
}

interface Waiting<TUnit, TResult> {
  readonly unit: TUnit;
  readonly resolve: (result: TResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit: units of work that arrive while a lane is busy wait and then run together in one
 * transaction, so that a burst (the reports at the end of a round) shares transactions, commit
 * flushes and connections instead of queueing for them one by one (ADR 0033).
 *
 * A lane that is idle runs the first unit at once and alone, so a lone unit waits for nothing.
 * If a batch fails for any reason (one unit refused, a lost race, the database away) none of it
 * committed, and every unit of it runs again alone: each one then succeeds or fails exactly as
 * it would have without batching. The units must therefore be safe to run twice when the first
 * run rolled back, which every decide-and-append unit is.
 */
export class GroupCommit<TUnit, TResult> {
  private readonly queues: Waiting<TUnit, TResult>[][];
  private readonly busy: boolean[];

  constructor(
    private readonly runners: GroupCommitRunners<TUnit, TResult>,
    private readonly options: GroupCommitOptions,
  ) {
    if (options.lanes < 1 || options.maxBatch < 1) throw new Error('group commit needs at least one lane and a batch of one');
    this.queues = Array.from({ length: options.lanes }, () => []);
    this.busy = Array.from({ length: options.lanes }, () => false);
  }

  submit(unit: TUnit, key: string): Promise<TResult> {
    const lane = laneOf(key, this.options.lanes);
    return new Promise<TResult>((resolve, reject) => {
      (this.queues[lane] as Waiting<TUnit, TResult>[]).push({ unit, resolve, reject });
      if (!this.busy[lane]) void this.drain(lane);
    });
  }

  /** True while any lane runs a batch (units that arrive meanwhile join the next one). */
  get active(): boolean {
    return this.busy.some(Boolean);
  }

  private async drain(lane: number): Promise<void> {
    this.busy[lane] = true;
    const queue = this.queues[lane] as Waiting<TUnit, TResult>[];
    while (queue.length > 0) {
      const batch = queue.splice(0, this.options.maxBatch);
      await (batch.length === 1 ? this.runAlone(batch[0] as Waiting<TUnit, TResult>, false) : this.runTogether(batch));
    }
    this.busy[lane] = false;
  }

  private async runAlone(waiting: Waiting<TUnit, TResult>, afterFailure: boolean): Promise<void> {
    try {
      waiting.resolve(await this.runners.alone(waiting.unit, afterFailure));
    } catch (error) {
      waiting.reject(error);
    }
  }

  private async runTogether(batch: readonly Waiting<TUnit, TResult>[]): Promise<void> {
    let results: readonly TResult[];
    try {
      results = await this.runners.together(batch.map((waiting) => waiting.unit));
    } catch {
      // Nothing of the batch committed: each unit on its own, so that the one that failed the
      // batch fails alone and the others succeed.
      if (this.options.afterFailure === 'one-by-one') {
        for (const waiting of batch) await this.runAlone(waiting, true);
      } else {
        await Promise.all(batch.map((waiting) => this.runAlone(waiting, true)));
      }
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(results[index] as TResult));
  }
}

/** A stable lane for a key (FNV-1a). */
function laneOf(key: string, lanes: number): number {
  if (lanes === 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % lanes;
}
