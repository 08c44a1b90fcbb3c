import { describe, expect, it } from 'vitest';
import { BODY, duel, field, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { keywordsOf, mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';

/** A Body player: Sett's seat with eight ready Body runes. */
const body = (extra: Parameters<typeof sett>[0] = {}) => sett({ runes: runes(BODY, 8), ...extra });

describe('Origins Body cards', () => {
  it('OGN-138 channels two runes exhausted and draws nothing when both came (CR 1.3 430)', () => {
    const table = Table.load(duel([body({ hand: [{ card: 'OGN-138', label: 'catalyst' }], runeDeck: runes(BODY, 3) }), viktor()]));
    table.act(0, { type: 'play', card: table.id('catalyst') });
    table.passChain();
    expect(table.eventsOf('RuneChanneled')).toHaveLength(2);
    expect(table.eventsOf('RuneChanneled').every((event) => event.exhausted)).toBe(true);
    expect(table.state.seats[0]?.hand).toHaveLength(0);
  });

  it('OGN-138 draws one when fewer than two runes could be channelled (CR 1.3 430, 413)', () => {
    const table = Table.load(duel([body({ hand: [{ card: 'OGN-138', label: 'catalyst' }], runeDeck: runes(BODY, 1) }), viktor()]));
    table.act(0, { type: 'play', card: table.id('catalyst') });
    table.passChain();
    expect(table.eventsOf('RuneChanneled')).toHaveLength(1);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });

  it('OGN-163 exhausts to add one Body power (CR 1.3 429)', () => {
    const table = Table.load(duel([body({ base: [{ card: 'OGN-163', label: 'seal' }], runes: [] }), viktor()]));
    table.act(0, { type: 'activate', source: table.id('seal'), ability: 0 });
    expect(table.state.seats[0]?.pool.power).toMatchObject({ Body: 1 });
  });

  it('OGN-124 exhausts to buff an exhausted friendly unit, never a ready one (CR 1.3 426, 414.2)', () => {
    const table = Table.load(duel([body({ base: [{ card: 'OGN-124', label: 'bar' }, { card: 'OGN-219', label: 'tired', exhausted: true }, { card: 'OGN-219', label: 'fresh' }] }), viktor()]));
    expect(table.reject(0, { type: 'activate', source: table.id('bar'), ability: 0, targets: [{ id: table.id('fresh'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'activate', source: table.id('bar'), ability: 0, targets: [{ id: table.id('tired'), stamp: 0 }] });
    table.passChain();
    expect(table.object('tired').buffs).toBe(1);
  });

  it('OGN-127 deals 2 to every enemy unit in combat and to no other unit (CR 1.3 741.3, 417.1.d)', () => {
    const table = Table.load(
      duel(
        [body({ hand: [{ card: 'OGN-127', label: 'barrage' }], base: [{ card: 'OGN-142', label: 'attacker' }] }), viktor()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'defender' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'elsewhere' }] })],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    expect(table.state.combat).toMatchObject({ bf: 0 });
    // The attacker has focus first in the combat showdown.
    expect(table.decision()).toMatchObject({ kind: 'priority', seat: 0 });
    table.act(0, { type: 'play', card: table.id('barrage') });
    table.passChain();
    expect(table.eventsOf('DamageDealt').filter((event) => !event.combat).map((event) => [event.target, event.amount])).toEqual([[table.id('defender'), 2]]);
  });

  it('OGN-128 makes a friendly and an enemy unit deal damage equal to their might to each other (CR 1.3 417.6.b.3)', () => {
    const table = Table.load(duel([body({ hand: [{ card: 'OGN-128', label: 'challenge' }], base: [{ card: 'OGN-142', label: 'drake' }] }), viktor({ base: [{ card: 'OGN-219', label: 'sergeant' }] })]));
    table.act(0, { type: 'play', card: table.id('challenge'), targets: [{ id: table.id('drake'), stamp: 0 }, { id: table.id('sergeant'), stamp: 0 }] });
    table.passChain();
    expect(table.object('drake').damage).toBe(4);
    expect(table.object('sergeant').zone).toBe('trash');
  });

  it('OGN-133 deals 1 to every unit at a battlefield, friendly or enemy, and none in base (CR 1.3 417.1.d)', () => {
    const table = Table.load(
      duel(
        [body({ hand: [{ card: 'OGN-133', label: 'flurry' }], base: [{ card: 'OGN-219', label: 'home' }] }), viktor()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'mine' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'theirs' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('flurry') });
    table.passChain();
    expect([table.object('mine').damage, table.object('theirs').damage, table.object('home').damage]).toEqual([1, 1, 0]);
  });

  it('OGN-148 deals 3 to every enemy unit where it attacks (CR 1.3 417.1.d, 382)', () => {
    const table = Table.load(
      duel(
        [body({ base: [{ card: 'OGN-148', label: 'anivia' }] }), viktor({ base: [{ card: 'OGN-219', label: 'home' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-142', label: 'b' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('anivia')], to: 0 });
    table.passChain();
    expect(table.eventsOf('DamageDealt').filter((event) => !event.combat).map((event) => event.target).sort()).toEqual([table.id('a'), table.id('b')].sort());
    expect(table.object('home').damage).toBe(0);
  });

  it('OGN-149 and an enemy unit at a battlefield deal damage equal to their might to each other when it is played (CR 1.3 417.6.b.3)', () => {
    const table = Table.load(
      duel([body({ hand: [{ card: 'OGN-149', label: 'snapvine' }] }), viktor()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'enemy' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('snapvine') });
    table.passChain();
    expect(table.object('snapvine').damage).toBe(4);
    expect(table.object('enemy').zone).toBe('trash');
  });

  it('OGN-159 enters ready and kills the damaged enemy units where it attacks (CR 1.3 143.4, 428.6)', () => {
    const table = Table.load(
      duel(
        [body({ hand: [{ card: 'OGN-159', label: 'warwick' }] }), viktor()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'hurt', damage: 1 }, { card: 'OGN-142', label: 'whole' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('warwick') });
    table.passChain();
    expect(table.object('warwick').exhausted).toBe(false);
    table.act(0, { type: 'move', units: [table.id('warwick')], to: 0 });
    table.passChain();
    expect(table.object('hurt').zone).toBe('trash');
    expect(table.object('whole').zone).toBe('battlefield');
  });

  it('OGN-125 has Ganking only while buffed (CR 1.3 364.3.a, 810)', () => {
    const table = Table.load(duel([body({ base: [{ card: 'OGN-125', label: 'plain' }, { card: 'OGN-125', label: 'buffed', buffs: 1 }] }), viktor()]));
    expect(keywordsOf(table.state, table.id('plain')).ganking).toBeUndefined();
    expect(keywordsOf(table.state, table.id('buffed')).ganking).toBe(true);
  });

  it('OGN-131 gets +2 might this turn when it attacks only if a ready enemy unit is there (CR 1.3 415.2, 382)', () => {
    const attack = (exhausted: boolean) => {
      const table = Table.load(
        duel([body({ base: [{ card: 'OGN-131', label: 'drake' }] }), viktor()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', exhausted }] }), field('blank', 1)]),
      );
      table.act(0, { type: 'move', units: [table.id('drake')], to: 0 });
      table.passChain();
      return table.eventsOf('MightModified').length;
    };
    expect(attack(false)).toBe(1);
    expect(attack(true)).toBe(0);
  });

  it('OGN-164 buffs itself when played (CR 1.3 426)', () => {
    const table = Table.load(duel([body({ hand: [{ card: 'OGN-164', label: 'sett' }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('sett') });
    table.passChain();
    expect(table.object('sett').buffs).toBe(1);
  });

  it('OGN-164 buffs itself when it conquers, then spends its buff for +4 might this turn (CR 1.3 383.4.c.2.a, 702.2.b)', () => {
    const table = Table.load(duel([body({ base: [{ card: 'OGN-164', label: 'sett' }] }), viktor()]));
    expect(table.reject(0, { type: 'activate', source: table.id('sett'), ability: 2 }).code).toBe('cost/no_buff');
    table.act(0, { type: 'move', units: [table.id('sett')], to: 0 });
    table.passShowdown();
    table.passChain();
    expect(table.eventsOf('BattlefieldConquered')).toHaveLength(1);
    expect(table.object('sett').buffs).toBe(1);
    table.act(0, { type: 'activate', source: table.id('sett'), ability: 2 });
    table.passChain();
    expect(table.object('sett').buffs).toBe(0);
    expect(mightOf(table.state, table.id('sett'))).toBe(8);
  });
});
