/**
 * The typed hashers (and their memos) stand for the generic value hash: over every pending
 * decision, chain, chain state, showdown, trigger list and rune pool of seeded bot games of every
 * table shape, each must give exactly what `hashValue` gives. The lanes themselves are signed
 * 32-bit integers; their hex form must not depend on that.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Acc, hashValue, hexToLanes, lanesToHex } from '../hash/hash-value.js';
import type { GameState } from '../model/game-state.js';
import { sampleStates } from '../testing/sample-states.js';
import { chainListInto, chainStateInto, frameInto, pendingInto, poolInto, showdownInto, triggerListInto } from './typed-hash.js';

const states: readonly GameState[] = sampleStates(4, 'typed-hash');

function typed<T>(into: (value: T, out: Acc) => void, value: T): readonly [number, number] {
  const out: Acc = { a: 0, b: 0 };
  into(value, out);
  return [out.a, out.b];
}

/** The generic hash, as the same signed lanes. */
function generic(value: unknown): readonly [number, number] {
  const [a, b] = hashValue(value);
  return [a | 0, b | 0];
}

describe('typed value hashes', () => {
  it('sample a varied set of states', () => {
    expect(states.length).toBeGreaterThan(1000);
    expect(states.some((state) => state.chain.length > 1)).toBe(true);
    expect(states.some((state) => state.showdown !== null)).toBe(true);
    expect(states.some((state) => state.triggers.length > 0)).toBe(true);
  });

  it('hash every pending decision, its frames included, as the generic hash does', () => {
    for (const state of states) {
      if (!state.pending) continue;
      expect(typed(pendingInto, state.pending)).toEqual(generic(state.pending));
      for (const frame of state.pending.flow) expect(typed(frameInto, frame)).toEqual(generic(frame));
    }
  });

  it('hash chains, chain states, showdowns and pending triggers as the generic hash does', () => {
    for (const state of states) {
      expect(typed(chainListInto, state.chain)).toEqual(generic(state.chain));
      expect(typed(triggerListInto, state.triggers)).toEqual(generic(state.triggers));
      if (state.chainState) expect(typed(chainStateInto, state.chainState)).toEqual(generic(state.chainState));
      if (state.showdown) expect(typed(showdownInto, state.showdown)).toEqual(generic(state.showdown));
    }
  });

  it('hash rune pools as the generic hash does', () => {
    for (const state of states) for (const seat of state.seats) expect(typed(poolInto, seat.pool)).toEqual(generic(seat.pool));
  });
});

describe('hash lanes and their hex form', () => {
  it('round-trip through 16 hex digits, negative (high-bit) lanes included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (a, b) => {
        const hex = lanesToHex(a, b);
        expect(hex).toMatch(/^[0-9a-f]{16}$/);
        expect(hex).toBe((a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0'));
        expect(hexToLanes(hex)).toEqual([a, b]);
      }),
    );
  });
});
