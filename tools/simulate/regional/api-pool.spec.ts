import { Random } from '@arbiter/prng';
import { describe, expect, it } from 'vitest';
import { busyBackoffMs } from './api-pool.js';

describe('the virtual clients’ backoff after a busy answer', () => {
  it('waits a jittered time under a ceiling that doubles per attempt up to a second', () => {
    expect(busyBackoffMs(1, 0.999)).toBeLessThan(25);
    expect(busyBackoffMs(2, 0.999)).toBeLessThan(50);
    expect(busyBackoffMs(3, 0.999)).toBeGreaterThanOrEqual(99);
    expect(busyBackoffMs(30, 0.999)).toBe(999);
    expect(busyBackoffMs(5, 0)).toBe(0);
  });

  it('spreads the clients a burst turned away instead of sending them back together', () => {
    const random = Random.seeded('spread');
    const pauses = Array.from({ length: 500 }, () => busyBackoffMs(4, random.nextFloat()));
    // 500 clients on their fourth attempt: pauses spread over 0-199 ms, none of the 200 slots holds many.
    const perSlot = new Map<number, number>();
    for (const pause of pauses) perSlot.set(pause, (perSlot.get(pause) ?? 0) + 1);
    expect(Math.max(...perSlot.values())).toBeLessThan(15);
    expect(Math.min(...pauses)).toBeLessThan(20);
    expect(Math.max(...pauses)).toBeGreaterThan(180);
  });

  it('draws the same pauses from the same seed (a run can be repeated)', () => {
    const draw = (seed: string) => {
      const random = Random.seeded(seed);
      return Array.from({ length: 10 }, (_, attempt) => busyBackoffMs(attempt + 1, random.nextFloat()));
    };
    expect(draw('regional')).toEqual(draw('regional'));
    expect(draw('regional')).not.toEqual(draw('other'));
  });
});
