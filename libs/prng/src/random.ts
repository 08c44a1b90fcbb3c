/**
 * A seeded generator (sfc32: small, fast, passes PractRand to 2^40+ bytes) that lives in data.
 *
 * `Random` is a mutable cursor for hot loops (pairing thousands of players); its `state` can be
 * read at any time and stored, and `Random.from(state)` continues exactly where it stopped. Pure
 * code creates one from state it was given and returns the new state with its result, so the
 * randomness of a game or a round is part of its recorded state, never ambient.
 */
import type { PrngState } from './prng-state.js';
import { seedState } from './seed.js';

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private counter: number;

  private constructor(state: PrngState) {
    this.a = state.a >>> 0;
    this.b = state.b >>> 0;
    this.c = state.c >>> 0;
    this.counter = state.counter >>> 0;
  }

  static from(state: PrngState): Random {
    return new Random(state);
  }

  static seeded(seed: string | number): Random {
    return new Random(seedState(seed));
  }

  get state(): PrngState {
    return { a: this.a, b: this.b, c: this.c, counter: this.counter };
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.counter) >>> 0;
    this.counter = (this.counter + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A uniform integer in [0, bound), without modulo bias (rejection sampling). */
  nextInt(bound: number): number {
    if (!Number.isInteger(bound) || bound <= 0 || bound > 0x1_0000_0000) {
      throw new RangeError(`nextInt bound must be an integer in 1..2^32, got ${bound}`);
    }
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % bound);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return smallInteger(value % bound);
    }
  }

  /** A uniform float in [0, 1) with 32 bits of precision. */
  nextFloat(): number {
    return this.nextUint32() / 0x1_0000_0000;
  }

  /** A new array with the items in uniformly random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const result = items.slice();
    for (let i = result.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      const held = result[i] as T;
      result[i] = result[j] as T;
      result[j] = held;
    }
    return result;
  }

  /** One uniformly chosen item; throws on an empty list because that is a caller bug. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.nextInt(items.length)] as T;
  }
}

/**
 * The same number, made a small integer for V8 when it is below 2^30 (a small integer on every
 * V8 build, pointer compression or not). `value % bound` of an unsigned 32-bit word is computed
 * in floating point and comes out as a boxed double even when it is 0 or 1. Stored into a record
 * (a seat chosen to go first, say), one boxed double turns that field of every record of the same
 * shape into a double field for the rest of the process: every later write of it allocates a box
 * and every object of the old shape changes its hidden class.
 * Measured on the engine's bot Duels (seats, controllers and owners all started from `nextInt`):
 * games took 10 % longer.
 */
function smallInteger(value: number): number {
  return value < 0x4000_0000 ? value | 0 : value;
}
