/**
 * General pieces that replaced card-specific names: the one passive might ability
 * (`effect: 'might'` with an amount and a "while" condition, layer 3) and the conditional step
 * `if` with an object condition ("if it is stunned, kill it; otherwise stun it"), with the `stunned` and `buffed`
 * filters they read.
 */
import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { duel, field, ORDER, runes, sett, viktor } from './fixtures.js';

describe('the passive might ability (static effect might)', () => {
  it('counts a selector relative to the unit: "here" is its battlefield and it counts itself when buffed (CR 1.3 472.3)', () => {
    const table = Table.load(
      duel(
        [sett(), viktor()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-240', label: 'kingpin', buffs: 1 }, { card: 'OGN-219', buffs: 1 }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', buffs: 1 }] })],
      ),
    );
    // Printed 5 (Sett, Kingpin), +1 for its own buff, +2 for the two buffed friendly units there.
    expect(mightOf(table.state, table.id('kingpin'))).toBe(8);
  });

  it('a selector limited to battlefields counts nothing in a base (CR 1.3 457.2.b: a base is not a battlefield)', () => {
    const table = Table.load(duel([sett({ base: [{ card: 'OGN-240', label: 'kingpin' }, { card: 'OGN-219', buffs: 1 }] }), viktor()]));
    expect(mightOf(table.state, table.id('kingpin'))).toBe(5);
  });

  it('applies only while its condition holds, read continuously (CR 1.3 364.3.a)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-065', label: 'elder' }, { card: 'OGN-065', label: 'buffedElder', buffs: 1 }] }), sett()]));
    // Wizened Elder: printed 4; the buffed one has +1 from the buff and +1 while buffed.
    expect([mightOf(table.state, table.id('elder')), mightOf(table.state, table.id('buffedElder'))]).toEqual([4, 6]);
  });
});

describe('the conditional step if, with an object condition', () => {
  it('runs the else steps when the object does not match, the then steps when it does (CR 1.3 359.3.e.1)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-225', label: 'chief' }], runes: runes(ORDER, 12) }), sett({ base: [{ card: 'OGN-219', label: 'stunnedOne', stunned: true }] })]),
    );
    table.act(0, { type: 'play', card: table.id('chief'), to: 'base' });
    table.passChain();
    expect(table.object('stunnedOne').zone).toBe('trash');
    expect(table.eventsOf('UnitStunned')).toHaveLength(0);
  });
});
