import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { closedByCombat, moveProblem } from '../rules/locations.js';
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
        sett({ hand: [{ card: 'OGN-095', label: 'stupefy' }, { card: 'OGN-219', label: 'unitInHand' }, { card: 'OGN-136', label: 'rookie' }, { card: 'OGN-134', label: 'mobilize' }] }),
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

  it('lets every player take part in a showdown, teammates included (CR 1.4 347.4; CR 1.0 648.8.e made teammates relevant)', () => {
    const t = teams();
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    expect(t.state.showdown?.relevant).toEqual([0, 1, 2, 3]);
  });

  it('lets a teammate act on the turn player turn only when invited (CR 1.3 316.2.b.1, 484.8.a; CR 1.0 648.8.a, 516.2.b.1 needed no invitation)', () => {
    const t = teams();
    expect(legalActions(t.state, 2)).toEqual([]);
    expect(t.reject(2, { type: 'play', card: t.id('stupefy'), targets: [{ id: t.id('a'), stamp: 0 }] }).code).toBe('priority/not_priority_holder');
    // The turn player invites with their own priority, and only a teammate.
    expect(legalActions(t.state, 0)).toContainEqual({ type: 'invite', seat: 2 });
    expect(t.reject(0, { type: 'invite', seat: 1 })).toMatchObject({ code: 'invite/not_invitable', ruleRef: 'CR 1.3 484.8.a' });
    t.act(0, { type: 'invite', seat: 2 });
    expect(t.decision()).toEqual({ kind: 'invitation', seat: 2, from: 0 });
    t.act(2, { type: 'respondInvitation', accept: true });
    expect(t.decision()).toEqual({ kind: 'priority', seat: 2 });
    // Spells and abilities, not units, moves, hiding or ending the turn; and something must be done.
    const actions = legalActions(t.state, 2);
    expect(actions.map((action) => (action.type === 'play' ? action.card : action.type))).toContain(t.id('stupefy'));
    expect(actions.some((action) => action.type !== 'play' && action.type !== 'activate')).toBe(false);
    expect(t.reject(2, { type: 'play', card: t.id('unitInHand') }).code).toBe('turn/not_active_player');
    expect(t.reject(2, { type: 'pass' })).toMatchObject({ code: 'invite/must_act', ruleRef: 'CR 1.3 316.2.b.1' });
    expect(t.reject(2, { type: 'endTurn' }).code).toBe('timing/not_neutral_open');
    t.act(2, { type: 'play', card: t.id('stupefy'), targets: [{ id: t.id('a'), stamp: 0 }] });
    expect(t.state.chain).toHaveLength(1);
    t.passChain();
    // The spell resolved; the turn player has priority again, the teammate none.
    expect(t.decision()).toEqual({ kind: 'priority', seat: 0 });
    expect(legalActions(t.state, 2)).toEqual([]);
  });

  it('lets an invited teammate play a spell without Action or Reaction, or decline (CR 1.3 316.2.b.1 "including ones without Action or Reaction")', () => {
    const t = teams();
    t.act(0, { type: 'invite', seat: 2 });
    t.act(2, { type: 'respondInvitation', accept: false });
    expect(t.decision()).toEqual({ kind: 'priority', seat: 0 });
    t.act(0, { type: 'invite', seat: 2 });
    t.act(2, { type: 'respondInvitation', accept: true });
    t.act(2, { type: 'play', card: t.id('mobilize') });
    t.passChain();
    expect(t.object('mobilize').zone).toBe('trash');
    expect(t.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('lets an invited teammate activate an ability without Reaction (CR 1.3 316.2.b.1)', () => {
    const t = teams({ turn: { seat: 1 } });
    t.act(1, { type: 'invite', seat: 3 });
    t.act(3, { type: 'respondInvitation', accept: true });
    const legend = t.state.seats[3]?.legend ?? -1;
    t.act(3, { type: 'activate', source: legend, ability: 0 });
    t.passChain();
    expect(t.state.seats[3]?.base.map((id) => t.state.objects[id]?.token)).toEqual([true]);
    expect(t.decision()).toEqual({ kind: 'priority', seat: 1 });
  });

  it('invites no one in a mode whose teammates do not act on each other turn, nor in a Duel (CR 1.3 484.8.a)', () => {
    const duelTable = Table.load({ mode: 'duel', seats: [viktor(), sett()], battlefields: [field('blank', 0), field('blank', 1)] });
    expect(duelTable.reject(0, { type: 'invite', seat: 1 }).code).toBe('invite/not_invitable');
    expect(legalActions(duelTable.state, 0).some((action) => action.type === 'invite')).toBe(false);
  });

  it('never shares control: no standard move of a teammate unit, no hiding at its battlefield (648.8.c)', () => {
    const t = teams();
    expect(t.reject(0, { type: 'move', units: [t.id('mate')], to: 'base' }).code).toBe('move/not_controller');
    expect(t.reject(0, { type: 'hide', card: t.id('blade'), bf: 1 }).code).toBe('hide/not_controlled');
  });

  it('refuses a move of any kind to a battlefield a teammate controls (CR 1.3 442.2.b; CR 1.0 only kept it from being contested)', () => {
    const t = teams();
    expect(t.reject(0, { type: 'move', units: [t.id('a')], to: 1 })).toMatchObject({ code: 'move/teammate_battlefield', ruleRef: 'CR 1.3 442.2.b' });
    expect(legalActions(t.state, 0).some((action) => action.type === 'move' && action.to === 1)).toBe(false);
    expect(moveProblem(t.state, t.id('a'), 1, false)?.code).toBe('move/teammate_battlefield');
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

  it('keeps hands private from teammates (CR 1.3 484.8.e; CR 1.0 648.8.f)', () => {
    const t = teams();
    expect(viewFor(t.state, { kind: 'seat', seat: 0 }).seats[2]?.hand).toBeNull();
    expect(viewFor(t.state, { kind: 'seat', seat: 2 }).seats[2]?.hand).toHaveLength(4);
  });
});
