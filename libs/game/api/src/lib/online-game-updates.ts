/**
 * The stream behind the `onlineGameUpdated` subscription: the game as the viewer may see it now,
 * then again whenever its version has grown, until the match is finished.
 *
 * A notification only says "read again"; the game stream is the truth. A notification can be
 * lost (it goes over Redis pub/sub, and one sent while the subscriber was still connecting is
 * never delivered), so the game is also read again after `recheckMs` without any notification:
 * a missed update arrives late, never not at all.
 */
export interface GameUpdatesOptions<TGame> {
  /** Reads the game for the subscribing viewer (throws when the viewer may not see it). */
  readonly read: () => Promise<TGame>;
  /** The game stream's version (it grows with every accepted action). */
  readonly versionOf: (game: TGame) => number;
  /** After a finished game nothing changes any more: the stream ends. */
  readonly isFinished: (game: TGame) => boolean;
  /** Notifications that the game changed (their content is not trusted, only their arrival). */
  readonly notifications: AsyncIterator<unknown>;
  /** Read again after this long without a notification. */
  readonly recheckMs: number;
}

type Wake = 'notified' | 'recheck' | 'closed';

/**
 * Starts listening before the first read, so a change committed between the two is not missed,
 * and reads the first state before returning: a viewer who may not see the game gets the
 * error when subscribing rather than an empty stream.
 */
export async function onlineGameUpdates<TGame>(options: GameUpdatesOptions<TGame>): Promise<AsyncGenerator<TGame>> {
  const { read, versionOf, isFinished, notifications, recheckMs } = options;
  let nextNotification = notifications.next();
  let first: TGame;
  try {
    first = await read();
  } catch (error) {
    await notifications.return?.();
    throw error;
  }

  const wake = async (): Promise<Wake> => {
    let timer: NodeJS.Timeout | undefined;
    const recheck = new Promise<Wake>((resolve) => {
      timer = setTimeout(() => resolve('recheck'), recheckMs);
    });
    const notified = nextNotification.then((result): Wake => (result.done ? 'closed' : 'notified'));
    try {
      return await Promise.race([notified, recheck]);
    } finally {
      clearTimeout(timer);
    }
  };

  async function* updates(): AsyncGenerator<TGame> {
    try {
      let current = first;
      yield current;
      while (!isFinished(current)) {
        const reason = await wake();
        if (reason === 'closed') return;
        if (reason === 'notified') nextNotification = notifications.next();
        const latest = await read();
        if (versionOf(latest) <= versionOf(current)) continue;
        current = latest;
        yield current;
      }
    } finally {
      await notifications.return?.();
    }
  }
  return updates();
}
