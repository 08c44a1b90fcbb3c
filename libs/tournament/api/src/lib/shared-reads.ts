/**
 * Reads that many callers need at the same moment, done once: while a read for a key is in
 * flight, every caller with that key gets the same promise; once it settled, the next caller
 * reads again (nothing is cached beyond the read itself, so nothing goes stale).
 *
 * A publication reaches every subscriber of an api process at once, and each one resolved its
 * event with a read of its own: with 100 subscribers of a 1,000-table round that was 100 reads of
 * the whole round, late enough that subscribers on a single api missed the round (issue 20).
 */
export class SharedReads<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  read(key: string, read: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = read().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}
