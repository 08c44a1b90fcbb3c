/**
 * Named tests of Origins cards with costs and passive abilities, defined before issue 23 (see
 * `origins-cards.spec.ts`).
 */
import { describe, expect, it } from 'vitest';
import { keywordsOf, mightOf } from '../rules/might.js';
import { CALM, duel, field, MIND, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const energySpent = (table: Table) => table.eventsOf('CostPaid').map((event) => event.spentEnergy);

describe('Origins cards with costs', () => {
  it('OGN-208 Cruel Patron cannot be played without killing a friendly unit as it is played (CR 1.4 428; CR 1.3 356.2.a)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-208', label: 'patron' }], base: [{ card: 'OGN-219', label: 'fodder' }] }), sett()]));
    expect(table.reject(0, { type: 'play', card: table.id('patron') }).code).toBe('cost/kill_friendly_unit');
    table.act(0, { type: 'play', card: table.id('patron'), additionalCost: { pay: true, kill: table.id('fodder') } });
    expect(table.object('fodder').zone).toBe('trash');
    expect(table.object('patron').zone).toBe('base');
  });

  it('OGN-002 Brazen Buccaneer costs two energy less when a card is discarded as it is played (CR 1.4 422; CR 1.3 356.2.b)', () => {
    const full = Table.load(duel([viktor({ hand: [{ card: 'OGN-002', label: 'buccaneer' }] }), sett()]));
    full.act(0, { type: 'play', card: full.id('buccaneer') });
    expect(energySpent(full)).toEqual([6]);
    const cheap = Table.load(duel([viktor({ hand: [{ card: 'OGN-002', label: 'buccaneer' }, { card: 'OGN-219', label: 'fodder' }] }), sett()]));
    cheap.act(0, { type: 'play', card: cheap.id('buccaneer'), additionalCost: { pay: true, discard: cheap.id('fodder') } });
    expect(energySpent(cheap)).toEqual([4]);
    expect(cheap.object('fodder').zone).toBe('trash');
  });

  it('OGN-207 Call to Glory gives a unit +3 might this turn, for free when a buff is spent (CR 1.4 426; CR 1.3 356.1)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-207', label: 'glory' }], base: [{ card: 'OGN-219', label: 'unit', buffs: 1 }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('glory'), targets: [{ id: table.id('unit'), stamp: 0 }], additionalCost: { pay: true, spendBuffFrom: table.id('unit') } });
    table.passChain();
    expect(table.eventsOf('CostPaid')).toHaveLength(0);
    expect(mightOf(table.state, table.id('unit'))).toBe(4 + 3);
  });

  it('OGN-045 Defy counters a spell of at most four energy and one power, not a costlier one (CR 1.4 425)', () => {
    const chainWith = (card: string) => {
      const table = Table.load(
        duel([
          viktor({ hand: [{ card, label: 'spell' }], runes: [...runes(MIND, 6), ...runes(ORDER, 6)], base: [{ card: 'OGN-088', label: 'target' }] }),
          { ...sett(), legend: 'OGN-257', runes: [...runes(CALM, 4), ...runes('OGN-126', 4)], hand: [{ card: 'OGN-045', label: 'defy' }] },
        ]),
      );
      table.act(0, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('target'), stamp: 0 }] });
      table.act(0, { type: 'pass' });
      return table;
    };
    // Stupefy (one energy) is countered: the unit keeps its might and no card is drawn.
    const cheap = chainWith('OGN-095');
    cheap.act(1, { type: 'play', card: cheap.id('defy'), targets: [{ id: cheap.id('spell'), stamp: 0 }] });
    cheap.passChain();
    expect(mightOf(cheap.state, cheap.id('target'))).toBe(8);
    expect(cheap.object('spell').zone).toBe('trash');
    // Vengeance costs two power: Defy cannot choose it.
    const costly = chainWith('OGN-229');
    expect(costly.reject(1, { type: 'play', card: costly.id('defy'), targets: [{ id: costly.id('spell'), stamp: 0 }] }).code).toMatch(/target/);
  });
});

describe('Origins champions with passive abilities', () => {
  it('OGN-232 Fiora, Victorious has Deflect, Ganking and Shield only while Mighty (CR 1.4 809, 810, 814)', () => {
    const plain = Table.load(duel([viktor({ base: [{ card: 'OGN-232', label: 'fiora' }] }), sett()]));
    expect(keywordsOf(plain.state, plain.id('fiora')).ganking).toBeUndefined();
    const mighty = Table.load(duel([viktor({ base: [{ card: 'OGN-232', label: 'fiora', buffs: 1 }] }), sett()]));
    expect(keywordsOf(mighty.state, mighty.id('fiora'))).toMatchObject({ deflect: 1, ganking: true, shield: 1 });
  });

  it('OGN-240 Sett, Kingpin has Tank and +1 might for each buffed friendly unit at his location (CR 1.4 815, 426)', () => {
    const settWith = (friends: { card: string; buffs?: number }[]) =>
      Table.load(duel([sett(), viktor()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-240', label: 'sett' }, ...friends] }), field('blank', 1)]));
    const alone = settWith([]);
    const crowd = settWith([{ card: 'OGN-219', buffs: 1 }, { card: 'OGN-219', buffs: 1 }, { card: 'OGN-219' }]);
    expect(mightOf(crowd.state, crowd.id('sett')) - mightOf(alone.state, alone.id('sett'))).toBe(2);
    expect(keywordsOf(alone.state, alone.id('sett')).tank).toBe(true);
  });
});
