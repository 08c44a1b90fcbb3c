import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A fake store: `together` and `alone` record what ran, and resolve when the test says so. */
function harness(options: {
  lanes: number;
  maxBatch: number;
  failTogetherWhen?: (units: readonly number[]) => boolean;
  failAlone?: number;
  afterFailure?: 'side-by-side' | 'one-by-one';
}) {
  const batches: number[][] = [];
  /** The most units that ran alone at the same time. */
  let aloneInFlight = 0;
  const aloneConcurrency = { max: 0 };
  const alone: number[] = [];
  /** Every unit in the order it started, batched or alone. */
  const started: number[] = [];
  const gates: (() => void)[] = [];
  const gate = (): Promise<void> => new Promise((resolve) => gates.push(resolve));
  const group = new GroupCommit<number, string>(
    {
      together: async (units) => {
        batches.push([...units]);
        started.push(...units);
        await gate();
        if (options.failTogetherWhen?.(units)) throw new Error('batch refused');
        return units.map((unit) => `together:${unit}`);
      },
      alone: async (unit) => {
        alone.push(unit);
        started.push(unit);
        aloneInFlight += 1;
        aloneConcurrency.max = Math.max(aloneConcurrency.max, aloneInFlight);
        await gate();
        aloneInFlight -= 1;
        if (unit === options.failAlone) throw new Error(`unit ${unit} refused`);
        return `alone:${unit}`;
      },
    },
    { lanes: options.lanes, maxBatch: options.maxBatch, ...(options.afterFailure ? { afterFailure: options.afterFailure } : {}) },
  );
  const openGates = async (): Promise<void> => {
    // Let every pending step reach its gate, then open all of them, until nothing waits.
    for (let round = 0; round < 20; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      for (const open of gates.splice(0)) open();
    }
  };
  return { group, batches, alone, started, openGates, aloneConcurrency };
}

describe('GroupCommit', () => {
  it('runs a unit that finds its lane idle at once and alone', async () => {
    const { group, batches, alone, openGates } = harness({ lanes: 1, maxBatch: 10 });
    const result = group.submit(1, 'a');
    await openGates();
    await expect(result).resolves.toBe('alone:1');
    expect(alone).toEqual([1]);
    expect(batches).toEqual([]);
  });

  it('is active from the first unit until its lane has run everything that arrived meanwhile', async () => {
    const { group, openGates } = harness({ lanes: 2, maxBatch: 10 });
    expect(group.active).toBe(false);
    const results = [group.submit(1, 'a'), group.submit(2, 'a')];
    expect(group.active).toBe(true);
    await openGates();
    await Promise.all(results);
    expect(group.active).toBe(false);
  });

  it('runs the units that arrived while the lane was busy together, in arrival order', async () => {
    const { group, batches, openGates } = harness({ lanes: 1, maxBatch: 10 });
    const results = [1, 2, 3, 4].map((unit) => group.submit(unit, 'a'));
    await openGates();
    await expect(Promise.all(results)).resolves.toEqual(['alone:1', 'together:2', 'together:3', 'together:4']);
    expect(batches).toEqual([[2, 3, 4]]);
  });

  it('never puts more than maxBatch units in one batch', async () => {
    const { group, batches, openGates } = harness({ lanes: 1, maxBatch: 2 });
    const results = [1, 2, 3, 4, 5, 6].map((unit) => group.submit(unit, 'a'));
    await openGates();
    await Promise.all(results);
    expect(batches).toEqual([[2, 3], [4, 5]]);
  });

  it('when a batch fails, runs each of its units alone: only the unit at fault fails', async () => {
    const { group, batches, alone, openGates } = harness({ lanes: 1, maxBatch: 10, failTogetherWhen: (units) => units.includes(3), failAlone: 3 });
    const results = [1, 2, 3, 4].map((unit) => group.submit(unit, 'a').then((value) => value, (error: Error) => error.message));
    await openGates();
    await expect(Promise.all(results)).resolves.toEqual(['alone:1', 'alone:2', 'unit 3 refused', 'alone:4']);
    expect(batches).toEqual([[2, 3, 4]]);
    expect(alone).toEqual([1, 2, 3, 4]);
  });

  it('after a failed batch, runs its units one after another when they share a stream (afterFailure: one-by-one)', async () => {
    const { group, alone, openGates, aloneConcurrency } = harness({
      lanes: 1,
      maxBatch: 10,
      failTogetherWhen: (units) => units.includes(3),
      failAlone: 3,
      afterFailure: 'one-by-one',
    });
    const results = [1, 2, 3, 4].map((unit) => group.submit(unit, 'a').then((value) => value, (error: Error) => error.message));
    await openGates();
    await expect(Promise.all(results)).resolves.toEqual(['alone:1', 'alone:2', 'unit 3 refused', 'alone:4']);
    expect(alone).toEqual([1, 2, 3, 4]);
    expect(aloneConcurrency.max).toBe(1);
  });

  it('keeps units with the same key in one lane and spreads other keys over the lanes', async () => {
    const { group, alone, started, openGates } = harness({ lanes: 4, maxBatch: 10 });
    const keys = Array.from({ length: 40 }, (_, index) => `match-${index}`);
    const results = [...keys.map((key, index) => group.submit(index, key)), ...keys.map((key, index) => group.submit(100 + index, key))];
    // Every idle lane started its first unit at once: one per lane, and more than one lane.
    const startedAtOnce = alone.length;
    expect(startedAtOnce).toBeGreaterThan(1);
    expect(startedAtOnce).toBeLessThanOrEqual(4);
    await openGates();
    await Promise.all(results);
    // A unit and its repeat (same key) share a lane, so the repeat starts after the first.
    for (let index = 0; index < keys.length; index++) {
      expect(started.indexOf(100 + index)).toBeGreaterThan(started.indexOf(index));
    }
  });
});
