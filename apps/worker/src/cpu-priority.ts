import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers this process's CPU priority to `nice` (ADR 0109). A worker applies results, standings
 * and pairings behind the outbox; nobody waits on one delivery the way a player waits on a
 * request. Where api and worker processes share cores (one host, `npm start`, a small event
 * machine), the api's requests then take the CPU first and the deliveries catch up around them.
 * On a host of its own the worker competes with nothing and runs as fast as before.
 *
 * On Linux a nice value belongs to each thread, and Node starts its helper threads (garbage
 * collection, compilation, libuv) before any JavaScript runs, so every thread of the process is
 * set, not only the calling one. Raising a priority needs privileges; lowering it never does.
 * Returns how many threads were set.
 */
export function lowerCpuPriority(nice: number): number {
  if (nice <= 0) return 0;
  const threads = threadIds();
  if (threads.length === 0) {
    setPriority(nice);
    return 1;
  }
  let set = 0;
  for (const thread of threads) {
    try {
      setPriority(thread, nice);
      set++;
    } catch {
      // The thread ended between the listing and the call.
    }
  }
  return set;
}

/** The ids of this process's threads (Linux); empty where `/proc` does not list them. */
function threadIds(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number).filter(Number.isInteger);
  } catch {
    return [];
  }
}
