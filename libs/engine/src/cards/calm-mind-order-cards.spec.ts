import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { CALM, duel, field, MIND, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** Viktor's seat with ten ready runes of one domain (the scenario does not check identity). */
const seat = (rune: string, extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(rune, 10), ...extra });
const recruitsIn = (table: Table, ids: readonly number[]) => ids.filter((id) => table.object(id).card === 'OGN-271');

describe('Origins Calm cards', () => {
  it('OGN-051 stuns a unit when played (CR 1.3 423)', () => {
    const table = Table.load(duel([seat(CALM, { hand: [{ card: 'OGN-051', label: 'bearer' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })]));
    table.act(0, { type: 'play', card: table.id('bearer') });
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    expect(table.object('enemy').stunned).toBe(true);
  });

  it('OGN-061 buffs itself and draws one when played only if its controller has a Poro (CR 1.3 426, 413)', () => {
    const play = (base: string[]) => {
      const table = Table.load(duel([seat(CALM, { hand: [{ card: 'OGN-061', label: 'herder' }], base }), sett({ base: ['OGN-210'] })]));
      table.act(0, { type: 'play', card: table.id('herder') });
      table.passChain();
      return { buffs: table.object('herder').buffs, hand: table.state.seats[0]?.hand.length };
    };
    expect(play(['OGN-210'])).toEqual({ buffs: 1, hand: 1 });
    // The enemy's Daring Poro does not count.
    expect(play(['OGN-219'])).toEqual({ buffs: 0, hand: 0 });
  });

  it('OGN-081 exhausts to add one Calm power (CR 1.3 429)', () => {
    const table = Table.load(duel([seat(CALM, { base: [{ card: 'OGN-081', label: 'seal' }], runes: [] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('seal'), ability: 0 });
    expect(table.state.seats[0]?.pool.power).toMatchObject({ Calm: 1 });
  });

  it('OGN-082 gives a unit +8 might this turn when played (CR 1.3 468)', () => {
    const table = Table.load(duel([seat(CALM, { hand: [{ card: 'OGN-082', label: 'protector' }], base: [{ card: 'OGN-219', label: 'ally' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('protector') });
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('ally'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('ally'))).toBe(12);
  });
  it('OGN-047 draws one and channels one, and costs 2 energy less while an opponent is within 3 points of winning (CR 1.3 356.4)', () => {
    const spent = (opponentPoints: number) => {
      const table = Table.load(duel([seat(CALM, { hand: [{ card: 'OGN-047', label: 'center' }] }), sett({ points: opponentPoints })]));
      table.act(0, { type: 'play', card: table.id('center') });
      table.passChain();
      expect(table.state.seats[0]?.hand).toHaveLength(1);
      expect(table.eventsOf('RuneChanneled')).toHaveLength(1);
      return table.eventsOf('CostPaid')[0]?.spentEnergy;
    };
    // The Duel's victory score is 8: 5 points is within 3, 4 points is not.
    expect(spent(4)).toBe(3);
    expect(spent(5)).toBe(1);
  });

  it('OGN-065 has one more might while buffed than its buff gives (CR 1.3 701, 468)', () => {
    const table = Table.load(duel([seat(CALM, { base: [{ card: 'OGN-065', label: 'plain' }, { card: 'OGN-065', label: 'buffed', buffs: 1 }] }), sett()]));
    expect([mightOf(table.state, table.id('plain')), mightOf(table.state, table.id('buffed'))]).toEqual([4, 6]);
  });

  it('OGN-076 deals damage equal to its might to an enemy unit where it attacks (CR 1.3 417.6.b)', () => {
    const table = Table.load(
      duel([seat(CALM, { base: [{ card: 'OGN-076', label: 'yasuo' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('yasuo')], to: 0 });
    table.passChain();
    expect(table.eventsOf('DamageDealt').filter((event) => !event.combat)).toEqual([expect.objectContaining({ target: table.id('drake'), amount: 6 })]);
  });
});

describe('Origins Mind cards', () => {
  it('OGN-090 exhausts to give a unit -1 might this turn, never below 1 (CR 1.3 468)', () => {
    const table = Table.load(duel([seat(MIND, { base: [{ card: 'OGN-090', label: 'orb' }] }), sett({ base: [{ card: 'OGN-136', label: 'rookie' }] })]));
    table.act(0, { type: 'activate', source: table.id('orb'), ability: 0, targets: [{ id: table.id('rookie'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('rookie'))).toBe(1);
  });

  it('OGN-092 deals 6 to an enemy unit at a battlefield when played (CR 1.3 417)', () => {
    const table = Table.load(duel([seat(MIND, { hand: [{ card: 'OGN-092', label: 'rex' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)]));
    table.act(0, { type: 'play', card: table.id('rex') });
    table.passChain();
    expect(table.object('drake').damage).toBe(6);
  });

  it('OGN-093 gives a unit -4 might this turn to a minimum of 1 (CR 1.3 468)', () => {
    const table = Table.load(duel([seat(MIND, { hand: [{ card: 'OGN-093', label: 'smoke' }] }), sett({ base: [{ card: 'OGN-219', label: 'sergeant' }, { card: 'OGN-142', label: 'drake' }] })]));
    table.act(0, { type: 'play', card: table.id('smoke'), targets: [{ id: table.id('sergeant'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('sergeant'))).toBe(1);
  });

  it('OGN-097 gives a unit -2 might this turn to a minimum of 1 when played (CR 1.3 468)', () => {
    const table = Table.load(duel([seat(MIND, { hand: [{ card: 'OGN-097', label: 'fae' }] }), sett({ base: [{ card: 'OGN-219', label: 'sergeant' }] })]));
    table.act(0, { type: 'play', card: table.id('fae') });
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('sergeant'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('sergeant'))).toBe(2);
  });

  it('OGN-098 exhausts to add one energy (CR 1.3 429)', () => {
    const table = Table.load(duel([seat(MIND, { base: [{ card: 'OGN-098', label: 'conduit' }], runes: [] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('conduit'), ability: 0 });
    expect(table.state.seats[0]?.pool.energy).toBe(1);
  });

  it('OGN-105 deals 6 to each of up to two different units (CR 1.3 417)', () => {
    const table = Table.load(duel([seat(MIND, { hand: [{ card: 'OGN-105', label: 'singularity' }] }), sett({ base: [{ card: 'OGN-142', label: 'a' }, { card: 'OGN-142', label: 'b' }] })]));
    const a = { id: table.id('a'), stamp: 0 };
    expect(table.reject(0, { type: 'play', card: table.id('singularity'), targets: [a, a] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('singularity'), targets: [a, { id: table.id('b'), stamp: 0 }] });
    table.passChain();
    expect([table.object('a').damage, table.object('b').damage]).toEqual([6, 6]);
  });

  it('OGN-120 exhausts to add one Mind power (CR 1.3 429)', () => {
    const table = Table.load(duel([seat(MIND, { base: [{ card: 'OGN-120', label: 'seal' }], runes: [] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('seal'), ability: 0 });
    expect(table.state.seats[0]?.pool.power).toMatchObject({ Mind: 1 });
  });

  it('OGN-123 exhausts every friendly unit, then deals 12 to every unit at a battlefield (CR 1.3 414, 417.1.d)', () => {
    const table = Table.load(
      duel(
        [seat(MIND, { hand: [{ card: 'OGN-123', label: 'power' }], base: [{ card: 'OGN-219', label: 'home' }] }), sett({ base: [{ card: 'OGN-219', label: 'theirHome' }] })],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'mine' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'theirs' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('power') });
    table.passChain();
    expect([table.object('home').exhausted, table.object('theirHome').exhausted]).toEqual([true, false]);
    expect([table.object('mine').zone, table.object('theirs').zone, table.object('home').damage]).toEqual(['trash', 'trash', 0]);
  });
});

describe('Origins Order cards', () => {
  it('OGN-218 with Legion plays two Recruits where it was played (CR 1.3 812, 439)', () => {
    const table = Table.load(duel([seat(ORDER, { hand: [{ card: 'OGN-218', label: 'captain' }], cardsPlayed: 1 }), sett()]));
    table.act(0, { type: 'play', card: table.id('captain') });
    table.passChain();
    expect(recruitsIn(table, table.state.seats[0]?.base ?? [])).toHaveLength(2);
  });

  it('OGN-224 may kill a gear, and draws one either way (CR 1.3 428, 413)', () => {
    const table = Table.load(duel([seat(ORDER, { hand: [{ card: 'OGN-224', label: 'salvage' }, { card: 'OGN-224', label: 'again' }] }), sett({ base: [{ card: 'OGN-228', label: 'helm' }] })]));
    table.act(0, { type: 'play', card: table.id('salvage'), targets: [{ id: table.id('helm'), stamp: 0 }] });
    table.passChain();
    expect(table.object('helm').zone).toBe('trash');
    table.act(0, { type: 'play', card: table.id('again'), targets: [null] });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(2);
  });

  it('OGN-233 gives every friendly unit +5 might this turn, enemies none (CR 1.3 468)', () => {
    const table = Table.load(duel([seat(ORDER, { hand: [{ card: 'OGN-233', label: 'strategem' }], base: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-136', label: 'b' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })]));
    table.act(0, { type: 'play', card: table.id('strategem') });
    table.passChain();
    expect([mightOf(table.state, table.id('a')), mightOf(table.state, table.id('b')), mightOf(table.state, table.id('enemy'))]).toEqual([9, 7, 4]);
  });

  it('OGN-234 kills an enemy unit when played (CR 1.3 428)', () => {
    const table = Table.load(duel([seat(ORDER, { hand: [{ card: 'OGN-234', label: 'dragon' }] }), sett({ base: [{ card: 'OGN-142', label: 'drake' }] })]));
    table.act(0, { type: 'play', card: table.id('dragon') });
    table.passChain();
    expect(table.object('drake').zone).toBe('trash');
  });

  it('OGN-238 stuns an enemy unit where it attacks (CR 1.3 423, 382)', () => {
    const table = Table.load(duel([seat(ORDER, { base: [{ card: 'OGN-238', label: 'leona' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'defender' }] }), field('blank', 1)]));
    table.act(0, { type: 'move', units: [table.id('leona')], to: 0 });
    table.passChain();
    expect(table.eventsOf('UnitStunned').map((event) => event.unit)).toEqual([table.id('defender')]);
  });

  it('OGN-239 plays three Recruits in its controller\'s base when it dies (Deathknell, CR 1.3 808, 439)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), seat(ORDER, { base: [{ card: 'OGN-239', label: 'evangel' }] })]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('evangel'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    expect(recruitsIn(table, table.state.seats[1]?.base ?? [])).toHaveLength(3);
  });

});

describe('Origins signature cards', () => {
  it('OGN-248 deals 2 six times, to the same unit or to different ones (errata; CR 1.3 417)', () => {
    const table = Table.load(duel([seat(MIND, { hand: [{ card: 'OGN-248', label: 'rain' }] }), sett({ base: [{ card: 'OGN-142', label: 'drake' }, { card: 'OGN-219', label: 'sergeant' }] })]));
    const drake = { id: table.id('drake'), stamp: 0 };
    const sergeant = { id: table.id('sergeant'), stamp: 0 };
    table.act(0, { type: 'play', card: table.id('rain'), targets: [drake, drake, drake, drake, sergeant, sergeant] });
    table.passChain();
    expect(table.object('drake').damage).toBe(8);
    expect(table.object('sergeant').zone).toBe('trash');
  });

  it('OGN-260 readies a friendly unit that deals damage equal to its might to an enemy unit at a battlefield (CR 1.3 415, 417.6.b)', () => {
    const table = Table.load(
      duel(
        [seat(CALM, { hand: [{ card: 'OGN-260', label: 'breath' }], base: [{ card: 'OGN-142', label: 'drake', exhausted: true }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'enemy' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('breath'), targets: [{ id: table.id('drake'), stamp: 0 }, { id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    expect(table.object('drake').exhausted).toBe(false);
    expect(table.eventsOf('DamageDealt')).toEqual([expect.objectContaining({ target: table.id('enemy'), amount: 10 })]);
  });

  it('OGN-250 makes a friendly unit in base deal its might to each enemy unit at a chosen battlefield, then moves it there (CR 1.3 355.10.b, 444)', () => {
    const table = Table.load(
      duel(
        [seat('OGN-007', { hand: [{ card: 'OGN-250', label: 'storm' }], base: [{ card: 'OGN-219', label: 'sergeant' }] }), sett({ base: [{ card: 'OGN-142', label: 'home' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'a' }, { card: 'OGN-136', label: 'b' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'other' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('storm'), targets: [{ id: table.id('sergeant'), stamp: 0 }, { bf: 0 }] });
    table.passChain();
    expect([table.object('a').damage, table.object('b').zone, table.object('other').damage, table.object('home').damage]).toEqual([4, 'trash', 0, 0]);
    expect(table.object('sergeant')).toMatchObject({ zone: 'battlefield', bf: 0 });
  });
});
