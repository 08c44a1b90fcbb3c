import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { closedByCombat } from '../rules/locations.js';
import { Table } from '../testing/table.js';
import { TEST_THREE_PLAYERS, TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { viewFor } from '../views/view-for.js';
import { field, sett, viktor } from './fixtures.js';

describe('three players (646 shape)', () => {
  const table = (extra: object = {}) =>
    Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [
        viktor({ base: [{ card: 'OGN-219', label: 'a' }] }),
        sett({ hand: [{ card: 'OGN-207', label: 'glory' }] }),
        viktor({ hand: [{ card: 'OGN-095', label: 'stupefy' }], mainDeck: [], trash: [] }),
      ],
      battlefields: [
        field('blank', 1, { controller: 1, units: [{ card: 'OGN-132', label: 'b' }] }),
        field('blank', 2, { controller: 2, units: [{ card: 'OGN-219', label: 'c' }] }),
        field('blank', 0),
      ],
      ...extra,
    });

  it('never lets a unit join two other players on a battlefield (612.2, 623.3)', () => {
    const state = Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [viktor({ base: [{ card: 'OGN-219', label: 'a' }] }), sett(), viktor()],
      battlefields: [field('blank', 1, { controller: 1, contestedBy: 2, units: ['OGN-132', { card: 'OGN-219', controller: 2 }] }), field('blank', 1), field('blank', 2)],
    });
    expect(state.reject(0, { type: 'move', units: [state.id('a')], to: 0 })).toMatchObject({ code: 'move/two_other_players', ruleRef: 'CR 1.4 449.2' });
    // 610.2.a / 623.1: that battlefield is closed to seat 0, who has nothing there.
    expect(closedByCombat(state.state, 0, 0)).toBe(true);
    expect(closedByCombat(state.state, 1, 0)).toBe(false);
  });

  it('fights a combat between two players while focus passes to every player in turn order (CR 1.4 347.4, 339.2; CR 1.0 531, 545: relevant players only)', () => {
    const t = table();
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    expect(t.state.combat).toMatchObject({ attacker: 0, defender: 1 });
    expect(t.state.showdown).toMatchObject({ combat: true, relevant: [0, 1, 2] });
    // No one is left to invite (CR 1.0 531.2 is gone).
    expect(t.reject(0, { type: 'invite', seat: 2 }).code).toBe('invite/not_invitable');
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.decision()).toEqual({ kind: 'priority', seat: 2 });
    t.act(2, { type: 'play', card: t.id('stupefy'), targets: [{ id: t.id('a'), stamp: 0 }] });
    expect(t.state.chainState?.relevant).toEqual([0, 1, 2]);
  });

  it('lets the player who burns out choose which opponent gains the point (607.2.b, reading R13)', () => {
    const t = table({ turn: { seat: 2, start: 'start' } });
    expect(t.decision()).toEqual({ kind: 'chooseOpponent', seat: 2, options: [0, 1] });
    t.act(2, { type: 'chooseOpponent', seat: 1 });
    expect(t.points(1)).toBe(1);
  });

  it('skips the first draw of the first player and gives the last player an extra rune (646.7 shape)', () => {
    const t = Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [viktor({ runes: [], turnsTaken: 0 }), sett({ runes: [], turnsTaken: 0 }), viktor({ runes: [], turnsTaken: 0 })],
      battlefields: [field('blank', 0), field('blank', 1), field('blank', 2)],
      turn: { seat: 0, start: 'start', number: 1 },
    });
    expect(t.state.seats[0]?.hand).toHaveLength(0);
    t.act(0, { type: 'endTurn' });
    t.act(1, { type: 'endTurn' });
    expect(t.state.seats[1]?.hand).toHaveLength(1);
    expect(t.state.seats[2]?.runes).toHaveLength(3);
  });
});

describe('two teams of two (648 shape)', () => {
  const teams = (extra: object = {}) =>
    Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [
        viktor({ base: [{ card: 'OGN-219', label: 'a' }], hand: [{ card: 'OGN-213', label: 'blade' }] }),
        sett(),
        sett({ hand: [{ card: 'OGN-095', label: 'stupefy' }, { card: 'OGN-219', label: 'unitInHand' }, { card: 'OGN-136', label: 'rookie' }] }),
        viktor(),
      ],
      battlefields: [field('blank', 1), field('blank', 2, { controller: 2, units: [{ card: 'OGN-219', label: 'mate' }] }), field('blank', 3)],
      ...extra,
    });

  it('shares one score per team (reading R11)', () => {
    const t = teams();
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    t.passShowdown();
    expect(t.state.sides.map((side) => side.points)).toEqual([1, 0]);
    expect(t.points(2)).toBe(1);
  });

  it('makes teammates relevant players by default (648.8.e)', () => {
    const t = teams();
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    expect(t.state.showdown?.relevant).toEqual([0, 1, 2, 3]);
  });

  it('lets a teammate play spells, not units, on the turn player turn (648.8.a, 516.2.b.1)', () => {
    const t = teams();
    const plays = legalActions(t.state, 2).map((action) => (action.type === 'play' ? action.card : null));
    expect(plays).toContain(t.id('stupefy'));
    expect(plays).not.toContain(t.id('unitInHand'));
    t.act(2, { type: 'play', card: t.id('stupefy'), targets: [{ id: t.id('a'), stamp: 0 }] });
    expect(t.state.chain).toHaveLength(1);
  });

  it('never shares control: no standard move of a teammate unit, no hiding at its battlefield (648.8.c)', () => {
    const t = teams();
    expect(t.reject(0, { type: 'move', units: [t.id('mate')], to: 'base' }).code).toBe('move/not_controller');
    expect(t.reject(0, { type: 'hide', card: t.id('blade'), bf: 1 }).code).toBe('hide/not_controlled');
  });

  it('counts a teammate unit as friendly (648.8.d)', () => {
    const t = teams({ turn: { seat: 2 } });
    t.act(2, { type: 'play', card: t.id('rookie') });
    expect(t.decision()).toMatchObject({ kind: 'chooseTargets', seat: 2 });
  });

  it('does not score a battlefield the teammate controlled at the start of the turn, even for the final point (648.8.b, 648.8.g)', () => {
    const t = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [viktor({ points: 10, base: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }] }), sett(), sett(), viktor()],
      battlefields: [field('blank', 1), field('blank', 2, { controller: 2, units: ['OGN-219'] }), field('blank', 3)],
      turn: { seat: 0, scored: [{ bf: 2, seat: 0 }] },
    });
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    t.passShowdown();
    // Battlefields 0 and 2 are scored; battlefield 1 (the teammate's) does not count against the final point.
    expect(t.points(0)).toBe(11);
    expect(t.state.result?.outcomes).toEqual(['win', 'loss', 'win', 'loss']);
  });

  it('keeps hands private from teammates (648.8.f)', () => {
    const t = teams();
    expect(viewFor(t.state, { kind: 'seat', seat: 0 }).seats[2]?.hand).toBeNull();
    expect(viewFor(t.state, { kind: 'seat', seat: 2 }).seats[2]?.hand).toHaveLength(3);
  });
});
