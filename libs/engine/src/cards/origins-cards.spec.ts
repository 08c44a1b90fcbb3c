/**
 * Named tests of Origins cards defined before issue 23 (one or more per card, led by its code):
 * each plays the card from a scenario and checks its effect on the state. Behaviour is described
 * in our own words; rules are cited from Core Rules v1.4.
 */
import { describe, expect, it } from 'vitest';
import { keywordsOf, mightOf } from '../rules/might.js';
import { BODY, duel, field, MIND, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const handSize = (table: Table, seat: number) => table.state.seats[seat]?.hand.length ?? 0;
const runeCount = (table: Table, seat: number) => table.state.seats[seat]?.runes.length ?? 0;
/** Objects of a token card on the board (a token that left the board is gone, CR 1.4 186). */
const tokensOf = (table: Table, card: string) => table.state.objects.filter((object) => object?.card === card && object.zone === 'base');

describe('Origins spells', () => {
  it('OGN-229 Vengeance kills the chosen unit (CR 1.4 428)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-229', label: 'spell' }] }), viktor({ base: [{ card: 'OGN-088', label: 'mech' }] })]));
    table.act(0, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    table.passChain();
    expect(table.object('mech').zone).toBe('trash');
  });

  it('OGN-085 Falling Comet deals 6 to a unit at a battlefield, not one in base (CR 1.4 417)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-085', label: 'spell' }] }), sett({ base: [{ card: 'OGN-088', label: 'home' }] })],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-088', label: 'mech' }] }), field('blank', 0)],
      ),
    );
    expect(table.reject(0, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('home'), stamp: 0 }] }).code).toMatch(/target/);
    table.act(0, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    table.passChain();
    expect(table.object('mech').damage).toBe(6);
  });

  it('OGN-095 Stupefy gives a unit -1 might this turn, never below 1, and draws one (CR 1.4 413)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-095', label: 'spell' }] }), sett({ base: [{ card: 'OGN-088', label: 'mech' }] })]));
    table.act(0, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('mech'))).toBe(7);
    expect(handSize(table, 0)).toBe(1);
  });

  it('OGN-104 Retreat returns a friendly unit to its owner\'s hand and that player channels a rune (CR 1.4 430)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-104', label: 'spell' }], base: [{ card: 'OGN-088', label: 'mech' }] }), sett()]));
    const before = runeCount(table, 0);
    table.act(0, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    table.passChain();
    expect(table.state.seats[0]?.hand.some((id) => table.state.objects[id]?.card === 'OGN-088')).toBe(true);
    expect(runeCount(table, 0)).toBe(before + 1);
  });

  it('OGN-154 Primal Strength gives a unit +7 might this turn (CR 1.4 806)', () => {
    const table = Table.load(duel([viktor(), sett({ hand: [{ card: 'OGN-154', label: 'spell' }], base: [{ card: 'OGN-219', label: 'unit' }] })], undefined, { turn: { seat: 1 } }));
    table.act(1, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('unit'))).toBe(11);
  });

  it('OGN-134 Mobilize channels one rune (CR 1.4 430)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-134', label: 'spell' }] }), viktor()]));
    const before = runeCount(table, 0);
    table.act(0, { type: 'play', card: table.id('spell') });
    table.passChain();
    expect(runeCount(table, 0)).toBe(before + 1);
  });
});

describe('Origins units', () => {
  it('OGN-087 Lecturing Yordle draws one when played and has Tank (CR 1.4 383, 413, 815)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-087', label: 'yordle' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('yordle'), to: 'base' });
    table.passChain();
    expect(handSize(table, 0)).toBe(1);
    expect(keywordsOf(table.state, table.id('yordle')).tank).toBe(true);
  });

  it('OGN-096 Watchful Sentry draws one for its controller when it dies (CR 1.4 808)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-229', label: 'spell' }] }), viktor({ base: [{ card: 'OGN-096', label: 'sentry' }] })]));
    table.act(0, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('sentry'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    expect(handSize(table, 1)).toBe(1);
  });

  it('OGN-106 Sprite Mother plays a ready Sprite token where she enters (CR 1.4 187.2)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-106', label: 'mother' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('mother'), to: 'base' });
    table.passChain();
    expect(tokensOf(table, 'OGN-274')).toEqual([expect.objectContaining({ zone: 'base', exhausted: false, controller: 0 })]);
  });

  it('OGN-211 Faithful Manufactor plays a Recruit token where it enters (CR 1.4 187.1)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-211', label: 'maker' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('maker'), to: 'base' });
    table.passChain();
    expect(tokensOf(table, 'OGN-271')).toEqual([expect.objectContaining({ zone: 'base', controller: 0 })]);
  });

  it('OGN-217 Trifarian Gloryseeker buffs itself only when another card was played this turn (CR 1.4 812, 426)', () => {
    const alone = Table.load(duel([viktor({ hand: [{ card: 'OGN-217', label: 'seeker' }] }), sett()]));
    alone.act(0, { type: 'play', card: alone.id('seeker'), to: 'base' });
    alone.passChain();
    expect(alone.object('seeker').buffs).toBe(0);
    const second = Table.load(duel([viktor({ hand: [{ card: 'OGN-217', label: 'seeker' }, { card: 'OGN-219', label: 'first' }], runes: runes(ORDER, 8) }), sett()]));
    second.act(0, { type: 'play', card: second.id('first'), to: 'base' });
    second.passChain();
    second.act(0, { type: 'play', card: second.id('seeker'), to: 'base' });
    second.passChain();
    expect(second.object('seeker').buffs).toBe(1);
  });

  it('OGN-130 Crackshot Corsair deals 1 to an enemy unit there when it attacks (CR 1.4 417)', () => {
    const table = Table.load(
      duel([viktor({ base: [{ card: 'OGN-130', label: 'corsair' }] }), sett()], [field('blank', 1, { controller: 1, units: [{ card: 'OGN-088', label: 'mech' }] }), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('corsair')], to: 0 });
    table.passChain();
    expect(table.object('mech').damage).toBe(1);
  });

  it('OGN-132 First Mate readies another unit when played (CR 1.4 415)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-132', label: 'mate' }], base: [{ card: 'OGN-219', label: 'tired', exhausted: true }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('mate'), to: 'base' });
    table.passChain();
    expect(table.object('tired').exhausted).toBe(false);
  });

  it('OGN-136 Pit Rookie buffs another friendly unit when played (CR 1.4 426)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-136', label: 'rookie' }], base: [{ card: 'OGN-219', label: 'friend' }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('rookie'), to: 'base' });
    table.passChain();
    expect(table.object('friend').buffs).toBe(1);
    expect(table.object('rookie').buffs).toBe(0);
  });

  it('OGN-137 Stormclaw Ursine channels one rune when played and has Tank (CR 1.4 430, 815)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-137', label: 'bear' }], runes: runes(BODY, 8) }), viktor()]));
    const before = runeCount(table, 0);
    table.act(0, { type: 'play', card: table.id('bear'), to: 'base' });
    table.passChain();
    expect(runeCount(table, 0)).toBe(before + 1);
    expect(keywordsOf(table.state, table.id('bear')).tank).toBe(true);
  });

  it('OGN-139 Cithria of Cloudfield buffs herself when another unit is played (CR 1.4 383, 426)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-219', label: 'next' }], base: [{ card: 'OGN-139', label: 'cithria' }] }), viktor({ runes: runes(MIND, 3) })]));
    table.act(0, { type: 'play', card: table.id('next'), to: 'base' });
    table.passChain();
    expect(table.object('cithria').buffs).toBe(1);
  });
});
