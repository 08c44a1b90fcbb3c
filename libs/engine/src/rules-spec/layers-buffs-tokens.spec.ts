import { describe, expect, it } from 'vitest';
import { isMighty, keywordsOf, mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

describe('layers (634-639)', () => {
  it('applies might changes in timestamp order; a minimum limits its own change as it applies (637.3, 639, CR 1.3 472.3.b)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-095', label: 'stupefy' }] }), sett()], [field('OGN-294', 1, { controller: 1, units: [{ card: 'OGN-096', label: 'sentry' }] }), field('blank', 0)]),
    );
    // War Camp makes the 1-might Sentry 2; Stupefy then takes it to 1 (its minimum), not to 0.
    expect(mightOf(table.state, table.id('sentry'))).toBe(2);
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('sentry'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('sentry'))).toBe(1);
  });

  it('grants keywords in layer 2 while a condition holds (637.2, 707, Fiora)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-232', label: 'fiora' }] }), sett()]));
    expect(keywordsOf(table.state, table.id('fiora')).ganking).toBeUndefined();
    const buffed = Table.load(duel([viktor({ base: [{ card: 'OGN-232', label: 'fiora', buffs: 1 }] }), sett()]));
    expect(isMighty(buffed.state, buffed.id('fiora'))).toBe(true);
    expect(keywordsOf(buffed.state, buffed.id('fiora'))).toMatchObject({ ganking: true, deflect: 1, shield: 1 });
  });
});

describe('buffs and Mighty (701-711)', () => {
  it('gives +1 might per buff and removes buffs when the unit leaves the board (703, 705, 109)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-104', label: 'retreat' }], base: [{ card: 'OGN-219', label: 'unit', buffs: 1, damage: 1 }] }), sett()]));
    expect(mightOf(table.state, table.id('unit'))).toBe(5);
    table.act(0, { type: 'play', card: table.id('retreat'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    expect(table.object('unit')).toMatchObject({ zone: 'hand', buffs: 0, damage: 0 });
  });

  it('evaluates Mighty with printed might outside the board (711)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-215', label: 'officer' }] }), sett()]));
    expect(isMighty(table.state, table.id('officer'))).toBe(true);
  });
});

describe('tokens (170-178)', () => {
  it('plays a 1-might Recruit token where the effect says, controlled by its creator (173, 178.1)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-211', label: 'manufactor' }] }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('manufactor'), to: 0 });
    table.passChain();
    const tokens = (table.state.battlefields[0]?.units ?? []).filter((id) => table.state.objects[id]?.token);
    expect(tokens).toHaveLength(1);
    expect(table.state.objects[tokens[0] as number]).toMatchObject({ card: 'OGN-271', owner: 0, controller: 0, exhausted: true });
  });

  it('kills a Temporary Sprite at the start of its controller next beginning phase, before scoring (728, 178.2)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-106', label: 'mother' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('mother') });
    table.passChain();
    const sprite = table.state.seats[0]?.base.find((id) => table.state.objects[id]?.card === 'OGN-274') as number;
    expect(table.state.objects[sprite]).toMatchObject({ exhausted: false });
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'endTurn' });
    table.passChain();
    expect(table.state.objects[sprite]).toBeNull();
  });
});
