import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { Table } from '../testing/table.js';
import { BODY, CALM, duel, field, FURY, MIND, ORDER, runes, sett, viktor } from './fixtures.js';

const spent = (table: Table, from: number) => table.eventsOf('CostPaid', from).map((event) => event.spentEnergy);

describe('total cost (560)', () => {
  it('OGN-014, OGN-084 Sky Splitter with Eager Apprentice: discounts apply in the chosen order, each with its own minimum (560.4.c worked example)', () => {
    const scenario = duel(
      [
        viktor({
          runes: [...runes(MIND, 8), ...runes(FURY, 1)],
          hand: [{ card: 'OGN-014', label: 'splitter' }],
          base: [{ card: 'OGN-208', label: 'patron', buffs: 1 }],
        }),
        sett({ base: [{ card: 'OGN-219', label: 'target' }] }),
      ],
      [field('blank', 0, { controller: 0, units: [{ card: 'OGN-084', label: 'apprentice' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] })],
    );
    const apprenticeFirst = Table.load(scenario);
    const apprentice = String(apprenticeFirst.id('apprentice'));
    const drake = { id: apprenticeFirst.id('drake'), stamp: 0 };
    apprenticeFirst.act(0, { type: 'play', card: apprenticeFirst.id('splitter'), targets: [drake], discountOrder: [apprentice, 'self'] });
    expect(spent(apprenticeFirst, 0)).toEqual([0]);
    const splitterFirst = Table.load(scenario);
    splitterFirst.act(0, { type: 'play', card: splitterFirst.id('splitter'), targets: [drake], discountOrder: ['self', apprentice] });
    expect(spent(splitterFirst, 0)).toEqual([1]);
    const incomplete = Table.load(scenario);
    expect(incomplete.reject(0, { type: 'play', card: incomplete.id('splitter'), targets: [drake], discountOrder: ['self'] }).code).toBe('cost/discount_order');
  });

  it('makes a mandatory additional cost part of playing the card (560.2.a.1)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-208', label: 'patron' }], base: [{ card: 'OGN-096', label: 'sentry' }] }), sett()]));
    expect(table.reject(0, { type: 'play', card: table.id('patron') }).code).toBe('cost/kill_friendly_unit');
    table.act(0, { type: 'play', card: table.id('patron'), additionalCost: { pay: true, kill: table.id('sentry') } });
    expect(table.object('sentry').zone).toBe('trash');
    expect(table.object('patron').zone).toBe('base');
  });

  it('lets the kill cost take the only unit at the battlefield the unit is played to: control holds while it is on the chain (CR 1.3 187.4.c; CR 1.0 559.5, 561.3 refused it)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-208', label: 'patron' }] }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-096', label: 'alone' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('patron'), to: 0, additionalCost: { pay: true, kill: table.id('alone') } });
    expect(table.object('alone').zone).toBe('trash');
    expect(table.object('patron')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.state.battlefields[0]).toMatchObject({ controller: 0, contestedBy: null });
    expect(table.eventsOf('BattlefieldControlChanged')).toHaveLength(0);
  });

  it('reduces the cost when an optional additional cost is paid (560.2.b, 560.4)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-002', label: 'buccaneer' }, { card: 'OGN-219', label: 'fodder' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('buccaneer'), additionalCost: { pay: true, discard: table.id('fodder') } });
    expect(spent(table, 0)).toEqual([4]);
    expect(table.object('fodder').zone).toBe('trash');
  });

  it('ignores the base cost when told to, but keeps the other costs (560.1, 560.1.c)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-207', label: 'glory' }], base: [{ card: 'OGN-219', label: 'unit', buffs: 1 }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('glory'), targets: [{ id: table.id('unit'), stamp: 0 }], additionalCost: { pay: true, spendBuffFrom: table.id('unit') } });
    expect(table.eventsOf('CostPaid')).toHaveLength(0);
    expect(table.object('unit').buffs).toBe(0);
  });

  it('counts an optional additional cost as paid once chosen (560.4.d.1)', () => {
    const table = Table.load(duel([viktor({ runes: [...runes(MIND, 3), ...runes(CALM, 1)], hand: [{ card: 'OGN-044', label: 'keeper' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('keeper'), additionalCost: { pay: true } });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(1);
    expect(table.eventsOf('CostPaid')[0]?.spentPower).toEqual({ Calm: 1 });
  });

  it('adds Deflect as an extra power for opponents choosing the unit (560.2.a.2, 721.1.c)', () => {
    const table = Table.load(
      duel([
        sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }], runes: [...runes(ORDER, 4), ...runes(BODY, 1)] }),
        viktor({ base: [{ card: 'OGN-232', label: 'fiora', buffs: 1 }] }),
      ]),
    );
    // Fiora is Mighty (4 + buff = 5) so she has Deflect: Vengeance needs 4 energy, 2 Order and 1 more power.
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('fiora'), stamp: 0 }] });
    const paid = table.eventsOf('CostPaid')[0];
    expect(paid?.spentEnergy).toBe(4);
    expect(Object.values(paid?.spentPower ?? {}).reduce((sum, n) => sum + (n ?? 0), 0)).toBe(3);
  });
});

