import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { duel, field, FURY, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** A Fury player: Viktor's seat with eight ready Fury runes (the scenario does not check identity). */
const fury = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(FURY, 8), ...extra });
const unitAt = (bf: number, label: string, controller: number, card = 'OGN-219') => field('blank', bf, { controller, units: [{ card, label }] });

describe('Origins Fury cards', () => {
  it('OGN-003 makes its controller discard one card when played (CR 1.3 422.4, 382)', () => {
    const table = Table.load(duel([fury({ hand: [{ card: 'OGN-003', label: 'enforcer' }, { card: 'OGN-219', label: 'other' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('enforcer') });
    table.passChain();
    expect(table.object('other').zone).toBe('trash');
    expect(table.object('enforcer').zone).toBe('base');
  });

  it('OGN-009 deals 3 to a unit at a battlefield and cannot choose a unit in base (CR 1.3 417.1.b)', () => {
    const table = Table.load(
      duel([fury({ hand: [{ card: 'OGN-009', label: 'ray' }] }), sett({ base: [{ card: 'OGN-219', label: 'home' }] })], [unitAt(0, 'away', 1), field('blank', 1)]),
    );
    expect(table.reject(0, { type: 'play', card: table.id('ray'), targets: [{ id: table.id('home'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('ray'), targets: [{ id: table.id('away'), stamp: 0 }] });
    table.passChain();
    expect(table.eventsOf('DamageDealt')).toEqual([expect.objectContaining({ target: table.id('away'), amount: 3 })]);
  });

  it('OGN-016 gives a unit +2 might this turn only with Legion (CR 1.3 812)', () => {
    const withLegion = Table.load(
      duel([fury({ hand: [{ card: 'OGN-016', label: 'duo' }], base: [{ card: 'OGN-219', label: 'ally' }], cardsPlayed: 1 }), sett()]),
    );
    withLegion.act(0, { type: 'play', card: withLegion.id('duo') });
    withLegion.act(0, { type: 'chooseTargets', targets: [{ id: withLegion.id('ally'), stamp: 0 }] });
    withLegion.passChain();
    expect(mightOf(withLegion.state, withLegion.id('ally'))).toBe(6);

    const withoutLegion = Table.load(duel([fury({ hand: [{ card: 'OGN-016', label: 'duo' }], base: [{ card: 'OGN-219', label: 'ally' }] }), sett()]));
    withoutLegion.act(0, { type: 'play', card: withoutLegion.id('duo') });
    withoutLegion.passChain();
    expect(mightOf(withoutLegion.state, withoutLegion.id('ally'))).toBe(4);
    expect(withoutLegion.eventsOf('TriggerQueued')).toHaveLength(0);
  });

  it('OGN-020 with Legion discards two then draws two (CR 1.3 812, 422.4, 413)', () => {
    const table = Table.load(
      duel([
        fury({ hand: [{ card: 'OGN-020', label: 'champion' }, { card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }], cardsPlayed: 1, mainDeck: ['OGN-210', 'OGN-210', 'OGN-210'] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('champion') });
    table.passChain();
    expect([table.object('a').zone, table.object('b').zone]).toEqual(['trash', 'trash']);
    expect(table.state.seats[0]?.hand.map((id) => table.object(id).card)).toEqual(['OGN-210', 'OGN-210']);
  });

  it('OGN-029 deals 3 to each of two chosen units, which may be the same unit (errata; CR 1.3 417.1.d)', () => {
    const table = Table.load(duel([fury({ hand: [{ card: 'OGN-029', label: 'star' }] }), sett({ base: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-142', label: 'drake' }] })]));
    const drake = { id: table.id('drake'), stamp: 0 };
    table.act(0, { type: 'play', card: table.id('star'), targets: [drake, drake] });
    table.passChain();
    expect(table.eventsOf('DamageDealt').map((event) => [event.target, event.amount])).toEqual([
      [drake.id, 3],
      [drake.id, 3],
    ]);
    expect(table.object('drake').damage).toBe(6);
  });

  it('OGN-036 recycles a card of its trash to get +1 might this turn, and cannot with an empty trash (CR 1.3 416.3)', () => {
    const table = Table.load(duel([fury({ base: [{ card: 'OGN-036', label: 'vi' }], trash: [{ card: 'OGN-219', label: 'fodder' }] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('vi'), ability: 0, recycle: [table.id('fodder')] });
    table.passChain();
    expect(mightOf(table.state, table.id('vi'))).toBe(4);
    expect(table.object('fodder').zone).toBe('mainDeck');
    expect(table.reject(0, { type: 'activate', source: table.id('vi'), ability: 0 }).code).toMatch(/cost/);
  });

  it('OGN-040 exhausts to add one Fury power (CR 1.3 429)', () => {
    const table = Table.load(duel([fury({ base: [{ card: 'OGN-040', label: 'seal' }], runes: [] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('seal'), ability: 0 });
    expect(table.object('seal').exhausted).toBe(true);
    expect(table.state.seats[0]?.pool.power).toMatchObject({ Fury: 1 });
  });

  it('OGN-017 enters exhausted, then exhausts to deal 2 to a unit at a battlefield (CR 1.3 143.4, 376)', () => {
    const table = Table.load(duel([fury({ hand: [{ card: 'OGN-017', label: 'ballista' }] }), sett()], [unitAt(0, 'target', 1), field('blank', 1)]));
    table.act(0, { type: 'play', card: table.id('ballista') });
    table.passChain();
    expect(table.object('ballista')).toMatchObject({ zone: 'base', exhausted: true });
    expect(table.reject(0, { type: 'activate', source: table.id('ballista'), ability: 1, targets: [{ id: table.id('target'), stamp: 0 }] }).code).toMatch(/exhaust/);

    const ready = Table.load(duel([fury({ base: [{ card: 'OGN-017', label: 'ballista' }] }), sett()], [unitAt(0, 'target', 1), field('blank', 1)]));
    ready.act(0, { type: 'activate', source: ready.id('ballista'), ability: 1, targets: [{ id: ready.id('target'), stamp: 0 }] });
    ready.passChain();
    expect(ready.object('target').damage).toBe(2);
  });

  it('OGN-022 kills every gear on the board, both players\' (CR 1.3 428.6)', () => {
    const table = Table.load(
      duel([fury({ hand: [{ card: 'OGN-022', label: 'beam' }], base: [{ card: 'OGN-040', label: 'mine' }, { card: 'OGN-219', label: 'unit' }] }), sett({ base: [{ card: 'OGN-228', label: 'theirs' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('beam') });
    table.passChain();
    expect([table.object('mine').zone, table.object('theirs').zone, table.object('unit').zone]).toEqual(['trash', 'trash', 'base']);
    expect(table.eventsOf('PermanentKilled')).toHaveLength(2);
  });

  it('OGN-038 draws one card for each Mighty unit its controller controls, itself included (CR 1.3 706, 413)', () => {
    const table = Table.load(
      duel([
        fury({ hand: [{ card: 'OGN-038', label: 'kadregrin' }], runes: runes(FURY, 11), base: [{ card: 'OGN-142' }, { card: 'OGN-219' }], mainDeck: ['OGN-210', 'OGN-210', 'OGN-210', 'OGN-210'] }),
        sett({ base: [{ card: 'OGN-142' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('kadregrin') });
    table.passChain();
    // Kadregrin (9) and Mountain Drake (10) are Mighty; Vanguard Sergeant and the enemy drake do not count.
    expect(table.state.seats[0]?.hand).toHaveLength(2);
  });

  it('OGN-012 costs 2 energy less once another card was played this turn (Legion, CR 1.3 812, 356.4)', () => {
    const withLegion = Table.load(duel([fury({ hand: [{ card: 'OGN-012', label: 'hopeful' }], cardsPlayed: 1 }), sett()]));
    withLegion.act(0, { type: 'play', card: withLegion.id('hopeful') });
    expect(withLegion.eventsOf('CostPaid')[0]?.spentEnergy).toBe(2);
    const without = Table.load(duel([fury({ hand: [{ card: 'OGN-012', label: 'hopeful' }] }), sett()]));
    without.act(0, { type: 'play', card: without.id('hopeful') });
    expect(without.eventsOf('CostPaid')[0]?.spentEnergy).toBe(4);
  });

  it('OGN-028 has its printed might plus its controller\'s points (layer 3, CR 1.3 468)', () => {
    const table = Table.load(duel([fury({ base: [{ card: 'OGN-028', label: 'draven' }], points: 4 }), sett({ points: 2 })]));
    expect(mightOf(table.state, table.id('draven'))).toBe(7);
  });
});
