/**
 * The two auras of the card language (`rules/might.ts`): `keywordAura` (layer 2) and `mightAura`
 * (layer 3), each a selector read relative to its source, whether that source is a permanent, a
 * battlefield or a legend (CR 1.3 364.1, 472.2.b, 472.3).
 */
import { describe, expect, it } from 'vitest';
import { keywordsOf, mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

describe('auras of a battlefield', () => {
  it('OGN-294 and OGN-297 reach the units of every side at that battlefield and no unit anywhere else (CR 1.3 364.1, 472.2.b, 472.3)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-219', label: 'inBase' }] }), sett()],
        [
          field('OGN-294', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'campMine' }] }),
          field('OGN-297', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'hillockTheirs' }] }),
        ],
      ),
    );
    // OGN-219 is printed with 4 might.
    expect(['inBase', 'campMine', 'hillockTheirs'].map((label) => mightOf(table.state, table.id(label)))).toEqual([4, 5, 4]);
    expect(['inBase', 'campMine', 'hillockTheirs'].map((label) => keywordsOf(table.state, table.id(label)).ganking === true)).toEqual([false, false, true]);
  });

  it('OGN-294 stops giving might as soon as the unit leaves it (CR 1.3 364.1: an aura applies only while it reaches)', () => {
    const table = Table.load(
      duel([viktor(), sett()], [field('OGN-294', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'runner' }] }), field('blank', 1)]),
    );
    expect(mightOf(table.state, table.id('runner'))).toBe(5);
    table.act(0, { type: 'move', units: [table.id('runner')], to: 'base' });
    expect(mightOf(table.state, table.id('runner'))).toBe(4);
  });
});

describe('auras of a legend', () => {
  it("OGS-019 works from the Legend Zone for its own side only: an enemy defending alone gets nothing (CR 1.3 133.6.b.1, 741.1)", () => {
    const table = Table.load(
      duel(
        [viktor({ legend: 'OGS-019', base: [{ card: 'OGN-219', label: 'attacker' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'guard' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    expect(table.object('guard').role).toBe('defender');
    expect([mightOf(table.state, table.id('guard')), mightOf(table.state, table.id('attacker'))]).toEqual([4, 4]);
  });
});

describe('auras of a unit', () => {
  it('OGS-013 in a base reaches the other friendly units of that base, not those at a battlefield nor an enemy base (CR 1.3 457.2.b)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGS-013', label: 'garen' }, { card: 'OGN-219', label: 'beside' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)],
      ),
    );
    expect(['beside', 'away', 'enemy'].map((label) => mightOf(table.state, table.id(label)))).toEqual([5, 4, 4]);
  });
});