describe('cost increases (560.3)', () => {
  const VORTEX = 'VEN-160';
  const powerSpent = (table: Table, from: number) =>
    table.eventsOf('CostPaid', from).map((event) => Object.values(event.spentPower).reduce((sum, n) => sum + (n ?? 0), 0));

  /** Viktor moves a unit to the empty battlefield 0 (a showdown there) and holds Retreat (Reaction, one energy). */
  function retreatTable(first: string) {
    return Table.load(
      duel([viktor({ base: [{ card: 'OGN-219', label: 'unit' }], hand: [{ card: 'OGN-104', label: 'retreat' }] }), sett()], [field(first, 0), field('blank', 1)]),
    );
  }

  it('VEN-160 Mystic Vortex makes a Reaction card cost one more power of any domain during a showdown here (560.3)', () => {
    const table = retreatTable(VORTEX);
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    expect(table.state.showdown).toMatchObject({ bf: 0 });
    const from = table.events.length;
    table.act(0, { type: 'play', card: table.id('retreat'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    expect(spent(table, from)).toEqual([1]);
    expect(powerSpent(table, from)).toEqual([1]);
  });

  it('adds nothing without a showdown here, or at a battlefield without the increase (560.3)', () => {
    const quiet = retreatTable(VORTEX);
    quiet.act(0, { type: 'play', card: quiet.id('retreat'), targets: [{ id: quiet.id('unit'), stamp: 0 }] });
    expect(powerSpent(quiet, 0)).toEqual([0]);
    const elsewhere = retreatTable('blank');
    elsewhere.act(0, { type: 'move', units: [elsewhere.id('unit')], to: 0 });
    const from = elsewhere.events.length;
    elsewhere.act(0, { type: 'play', card: elsewhere.id('retreat'), targets: [{ id: elsewhere.id('unit'), stamp: 0 }] });
    expect(powerSpent(elsewhere, from)).toEqual([0]);
  });

  it('leaves cards without Reaction alone (560.3)', () => {
    // Primal Strength is an Action spell (4 energy, 1 Body power): the same price here as elsewhere.
    const strengthPaid = (first: string) => {
      const table = Table.load(
        duel([viktor({ base: [{ card: 'OGN-219', label: 'unit' }] }), sett({ hand: [{ card: 'OGN-154', label: 'strength' }] })], [field(first, 0), field('blank', 1)]),
      );
      table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
      table.act(0, { type: 'pass' });
      const from = table.events.length;
      table.act(1, { type: 'play', card: table.id('strength'), targets: [{ id: table.id('unit'), stamp: 0 }] });
      return { energy: spent(table, from), power: powerSpent(table, from) };
    };
    expect(strengthPaid(VORTEX)).toEqual({ energy: [4], power: [1] });
    expect(strengthPaid('blank')).toEqual({ energy: [4], power: [1] });
  });

  /** Viktor hides the blade at battlefield 0 in turn 1; in turn 2 Sett contests it, then passes focus. */
  function hiddenAtShowdown(first: string, viktorRunes = [...runes(MIND, 3), ...runes(ORDER, 3)]) {
    const table = Table.load(
      duel(
        [viktor({ runes: viktorRunes, hand: [{ card: 'OGN-213', label: 'blade' }] }), sett({ base: [{ card: 'OGN-088', label: 'mech' }] })],
        [field(first, 0, { controller: 0, units: [{ card: 'OGN-219', label: 'guard' }] }), field('blank', 1, { controller: 1, units: ['OGN-219'] })],
      ),
    );
    table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'move', units: [table.id('mech')], to: 0 });
    table.act(1, { type: 'pass' });
    return table;
  }

  it('still applies when the base cost is ignored: a hidden card played here costs the increase (560.1.c, 723.1.d)', () => {
    const blank = hiddenAtShowdown('blank');
    const before = blank.events.length;
    blank.act(0, { type: 'play', card: blank.id('blade'), targets: [{ id: blank.id('mech'), stamp: 0 }] });
    expect(blank.eventsOf('CostPaid', before)).toHaveLength(0);

    const vortex = hiddenAtShowdown(VORTEX);
    const from = vortex.events.length;
    vortex.act(0, { type: 'play', card: vortex.id('blade'), targets: [{ id: vortex.id('mech'), stamp: 0 }] });
    expect(spent(vortex, from)).toEqual([0]);
    expect(powerSpent(vortex, from)).toEqual([1]);
  });

  it('refuses the play when the increase cannot be paid, and changes nothing (560.3, 561.1, 562.3)', () => {
    const table = hiddenAtShowdown(VORTEX, runes(MIND, 1));
    expect(table.state.seats[0]?.runes).toHaveLength(0);
    const before = JSON.stringify(table.state);
    expect(table.reject(0, { type: 'play', card: table.id('blade'), targets: [{ id: table.id('mech'), stamp: 0 }] })).toMatchObject({
      code: 'cost/cannot_pay',
      ruleRef: 'CR 1.4 357.1',
    });
    expect(JSON.stringify(table.state)).toBe(before);
  });

  it('counts in the legal plays: an unaffordable increase removes the play from legalActions (560.3)', () => {
    const table = hiddenAtShowdown(VORTEX, runes(MIND, 1));
    const plays = legalActions(table.state, 0).filter((action) => action.type === 'play');
    expect(plays).toHaveLength(0);
    const affordable = hiddenAtShowdown(VORTEX);
    expect(legalActions(affordable.state, 0).filter((action) => action.type === 'play').length).toBeGreaterThan(0);
  });
});

describe('paying (161, 561)', () => {
  it('pays from runes: exhaust for energy, recycle for power to the bottom of the rune deck (157.2, 594.1.b)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }], base: [{ card: 'OGN-219', label: 'unit' }] }), sett()]));
    const runeIds = table.state.seats[0]?.runes ?? [];
    const orders = runeIds.filter((id) => table.state.objects[id]?.card === ORDER);
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('unit'), stamp: 0 }], payment: { exhaust: runeIds.slice(0, 4), recycle: orders.slice(0, 2) } });
    expect(table.state.seats[0]?.runes).toHaveLength(4);
    expect(table.state.seats[0]?.runeDeck.slice(0, 2)).toEqual([...orders.slice(0, 2)].reverse());
  });

  it('lets an exhausted rune still be recycled for power (reading R8)', () => {
    const table = Table.load(duel([viktor({ runes: [...runes(ORDER, 2, true), ...runes(MIND, 4)], hand: [{ card: 'OGN-229', label: 'vengeance' }], base: [{ card: 'OGN-219', label: 'unit' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    expect(table.object('unit').zone).toBe('base');
    expect(table.eventsOf('CostPaid')[0]?.recycled).toHaveLength(2);
  });

  it('uses Add abilities of gear to pay (561.1.a, 605)', () => {
    const table = Table.load(duel([viktor({ runes: runes(MIND, 4), hand: [{ card: 'OGN-229', label: 'vengeance' }], base: [{ card: 'OGN-245', label: 'seal' }, { card: 'OGN-245', label: 'seal2' }, { card: 'OGN-219', label: 'unit' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    expect(table.object('seal').exhausted).toBe(true);
    expect(table.object('seal2').exhausted).toBe(true);
  });

  it('refuses a play it cannot pay for and changes nothing (561.1, 562.3)', () => {
    const table = Table.load(duel([viktor({ runes: runes(MIND, 2), hand: [{ card: 'OGN-088', label: 'mech' }] }), sett()]));
    expect(table.reject(0, { type: 'play', card: table.id('mech') })).toMatchObject({ code: 'cost/cannot_pay', ruleRef: 'CR 1.4 357.1' });
    expect(table.reject(0, { type: 'play', card: table.id('mech'), payment: { exhaust: [999] } }).code).toBe('cost/invalid_payment');
  });
});

describe('targets (559.3, 563.2.c)', () => {
  it('checks targets when the card is played (559.3, 562.1)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-213', label: 'blade' }], base: [{ card: 'OGN-219', label: 'home' }] }), sett()]));
    expect(table.reject(0, { type: 'play', card: table.id('blade'), targets: [{ id: table.id('home'), stamp: 0 }] }).code).toBe('target/illegal');
    expect(table.reject(0, { type: 'play', card: table.id('blade'), targets: [] }).code).toBe('target/illegal');
  });

  it('leaves an illegal target alone but follows the other instructions (563.2.c.5 worked example)', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: [...runes(FURY, 2), ...runes(MIND, 2)], hand: [{ card: 'OGN-024', label: 'seeker' }], mainDeck: ['OGN-210'] }), sett({ hand: [{ card: 'OGN-104', label: 'retreat' }] })],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('seeker'), targets: [{ id: table.id('drake'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('retreat'), targets: [{ id: table.id('drake'), stamp: 0 }] });
    table.passChain();
    expect(table.object('drake').zone).toBe('hand');
    expect(table.eventsOf('DamageDealt')).toHaveLength(0);
    expect(table.state.seats[0]?.hand).toHaveLength(1); // Void Seeker still draws (563.2.c.5)
    expect(table.object('seeker').zone).toBe('trash');
  });

  it('treats a target that left the board and came back as a new object (563.2.c.4)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-095', label: 'stupefy' }] }), sett({ base: [{ card: 'OGN-219', label: 'unit' }] })]));
    expect(table.reject(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('unit'), stamp: 1 }] }).code).toBe('target/illegal');
  });
});
