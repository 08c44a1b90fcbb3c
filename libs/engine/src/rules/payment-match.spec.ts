/**
 * `matchPower`: which power in the pool pays which power symbol of a cost (CR 1.4 357: a power
 * symbol of a domain is paid with power of that domain or of any domain; an "any" symbol with any
 * power). One symbol takes a shortcut past the search; both must give a valid match exactly when
 * one exists.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAINS, type Domain } from '../model/ids.js';
import type { PowerSlot } from './costs.js';
import { matchPower } from './payment.js';

type PowerKey = Domain | 'any';
const KEYS: readonly PowerKey[] = [...DOMAINS, 'any'];

const slotArb: fc.Arbitrary<PowerSlot> = fc.oneof(fc.constant('any' as const), fc.uniqueArray(fc.constantFrom(...DOMAINS), { minLength: 1, maxLength: 3 }));
const poolArb = fc.record(Object.fromEntries(KEYS.map((key) => [key, fc.nat({ max: 2 })])) as Record<PowerKey, fc.Arbitrary<number>>);

const pays = (slot: PowerSlot, key: PowerKey): boolean => key === 'any' || slot === 'any' || slot.includes(key);

/** Whether the symbols can be paid from the pool: every assignment of keys to symbols, tried. */
function payable(slots: readonly PowerSlot[], pool: Record<PowerKey, number>): boolean {
  const [slot, ...rest] = slots;
  if (slot === undefined) return true;
  return KEYS.some((key) => {
    if (pool[key] <= 0 || !pays(slot, key)) return false;
    return payable(rest, { ...pool, [key]: pool[key] - 1 });
  });
}

/** The match uses no more of each key than the pool has, one key per symbol, and can pay them all. */
function validMatch(slots: readonly PowerSlot[], pool: Record<PowerKey, number>, match: Partial<Record<PowerKey, number>>): boolean {
  const used = KEYS.reduce((sum, key) => sum + (match[key] ?? 0), 0);
  if (used !== slots.length || KEYS.some((key) => (match[key] ?? 0) > pool[key])) return false;
  return payable(slots, Object.fromEntries(KEYS.map((key) => [key, match[key] ?? 0])) as Record<PowerKey, number>);
}

describe('matchPower (CR 1.4 357)', () => {
  it('finds a valid match exactly when the symbols can be paid, for one symbol and for several', () => {
    fc.assert(
      fc.property(fc.array(slotArb, { minLength: 1, maxLength: 4 }), poolArb, (slots, pool) => {
        const match = matchPower(slots, pool);
        expect(match !== null).toBe(payable(slots, pool));
        if (match !== null) expect(validMatch(slots, pool, match)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('pays one symbol with its own domains, in their order, before power of any domain', () => {
    expect(matchPower([['Calm', 'Fury']], { Fury: 1, Calm: 1, Mind: 0, Body: 0, Chaos: 0, Order: 0, any: 1 })).toEqual({ Calm: 1 });
    expect(matchPower([['Calm']], { Fury: 1, Calm: 0, Mind: 0, Body: 0, Chaos: 0, Order: 0, any: 1 })).toEqual({ any: 1 });
    expect(matchPower(['any'], { Fury: 0, Calm: 0, Mind: 0, Body: 2, Chaos: 0, Order: 0, any: 1 })).toEqual({ Body: 1 });
    expect(matchPower([['Mind']], { Fury: 2, Calm: 0, Mind: 0, Body: 0, Chaos: 0, Order: 0, any: 0 })).toBeNull();
  });
});
