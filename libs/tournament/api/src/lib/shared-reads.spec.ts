import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads.js';

function countingRead(value: string) {
  let reads = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    read: async () => {
      reads++;
      await gate;
      return value;
    },
    reads: () => reads,
    release: () => release(),
  };
}

describe('reads shared while in flight', () => {
  it('reads once for every caller that asks while the read runs, and again once it settled', async () => {
    const shared = new SharedReads<string>();
    const round = countingRead('round 3');
    const answers = Array.from({ length: 100 }, () => shared.read('t1/3', round.read));
    round.release();
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 100 }, () => 'round 3'));
    expect(round.reads()).toBe(1);
    await shared.read('t1/3', round.read);
    expect(round.reads()).toBe(2);
  });

  it('keeps keys apart and lets a failed read be tried again', async () => {
    const shared = new SharedReads<string>();
    const other = countingRead('round 4');
    const pending = shared.read('t1/4', other.read);
    await expect(shared.read('t1/3', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await shared.read('t1/3', () => Promise.resolve('round 3'))).toBe('round 3');
    other.release();
    expect(await pending).toBe('round 4');
  });
});
