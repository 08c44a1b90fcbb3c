import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

describe('objects, zones and control (105-183)', () => {
  it('puts a played unit on the board exhausted and a played gear ready (139.4, 144.1, 563.1.c-d)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-219', label: 'unit' }, { card: 'OGN-099', label: 'gear' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('unit') });
    table.act(0, { type: 'play', card: table.id('gear') });
    expect(table.object('unit')).toMatchObject({ zone: 'base', exhausted: true, controller: 0 });
    expect(table.object('gear')).toMatchObject({ zone: 'base', exhausted: false });
  });

  it('plays gear only to its controller base (143.1.a.1, 144.2)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-099', label: 'gear' }] }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)]));
    expect(table.reject(0, { type: 'play', card: table.id('gear'), to: 0 }).code).toBe('play/gear_location');
  });

  it('plays units to the base or a battlefield the player controls (559.2, 106.2.b)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }] }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)]),
    );
    expect(table.reject(0, { type: 'play', card: table.id('a'), to: 1 }).code).toBe('play/illegal_location');
    table.act(0, { type: 'play', card: table.id('a'), to: 0 });
    expect(table.object('a')).toMatchObject({ zone: 'battlefield', bf: 0 });
  });

  it('plays the chosen champion from the champion zone like any card (107.2.c)', () => {
    const table = Table.load(duel([viktor({ championZone: 'OGN-246' }), sett()]));
    const champion = table.state.seats[0]?.championZone as number;
    table.act(0, { type: 'play', card: champion });
    expect(table.state.seats[0]?.championZone).toBeNull();
    expect(table.state.objects[champion]?.zone).toBe('base');
  });

  it('ends temporary modifications when an object leaves the board (109, 705)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-219', label: 'unit', buffs: 1, damage: 2, stunned: true }] })]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    table.act(1, { type: 'chooseReplacement', option: null }); // The Boss could save the buffed unit
    expect(table.object('unit')).toMatchObject({ zone: 'trash', buffs: 0, damage: 0, stunned: false, controller: 1 });
  });

  it('puts cards into their owner trash, never another player (107.1.d)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-219', label: 'unit' }] })]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    expect(table.state.seats[1]?.trash).toContain(table.id('unit'));
    expect(table.state.seats[0]?.trash).toEqual([table.id('vengeance')]);
  });

  it('makes the player who plays a spell its controller, who chooses and pays (149, 182.2)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-095', label: 'stupefy' }] }), sett({ base: [{ card: 'OGN-219', label: 'unit' }] })]));
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    expect(table.state.chain[0]).toMatchObject({ controller: 0, kind: 'spell' });
    expect(table.object('stupefy')).toMatchObject({ zone: 'chain', controller: 0 });
  });

  it('keeps control while contested and loses it with no units there (181.4.b, 181.4.d)', () => {
    const table = Table.load(duel([viktor(), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'unit' }] }), field('blank', 1)]));
    table.act(0, { type: 'move', units: [table.id('unit')], to: 'base' });
    expect(table.state.battlefields[0]?.controller).toBeNull();
  });

  it('marks a battlefield contested when a unit of another player arrives (181.3.a)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'unit' }] }), sett()], [field('blank', 1, { controller: 1, units: ['OGN-088'] }), field('blank', 0)]));
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    expect(table.state.battlefields[0]).toMatchObject({ controller: 1, contestedBy: 0 });
  });
});
