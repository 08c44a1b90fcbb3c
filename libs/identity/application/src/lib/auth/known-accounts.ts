/**
 * Account ids recently confirmed to exist, so a burst of requests with one token costs one
 * database read instead of one per request. An entry lasts `ttlMs`; the set is bounded (the
 * oldest entry goes first), so memory stays fixed. Unknown ids are never remembered: a forged
 * token is looked up, and refused, every time.
 */
export class KnownAccounts {
  private readonly confirmedAt = new Map<string, number>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly capacity = 10_000,
  ) {}

  has(accountId: string, nowMs: number): boolean {
    const at = this.confirmedAt.get(accountId);
    if (at === undefined) return false;
    if (nowMs - at < this.ttlMs) return true;
    this.confirmedAt.delete(accountId);
    return false;
  }

  remember(accountId: string, nowMs: number): void {
    this.confirmedAt.delete(accountId);
    if (this.confirmedAt.size >= this.capacity) {
      const oldest = this.confirmedAt.keys().next();
      if (!oldest.done) this.confirmedAt.delete(oldest.value);
    }
    this.confirmedAt.set(accountId, nowMs);
  }
}
