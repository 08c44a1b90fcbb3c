import { describe, expect, it } from 'vitest';
import { announceProcessReady, PROCESS_READY_EVENT } from './process-ready.js';

describe('announceProcessReady', () => {
  it('emits the process event the starter of the images listens for, once per call', () => {
    let heard = 0;
    const listener = (): void => {
      heard++;
    };
    process.on(PROCESS_READY_EVENT, listener);
    announceProcessReady();
    process.off(PROCESS_READY_EVENT, listener);
    expect(PROCESS_READY_EVENT).toBe('arbiter:ready');
    expect(heard).toBe(1);
  });
});
