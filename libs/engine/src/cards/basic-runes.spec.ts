/** The six basic runes, one named test each (CR 1.4 164.2: exhaust to add one energy, recycle to
 * add one power of the rune's domain). */
import { describe, expect, it } from 'vitest';
import type { Domain } from '../model/ids.js';
import { duel, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** Seat 0 holds two runes of `card`, exhausts one and recycles the other. */
function addsFrom(card: string, domain: Domain): void {
  const table = Table.load(duel([viktor({ runes: [{ card, label: 'spent' }, { card, label: 'recycled' }], runeDeck: [] }), sett()]));
  table.act(0, { type: 'addResources', payment: { exhaust: [table.id('spent')], recycle: [table.id('recycled')] } });
  const seat = table.state.seats[0];
  expect(seat?.pool.energy).toBe(1); // CR 1.4 164.2.a
  expect(seat?.pool.power[domain]).toBe(1); // CR 1.4 164.2.b.1
  expect(table.object('spent').exhausted).toBe(true);
  expect(seat?.runes).toEqual([table.id('spent')]);
  expect(seat?.runeDeck).toHaveLength(1); // recycled: to the bottom of the rune deck
}

describe('basic runes (CR 1.4 164)', () => {
  it('OGN-007 Fury Rune adds one energy when exhausted and one Fury power when recycled (CR 1.4 164.2)', () => addsFrom('OGN-007', 'Fury'));
  it('OGN-042 Calm Rune adds one energy when exhausted and one Calm power when recycled (CR 1.4 164.2)', () => addsFrom('OGN-042', 'Calm'));
  it('OGN-089 Mind Rune adds one energy when exhausted and one Mind power when recycled (CR 1.4 164.2)', () => addsFrom('OGN-089', 'Mind'));
  it('OGN-126 Body Rune adds one energy when exhausted and one Body power when recycled (CR 1.4 164.2)', () => addsFrom('OGN-126', 'Body'));
  it('OGN-166 Chaos Rune adds one energy when exhausted and one Chaos power when recycled (CR 1.4 164.2)', () => addsFrom('OGN-166', 'Chaos'));
  it('OGN-214 Order Rune adds one energy when exhausted and one Order power when recycled (CR 1.4 164.2)', () => addsFrom('OGN-214', 'Order'));
});
