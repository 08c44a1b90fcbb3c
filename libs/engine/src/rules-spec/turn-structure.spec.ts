import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { duel, field, MIND, ORDER, runes, sett, viktor } from './fixtures.js';

describe('the start of a turn (515)', () => {
  it('readies everything the turn player controls in the awaken step (515.1)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(MIND, 2, true), base: [{ card: 'OGN-219', exhausted: true, label: 'unit' }], legendExhausted: true }), sett()], undefined, {
        turn: { seat: 0, start: 'start' },
      }),
    );
    expect(table.object('unit').exhausted).toBe(false);
    expect(table.state.seats[0]?.runes.every((id) => table.state.objects[id]?.exhausted === false)).toBe(true);
    expect(table.state.objects[table.state.seats[0]?.legend as number]?.exhausted).toBe(false);
  });

  it('scores a hold for each battlefield the turn player controls in the scoring step (515.2.b, 630.2)', () => {
    const table = Table.load(
      duel([viktor({ points: 2 }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    expect(table.points(0)).toBe(3);
    expect(table.eventsOf('BattlefieldHeld')).toEqual([expect.objectContaining({ bf: 0, seat: 0 })]);
  });

  it('channels two runes and draws one card (515.3.b, 515.4.b)', () => {
    const table = Table.load(duel([viktor({ runes: [] }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    expect(table.state.seats[0]?.runes).toHaveLength(2);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
    expect(table.state.turn.phase).toBe('main') // CR 1.4 316: the Main Phase (CR 1.0 516: action phase);
  });

  it('channels as many runes as are left when fewer than two remain (515.3.b.1)', () => {
    const table = Table.load(duel([viktor({ runes: [], runeDeck: runes(ORDER, 1) }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    expect(table.state.seats[0]?.runes).toHaveLength(1);
  });

  it('gives the second player of a Duel one extra rune in its first channel phase (644.7)', () => {
    const table = Table.load(duel([viktor(), sett({ runes: [], turnsTaken: 0 })], undefined, { turnOrder: [0, 1], turn: { seat: 1, start: 'start' } }));
    expect(table.state.seats[1]?.runes).toHaveLength(3);
  });

  it('empties every rune pool when the draw phase ends (515.4.d)', () => {
    const table = Table.load(duel([viktor({ pool: { energy: 3 } }), sett({ pool: { power: { Body: 1 } } })], undefined, { turn: { seat: 0, start: 'start' } }));
    expect(table.state.seats.map((seat) => seat.pool.energy + seat.pool.power.Body)).toEqual([0, 0]);
  });
});

describe('the end of a turn (517)', () => {
  it('clears damage and ends "this turn" effects, then passes the turn (517.2.a, 517.2.b, 517.5)', () => {
    const table = Table.load(duel([viktor({ hand: ['OGN-095'], base: [{ card: 'OGN-219', damage: 2, label: 'unit' }] }), sett()]));
    table.act(0, { type: 'play', card: table.state.seats[0]?.hand[0] as number, targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    expect(table.state.effects).toHaveLength(1);
    table.act(0, { type: 'endTurn' });
    expect(table.object('unit').damage).toBe(0);
    expect(table.state.effects).toHaveLength(0);
    expect(table.state.turn).toMatchObject({ seat: 1, number: 2, phase: 'main' });
  });

  it('refuses ending the turn while a chain exists or to a player without priority (516.6, 512.1)', () => {
    const table = Table.load(duel([viktor({ hand: ['OGN-095'], base: [{ card: 'OGN-219', label: 'unit' }] }), sett()]));
    expect(table.reject(1, { type: 'endTurn' }).code).toBe('timing/not_neutral_open');
    table.act(0, { type: 'play', card: table.state.seats[0]?.hand[0] as number, targets: [{ id: table.id('unit'), stamp: 0 }] });
    expect(table.reject(0, { type: 'endTurn' }).code).toBe('timing/not_neutral_open');
  });
});

describe('turn states, priority and focus (507-513)', () => {
  it('is neutral open in the Main Phase, with priority for the turn player only (CR 1.4 310.1, 316, CR 1.3 312.2.a; was CR 1.0 510.1, 512.2.a)', () => {
    const table = Table.load(duel([viktor({ hand: ['OGN-219'] }), sett({ hand: ['OGN-219'] })]));
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    expect(table.reject(1, { type: 'play', card: table.state.seats[1]?.hand[0] as number }).code).toBe('priority/not_priority_holder');
  });

  it('closes the state while a chain exists: only Reaction cards then (509.1.a, 535.1)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: ['OGN-095', 'OGN-085', 'OGN-114'], base: [{ card: 'OGN-219', label: 'unit' }] }),
        sett({ hand: [{ card: 'OGN-154', label: 'strength' }, { card: 'OGN-207', label: 'glory' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.state.seats[0]?.hand[0] as number, targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
    // 512.2.d: the next relevant player gets priority; an Action spell is not enough to respond.
    const action = table.reject(1, { type: 'play', card: table.id('strength'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    expect(action.code).toBe('timing/closed_state');
    table.act(1, { type: 'play', card: table.id('glory'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    expect(table.state.chain).toHaveLength(2);
  });
});
