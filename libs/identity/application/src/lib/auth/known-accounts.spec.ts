import { describe, expect, it } from 'vitest';
import { KnownAccounts } from './known-accounts.js';

describe('KnownAccounts', () => {
  it('remembers a confirmed account until its time is up', () => {
    const known = new KnownAccounts(1_000);
    known.remember('a', 0);
    expect(known.has('a', 999)).toBe(true);
    expect(known.has('a', 1_000)).toBe(false);
    expect(known.has('b', 0)).toBe(false);
  });

  it('forgets the oldest account when full', () => {
    const known = new KnownAccounts(1_000, 2);
    known.remember('a', 0);
    known.remember('b', 0);
    known.remember('c', 0);
    expect([known.has('a', 1), known.has('b', 1), known.has('c', 1)]).toEqual([false, true, true]);
  });
});
