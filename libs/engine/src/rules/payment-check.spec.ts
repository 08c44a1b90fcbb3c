/**
 * 561: `PaymentCheck` answers "can this seat pay this cost?" by counting, for the one-domain costs
 * `legalActions` prices; it must agree with the payment plan `apply` will find (`planPayment`)
 * on every state and cost, and decline costs it cannot count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAINS, type Domain } from '../model/ids.js';
import type { GameState } from '../model/game-state.js';
import { sampleStates } from '../testing/sample-states.js';
import type { Cost, PowerSlot } from './costs.js';
import { PaymentCheck, planPayment } from './payment.js';

const states: readonly GameState[] = sampleStates(3, 'payment-check');
const domainLists: readonly (readonly Domain[])[] = [...DOMAINS.map((domain) => [domain]), ['Fury', 'Chaos'], ['Mind', 'Order'], ['Calm', 'Body']];

describe('counting what a seat can pay (561.1)', () => {
  it('agrees with the payment plan for energy and power of one domain list', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: states.length - 1 }),
        fc.nat({ max: 3 }),
        fc.nat({ max: 12 }),
        fc.nat({ max: 5 }),
        fc.constantFrom(...domainLists),
        (stateIndex, seatIndex, energy, symbols, domains) => {
          const state = states[stateIndex] as GameState;
          const seat = seatIndex % state.seats.length;
          const cost: Cost = { energy, power: Array.from({ length: symbols }, () => domains) };
          expect(new PaymentCheck(state, seat).canPay(cost)).toBe(planPayment(state, seat, cost) !== null);
        },
      ),
      { numRuns: 3000, seed: 561 },
    );
  });

  it('meets costs both payable and not over the sampled states', () => {
    const answers = { payable: 0, not: 0 };
    for (const state of states.slice(0, 400)) {
      for (const domains of domainLists) {
        const cost: Cost = { energy: 3, power: [domains, domains] };
        if (new PaymentCheck(state, 0).canPay(cost)) answers.payable++;
        else answers.not++;
      }
    }
    expect(answers.payable).toBeGreaterThan(100);
    expect(answers.not).toBeGreaterThan(100);
  });

  it('leaves costs with mixed or universal symbols to the payment plan', () => {
    const state = states[states.length - 1] as GameState;
    const check = new PaymentCheck(state, 0);
    const mixed: PowerSlot[] = [['Fury'], ['Calm']];
    expect(check.canPay({ energy: 1, power: mixed })).toBeUndefined();
    expect(check.canPay({ energy: 0, power: ['any'] })).toBeUndefined();
  });
});
