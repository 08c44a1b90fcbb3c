/**
 * The process event an entry point emits once it serves (the api after its warm-up, the worker
 * once it takes jobs). The starter the images run (`tools/build/start-bundle.cjs`) writes V8's
 * code cache on it, so the cache holds what the start and the first requests compiled (ADR 0112).
 */
export const PROCESS_READY_EVENT = 'arbiter:ready';

export function announceProcessReady(): void {
  // Node's typings list only its own process events; any name can be emitted.
  (process as NodeJS.EventEmitter).emit(PROCESS_READY_EVENT);
}
