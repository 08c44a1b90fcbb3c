import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Reads until the read model has caught up with a notification. Workers publish inside their
 * transaction, just before it commits, so a subscriber can be told a moment before the data is
 * visible; the payload names the version to wait for (ADR 0010). Gives up after `timeoutMs`
 * and returns the last read.
 */
export async function readWhenCaughtUp<T>(read: () => Promise<T>, caughtUp: (value: T) => boolean, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!caughtUp(value) && Date.now() < deadline) {
    await sleep(20);
    value = await read();
  }
  return value;
}
