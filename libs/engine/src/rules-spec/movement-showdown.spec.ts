import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

describe('the standard move (140, 596, 608-615)', () => {
  it('exhausts the units as its cost and moves them together (140.2, 140.3, 140.3.c)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('a'), table.id('b')], to: 1 });
    expect(table.object('a')).toMatchObject({ zone: 'battlefield', bf: 1, exhausted: true });
    expect(table.object('b')).toMatchObject({ zone: 'battlefield', bf: 1, exhausted: true });
    expect(table.eventsOf('UnitsMoved')).toEqual([expect.objectContaining({ units: [table.id('a'), table.id('b')], to: 1, standard: true })]);
  });

  it('needs ready units that the player controls (140.2, 648.8.c.2)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'tired', exhausted: true }] }), sett({ base: [{ card: 'OGN-219', label: 'theirs' }] })]));
    expect(table.reject(0, { type: 'move', units: [table.id('tired')], to: 0 }).code).toBe('move/exhausted');
    expect(table.reject(0, { type: 'move', units: [table.id('theirs')], to: 0 }).code).toBe('move/not_controller');
  });

  it('goes base to battlefield or back, and battlefield to battlefield only with Ganking (140.4, 722)', () => {
    const table = Table.load(duel([viktor(), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'unit' }] }), field('blank', 1)]));
    expect(table.reject(0, { type: 'move', units: [table.id('unit')], to: 1 })).toMatchObject({ code: 'move/needs_ganking', ruleRef: 'CR 1.4 144.4.c' });
    table.act(0, { type: 'move', units: [table.id('unit')], to: 'base' });
    expect(table.object('unit').zone).toBe('base');
  });

  it('cannot be made outside the own Main Phase, during a showdown or a chain (140.1)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'unit' }] }), sett({ base: [{ card: 'OGN-219', label: 'theirs' }] })]));
    expect(table.reject(1, { type: 'move', units: [table.id('theirs')], to: 0 }).code).toBe('timing/not_neutral_open');
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    expect(table.state.showdown).not.toBeNull();
    expect(table.reject(0, { type: 'move', units: [table.id('unit')], to: 'base' }).code).toBe('timing/not_neutral_open');
  });
});

describe('a showdown without combat (516.5.b, 548.2, 613.1, reading R4)', () => {
  it('opens when a unit moves to an empty battlefield; the mover gets focus and everyone is relevant (549, 550.2)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'unit' }] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('unit')], to: 1 });
    expect(table.state.battlefields[1]?.contestedBy).toBe(0);
    expect(table.state.showdown).toMatchObject({ bf: 1, combat: false, focus: 0, relevant: [0, 1] });
    expect(table.state.combat).toBeNull();
  });

  it('passes focus in turn order and ends when all relevant players passed in a row, then conquers (553.4, 553.5, 630.1)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'unit' }] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('unit')], to: 1 });
    table.act(0, { type: 'pass' });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
    table.act(1, { type: 'pass' });
    expect(table.state.showdown).toBeNull();
    expect(table.state.battlefields[1]).toMatchObject({ controller: 0, contestedBy: null });
    expect(table.points(0)).toBe(1);
  });

  it('lets the focus holder play Action spells but not other spells (508.1.a, 553.1, 718)', () => {
    const table = Table.load(
      duel([
        viktor({ base: [{ card: 'OGN-219', label: 'unit' }], hand: [{ card: 'OGN-114', label: 'progress' }] }),
        sett({ hand: [{ card: 'OGN-154', label: 'strength' }] }),
      ]),
    );
    table.act(0, { type: 'move', units: [table.id('unit')], to: 1 });
    expect(table.reject(0, { type: 'play', card: table.id('progress') }).code).toBe('timing/showdown');
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('strength'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    // 552: after the chain, focus passes on from the player who had it.
    expect(table.state.showdown).toMatchObject({ focus: 0, passes: 0 });
  });
});
