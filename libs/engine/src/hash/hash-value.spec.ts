/**
 * The number hash of unsigned 32-bit words beyond the signed range (the random generator's state)
 * is computed from the digits, without building the text: it must equal the hash of the text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Acc, hashString, numberInto } from './hash-value.js';

const viaText = (value: number): readonly [number, number] => hashString(`n:${String(value)}`);

function viaNumber(value: number): readonly [number, number] {
  const out: Acc = { a: 0, b: 0 };
  numberInto(value, out);
  return [out.a, out.b];
}

describe('number hashes', () => {
  it('hash an unsigned 32-bit word as the text of the number, from its digits', () => {
    for (const value of [0x80000000, 0x80000001, 0xffffffff, 0xfffffffe, 1_000_000_000 * 3, 2_999_999_999, 4_000_000_000]) {
      expect(viaNumber(value)).toEqual(viaText(value));
    }
    fc.assert(
      fc.property(fc.integer({ min: 0x80000000, max: 0xffffffff }), (value) => {
        expect(viaNumber(value)).toEqual(viaText(value));
      }),
    );
  });

  it('still hash other numbers as their text (fractions, large and negative values)', () => {
    for (const value of [0.5, -0.25, 2 ** 40, -(2 ** 40), 1e21, 0xffffffff + 1]) {
      expect(viaNumber(value)).toEqual(viaText(value));
    }
  });
});
