import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TierBounds, tierNames, tierWeights } from './tier-weights.js';

const bounds = fc.record({
  rematch: fc.nat(1_000),
  bye: fc.nat(10_000),
  pairDown: fc.nat(5_000_000),
  repeatFloat: fc.nat(20_000),
});

describe('tierWeights', () => {
  it('makes one unit of a tier dearer than the largest possible total of all tiers below it', () => {
    fc.assert(
      fc.property(bounds, (b: TierBounds) => {
        const { weights, ignored } = tierWeights(b);
        tierNames.forEach((tier, t) => {
          if (ignored.includes(tier)) return;
          const below = tierNames.slice(t + 1).reduce((sum, lower) => sum + weights[lower] * b[lower], 0);
          expect(weights[tier]).toBeGreaterThan(below);
        });
      }),
    );
  });

  it('drops the lowest tiers first when strict weights would not fit in exact doubles', () => {
    const huge = { rematch: 50, bye: 1_000, pairDown: 1e8, repeatFloat: 1e6 };
    const { ignored, ceiling, weights } = tierWeights(huge);
    expect(ignored).toEqual(['repeatFloat']);
    expect(ceiling).toBeLessThan(2 ** 49);
    expect(weights.rematch).toBeGreaterThan(weights.bye * huge.bye + weights.pairDown * huge.pairDown);
  });
});
