/**
 * Whether accounts exist, asked by many requests at once: the ids asked for in the same turn of
 * the event loop are looked up in one query, and a second ask for an id already being looked up
 * waits for that lookup. A freshly started api process gets a thousand players' first requests
 * within a second of a publication (it has confirmed none of their accounts yet): one query per
 * burst instead of one per player.
 */
export class AccountExistenceBatch {
  private pending = new Map<string, { resolve: (exists: boolean) => void; reject: (error: unknown) => void }[]>();
  private readonly inFlight = new Map<string, Promise<boolean>>();
  private scheduled = false;

  constructor(
    private readonly lookUp: (accountIds: readonly string[]) => Promise<readonly (unknown | null)[]>,
    private readonly maxBatch = 500,
  ) {}

  exists(accountId: string): Promise<boolean> {
    const known = this.inFlight.get(accountId);
    if (known) return known;
    const answer = new Promise<boolean>((resolve, reject) => {
      const waiters = this.pending.get(accountId) ?? [];
      waiters.push({ resolve, reject });
      this.pending.set(accountId, waiters);
    });
    this.inFlight.set(accountId, answer);
    void answer.then(
      () => this.inFlight.delete(accountId),
      () => this.inFlight.delete(accountId),
    );
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return answer;
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = new Map();
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += this.maxBatch) {
      const chunk = ids.slice(start, start + this.maxBatch);
      this.lookUp(chunk).then(
        (found) => chunk.forEach((id, index) => batch.get(id)?.forEach((waiter) => waiter.resolve(found[index] !== null && found[index] !== undefined))),
        (error: unknown) => chunk.forEach((id) => batch.get(id)?.forEach((waiter) => waiter.reject(error))),
      );
    }
  }
}
