import { describe, expect, it } from 'vitest';
import { onlineGameUpdates } from './online-game-updates.js';

interface FakeGame {
  readonly version: number;
  readonly finished: boolean;
}

/** Notifications the test sends by hand; records whether the subscriber closed them. */
class Notifications implements AsyncIterator<unknown> {
  closed = false;
  private waiting: ((result: IteratorResult<unknown>) => void) | null = null;
  private queued = 0;

  notify(): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ done: false, value: {} });
    } else this.queued++;
  }

  next(): Promise<IteratorResult<unknown>> {
    if (this.closed) return Promise.resolve({ done: true, value: undefined });
    if (this.queued > 0) {
      this.queued--;
      return Promise.resolve({ done: false, value: {} });
    }
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<unknown>> {
    this.closed = true;
    this.waiting?.({ done: true, value: undefined });
    this.waiting = null;
    return Promise.resolve({ done: true, value: undefined });
  }
}

/** A game store the test advances; counts the reads. */
function store(initial: FakeGame) {
  let game = initial;
  let reads = 0;
  return {
    set: (next: FakeGame) => {
      game = next;
    },
    read: () => {
      reads++;
      return Promise.resolve(game);
    },
    reads: () => reads,
  };
}

const accessors = { versionOf: (game: FakeGame) => game.version, isFinished: (game: FakeGame) => game.finished };

describe('onlineGameUpdates', () => {
  it('gives the game at once, then only versions that grew after a notification', async () => {
    const games = store({ version: 3, finished: false });
    const notifications = new Notifications();
    const updates = await onlineGameUpdates({ ...accessors, read: games.read, notifications, recheckMs: 60_000 });
    expect((await updates.next()).value).toEqual({ version: 3, finished: false });

    const second = updates.next();
    notifications.notify(); // nothing changed: no update is given
    await new Promise((resolve) => setTimeout(resolve, 5));
    games.set({ version: 5, finished: false });
    notifications.notify();
    expect((await second).value).toEqual({ version: 5, finished: false });
    expect(games.reads()).toBe(3);
    await updates.return(undefined);
    expect(notifications.closed).toBe(true);
  });

  it('reads again without a notification, so a lost notification only makes an update late', async () => {
    const games = store({ version: 1, finished: false });
    const notifications = new Notifications();
    const updates = await onlineGameUpdates({ ...accessors, read: games.read, notifications, recheckMs: 20 });
    await updates.next();
    games.set({ version: 2, finished: false });
    expect((await updates.next()).value).toEqual({ version: 2, finished: false });
    await updates.return(undefined);
  });

  it('ends after the finished game', async () => {
    const games = store({ version: 1, finished: false });
    const notifications = new Notifications();
    const updates = await onlineGameUpdates({ ...accessors, read: games.read, notifications, recheckMs: 60_000 });
    await updates.next();
    games.set({ version: 2, finished: true });
    notifications.notify();
    expect((await updates.next()).value).toEqual({ version: 2, finished: true });
    expect(await updates.next()).toEqual({ done: true, value: undefined });
    expect(notifications.closed).toBe(true);
  });

  it('refuses the subscription when the first read fails, and stops listening', async () => {
    const notifications = new Notifications();
    const refused = onlineGameUpdates({
      ...accessors,
      read: () => Promise.reject(new Error('GAME.NOT_FOUND')),
      notifications,
      recheckMs: 60_000,
    });
    await expect(refused).rejects.toThrow('GAME.NOT_FOUND');
    expect(notifications.closed).toBe(true);
  });

  it('ends when the notifications end (the server shuts the subscription down)', async () => {
    const games = store({ version: 1, finished: false });
    const notifications = new Notifications();
    const updates = await onlineGameUpdates({ ...accessors, read: games.read, notifications, recheckMs: 60_000 });
    await updates.next();
    const next = updates.next();
    await notifications.return();
    expect(await next).toEqual({ done: true, value: undefined });
  });
});
