import { describe, expect, it } from 'vitest';
import { AccountExistenceBatch } from './account-existence-batch.js';

function lookupOf(existing: readonly string[]) {
  const calls: string[][] = [];
  const lookUp = async (ids: readonly string[]) => {
    calls.push([...ids]);
    return ids.map((id) => (existing.includes(id) ? { id } : null));
  };
  return { calls, lookUp };
}

describe('AccountExistenceBatch', () => {
  it('looks up the accounts asked for in the same tick with one query, each id once', async () => {
    const { calls, lookUp } = lookupOf(['a', 'b', 'c']);
    const batch = new AccountExistenceBatch(lookUp);
    const answers = await Promise.all(['a', 'b', 'a', 'x', 'c'].map((id) => batch.exists(id)));
    expect(answers).toEqual([true, true, true, false, true]);
    expect(calls).toEqual([['a', 'b', 'x', 'c']]);
  });

  it('splits a large burst into queries of at most the batch size, and asks again later', async () => {
    const { calls, lookUp } = lookupOf([]);
    const batch = new AccountExistenceBatch(lookUp, 2);
    await Promise.all(['a', 'b', 'c'].map((id) => batch.exists(id)));
    await batch.exists('a');
    expect(calls).toEqual([['a', 'b'], ['c'], ['a']]);
  });

  it('passes a failed lookup on to every request that waited for it', async () => {
    const batch = new AccountExistenceBatch(() => Promise.reject(new Error('database down')));
    await expect(Promise.all([batch.exists('a'), batch.exists('b')])).rejects.toThrow('database down');
  });
});
