import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { duel, field, FURY, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** Viktor's seat with ten ready runes of one domain (the scenario does not check identity). */
const seat = (rune: string, extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(rune, 10), ...extra });
const ORDER_RUNE = 'OGN-214';
const BODY_RUNE = 'OGN-126';
const CHAOS_RUNE = 'OGN-166';

describe('Proving Grounds cards', () => {
  it('OGS-002 deals 3 to every enemy unit at the chosen battlefield only (CR 1.3 355.10.b, 417.1.d)', () => {
    const table = Table.load(
      duel(
        [seat(FURY, { hand: [{ card: 'OGS-002', label: 'firestorm' }] }), sett()],
        [field('blank', 0, { controller: 1, contestedBy: 0, units: [{ card: 'OGN-142', label: 'a' }, { card: 'OGN-219', controller: 0, label: 'mine' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'other' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('firestorm'), targets: [{ bf: 0 }] });
    table.passChain();
    expect([table.object('a').damage, table.object('mine').damage, table.object('other').damage]).toEqual([3, 0, 0]);
  });

  it('OGS-003 deals 2 to a unit at a battlefield (CR 1.3 417)', () => {
    const table = Table.load(duel([seat(FURY, { hand: [{ card: 'OGS-003', label: 'incinerate' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'u' }] }), field('blank', 1)]));
    table.act(0, { type: 'play', card: table.id('incinerate'), targets: [{ id: table.id('u'), stamp: 0 }] });
    table.passChain();
    expect(table.object('u').damage).toBe(2);
  });

  it('OGS-008 gives a friendly unit +3 might this turn, then it and an enemy unit deal their mights to each other (CR 1.3 417.6.b.3)', () => {
    const table = Table.load(duel([seat(BODY_RUNE, { hand: [{ card: 'OGS-008', label: 'duel' }], base: [{ card: 'OGN-219', label: 'mine' }] }), sett({ base: [{ card: 'OGN-142', label: 'drake' }] })]));
    table.act(0, { type: 'play', card: table.id('duel'), targets: [{ id: table.id('mine'), stamp: 0 }, { id: table.id('drake'), stamp: 0 }] });
    table.passChain();
    expect(table.object('drake').damage).toBe(7);
    expect(table.object('mine').zone).toBe('trash');
  });

  it('OGS-009 enters ready (CR 1.3 143.4)', () => {
    const table = Table.load(duel([seat(BODY_RUNE, { hand: [{ card: 'OGS-009', label: 'yi' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('yi') });
    table.passChain();
    expect(table.object('yi')).toMatchObject({ zone: 'base', exhausted: false });
  });

  it('OGS-010 returns a spell card of its controller\'s trash to hand when played, never a unit card (CR 1.3 355.10.a)', () => {
    const table = Table.load(duel([seat(CHAOS_RUNE, { hand: [{ card: 'OGS-010', label: 'annie' }], trash: [{ card: 'OGN-219', label: 'unitCard' }, { card: 'OGN-229', label: 'a' }, { card: 'OGN-009', label: 'b' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('annie') });
    expect(table.reject(0, { type: 'chooseTargets', targets: [{ id: table.id('unitCard'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('b'), stamp: 0 }] });
    table.passChain();
    expect([table.object('b').zone, table.object('a').zone]).toEqual(['hand', 'trash']);
  });

  it('OGS-011 moves up to two friendly units to base, a unit already there being a legal choice (rulings 2026-08-16; CR 1.3 444)', () => {
    const table = Table.load(
      duel(
        [seat(CHAOS_RUNE, { hand: [{ card: 'OGS-011', label: 'flash' }], base: [{ card: 'OGN-219', label: 'home' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('flash'), targets: [{ id: table.id('away'), stamp: 0 }, { id: table.id('home'), stamp: 0 }] });
    table.passChain();
    expect([table.object('away').zone, table.object('home').zone]).toEqual(['base', 'base']);
  });

  it('OGS-012 kills a unit at a battlefield (CR 1.3 428)', () => {
    const table = Table.load(duel([seat(ORDER_RUNE, { hand: [{ card: 'OGS-012', label: 'blast' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'u' }] }), field('blank', 1)]));
    table.act(0, { type: 'play', card: table.id('blast'), targets: [{ id: table.id('u'), stamp: 0 }] });
    table.passChain();
    expect(table.object('u').zone).toBe('trash');
  });

  it('OGS-016 enters ready (CR 1.3 143.4)', () => {
    const table = Table.load(duel([seat(ORDER_RUNE, { hand: [{ card: 'OGS-016', label: 'attendant' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('attendant') });
    table.passChain();
    expect(table.object('attendant').exhausted).toBe(false);
  });

  it('OGS-018 deals 3 to every unit at a battlefield when played (CR 1.3 417.1.d)', () => {
    const table = Table.load(
      duel(
        [seat(FURY, { hand: [{ card: 'OGS-018', label: 'tibbers' }], base: [{ card: 'OGN-219', label: 'home' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-142', label: 'mine' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'theirs' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('tibbers') });
    table.passChain();
    expect([table.object('mine').damage, table.object('theirs').damage, table.object('home').damage, table.object('tibbers').damage]).toEqual([3, 3, 0, 0]);
  });

  it('OGS-022 deals 8 to a unit (CR 1.3 417)', () => {
    const table = Table.load(duel([seat('OGN-089', { hand: [{ card: 'OGS-022', label: 'spark' }] }), sett({ base: [{ card: 'OGN-142', label: 'u' }] })]));
    table.act(0, { type: 'play', card: table.id('spark'), targets: [{ id: table.id('u'), stamp: 0 }] });
    table.passChain();
    expect(table.object('u').damage).toBe(8);
  });

  it('OGS-024 gives every friendly unit +2 might this turn (CR 1.3 468)', () => {
    const table = Table.load(duel([seat(BODY_RUNE, { hand: [{ card: 'OGS-024', label: 'strike' }], base: [{ card: 'OGN-219', label: 'a' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })]));
    table.act(0, { type: 'play', card: table.id('strike') });
    table.passChain();
    expect([mightOf(table.state, table.id('a')), mightOf(table.state, table.id('enemy'))]).toEqual([6, 4]);
  });
});
