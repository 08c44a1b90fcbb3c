/**
 * More worked questions of the official Riftbound Origins FAQ (2025-10-16,
 * `shared/rules/en/faq-origins.md`): movement, combat, runes, keywords, Hidden, timing and limits,
 * each named by its section and question (shortened), with the Core Rules rule behind the answer.
 * The entries the engine cannot play are listed in docs/cr-1.4-differences.md.
 */
import { describe, expect, it } from 'vitest';
import { keywordsOf, mightOf } from '../rules/might.js';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { duel, field, MIND, ORDER, ref, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });
const SERGEANT = 'OGN-219'; // 4 might
const MOUNTAIN_DRAKE = 'OGN-142'; // 10 might
const VI = 'OGN-036'; // Ganking; recycle from trash for +1 might, no Action/Reaction
const LEE_SIN = 'OGN-078'; // exhaust: buff itself, no Action/Reaction
const SHOWSTOPPER = 'OGN-270'; // moves a friendly unit from base to a battlefield
const NOXUS_HOPEFUL = 'OGN-012'; // Legion: 2 energy cheaper
const FIORA = 'OGN-232'; // 4 might; Ganking and more while Mighty
const PAKAA_CUB = 'OGN-135'; // a Hidden unit
const HIDDEN_BLADE = 'OGN-213';
const SEAL_OF_RAGE = 'OGN-040'; // gear: exhaust for one Fury power

describe('FAQ Origins, Movement', () => {
  it('"Do I have to exhaust a unit when I move it with a spell?": no, a spell moves a ready unit and it stays ready (CR 1.4 144.2)', () => {
    const table = Table.load(duel([sett({ hand: [card(SHOWSTOPPER, 'show')], base: [card(SERGEANT, 'unit')] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('show'), targets: [ref(table, 'unit'), { bf: 1 }] });
    table.passChain();
    expect(table.object('unit')).toMatchObject({ zone: 'battlefield', bf: 1, exhausted: false });
  });

  it('"Can I move multiple units together?": yes, one standard move exhausts them all and they arrive together, with one showdown (CR 1.4 144.2)', () => {
    const table = Table.load(duel([viktor({ base: [card(SERGEANT, 'a'), card(SERGEANT, 'b')] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('a'), table.id('b')], to: 0 });
    expect(table.eventsOf('UnitsMoved')).toEqual([expect.objectContaining({ units: [table.id('a'), table.id('b')] })]);
    expect([table.object('a'), table.object('b')]).toEqual([
      expect.objectContaining({ zone: 'battlefield', bf: 0, exhausted: true }),
      expect.objectContaining({ zone: 'battlefield', bf: 0, exhausted: true }),
    ]);
    expect(table.eventsOf('ShowdownBegan')).toHaveLength(1);
  });

  it('"Does Ganking allow a unit to move an extra time?": no, it lets the standard move go battlefield to battlefield, once (CR 1.4 810, 144.4.c)', () => {
    const table = Table.load(
      duel([viktor(), sett()], [field('blank', 0, { controller: 0, units: [card(VI, 'vi'), card(SERGEANT, 'plain')] }), field('blank', 1)]),
    );
    expect(table.reject(0, { type: 'move', units: [table.id('plain')], to: 1 }).code).toBe('move/needs_ganking');
    expect(table.reject(0, { type: 'move', units: [table.id('vi'), table.id('plain')], to: 1 }).code).toBe('move/needs_ganking');
    table.act(0, { type: 'move', units: [table.id('vi')], to: 1 });
    table.passShowdown();
    expect(table.object('vi')).toMatchObject({ zone: 'battlefield', bf: 1, exhausted: true });
    expect(table.reject(0, { type: 'move', units: [table.id('vi')], to: 0 }).code).toBe('move/exhausted');
  });

  it('"Can I move more units in before a combat starts?": not with the standard move, which is not an Action; the showdown has begun (CR 1.4 144.2, 308.1.a)', () => {
    const table = Table.load(
      duel([viktor({ base: [card(SERGEANT, 'first'), card(SERGEANT, 'later')] }), sett()], [field('blank', 1, { controller: 1, units: [card(SERGEANT, 'defender')] }), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('first')], to: 0 });
    expect(table.state.showdown).toMatchObject({ bf: 0 });
    expect(table.reject(0, { type: 'move', units: [table.id('later')], to: 0 }).code).toBe('timing/not_neutral_open');
    expect(table.object('later').zone).toBe('base');
  });
});

describe('FAQ Origins, Combat', () => {
  /** Seat 0 attacks with a 4-might Sergeant into a stunned 10-might Mountain Drake. */
  function attackStunnedDrake(): Table {
    const table = Table.load(
      duel(
        [viktor({ base: [card(SERGEANT, 'attacker')] }), sett()],
        [field('blank', 1, { controller: 1, units: [card(MOUNTAIN_DRAKE, 'drake', { stunned: true })] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    table.passShowdown();
    return table;
  }

  it('"What if units from both sides survive, because of a stun?": the stunned side deals no damage, the attacker is recalled, the defender keeps the battlefield and nobody scores (CR 1.4 465)', () => {
    const table = attackStunnedDrake();
    expect(table.eventsOf('DamageDealt').map((event) => [event.target, event.amount])).toEqual([[table.id('drake'), 4]]);
    expect(table.object('attacker')).toMatchObject({ zone: 'base' });
    expect(table.object('drake')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.state.battlefields[0]?.controller).toBe(1);
    expect([table.points(0), table.points(1)]).toEqual([0, 0]);
  });

  it('"Do units heal from combat damage? When?": at the end of the combat, the survivor is back to no damage (CR 1.4 466)', () => {
    const table = attackStunnedDrake();
    expect(table.eventsOf('CombatEnded')).toHaveLength(1);
    expect(table.object('drake').damage).toBe(0);
    expect(table.eventsOf('DamageCleared').some((event) => event.objects.includes(table.id('drake')))).toBe(true);
    expect(table.state.turn.seat).toBe(0); // still the same turn: the combat healed it, not the end of turn
  });
});

describe('FAQ Origins, Resources: "Can I recycle an exhausted rune?" (CR 1.4 156, 429)', () => {
  const runeTable = () =>
    Table.load(duel([viktor({ runes: [card(ORDER, 'spent', { exhausted: true }), card(MIND, 'fresh')] }), sett()]));

  it('yes: an exhausted rune is recycled for one power of its domain', () => {
    const table = runeTable();
    table.act(0, { type: 'addResources', payment: { recycle: [table.id('spent')] } });
    expect(table.state.seats[0]?.pool.power).toMatchObject({ Order: 1 });
    expect(table.object('spent').zone).toBe('runeDeck');
  });

  it('both abilities the same turn: exhaust a rune for energy, then recycle the same rune for power', () => {
    const table = runeTable();
    table.act(0, { type: 'addResources', payment: { exhaust: [table.id('fresh')] } });
    table.act(0, { type: 'addResources', payment: { recycle: [table.id('fresh')] } });
    expect(table.state.seats[0]?.pool).toMatchObject({ energy: 1, power: expect.objectContaining({ Mind: 1 }) });
  });
});

describe('FAQ Origins, Resources: "Do Seals add energy? Do Seals enter exhausted?" (CR 1.4 157, 315)', () => {
  it('a Seal exhausts for one power of its domain, adds no energy, and is ready again on my next turn', () => {
    const table = Table.load(duel([viktor({ base: [card(SEAL_OF_RAGE, 'seal')], runes: [] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('seal'), ability: 0 });
    expect(table.state.seats[0]?.pool).toMatchObject({ energy: 0, power: expect.objectContaining({ Fury: 1 }) });
    expect(table.object('seal')).toMatchObject({ zone: 'base', exhausted: true });
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'endTurn' });
    expect(table.object('seal').exhausted).toBe(false);
  });
});

describe('FAQ Origins, Hidden: "How do I hide a card with Hidden?" (CR 1.4 811.1)', () => {
  const hideTable = () =>
    Table.load(duel([viktor({ hand: [card(PAKAA_CUB, 'cub')] }), sett()], [field('blank', 0, { controller: 0, units: [card(SERGEANT, 'guard')] }), field('blank', 1)]));

  it('only at a battlefield I control', () => {
    const table = hideTable();
    expect(table.reject(0, { type: 'hide', card: table.id('cub'), bf: 1 }).code).toBe('hide/not_controlled');
  });

  it('for one power of any domain instead of its cost, face down at that battlefield', () => {
    const table = hideTable();
    table.act(0, { type: 'hide', card: table.id('cub'), bf: 0 });
    const paid = table.eventsOf('CostPaid');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.spentEnergy).toBe(0);
    expect(Object.values(paid[0]?.spentPower ?? {}).reduce((sum, amount) => sum + (amount ?? 0), 0)).toBe(1);
    expect(table.state.battlefields[0]?.facedown).toBe(table.id('cub'));
  });
});

describe('FAQ Origins, Keywords', () => {
  it('"What does Mighty mean?": a unit with 5 or more might is Mighty without any keyword (CR 1.4 706)', () => {
    const table = Table.load(duel([viktor({ base: [card(FIORA, 'four'), card(FIORA, 'five', { buffs: 1 })] }), sett()]));
    expect([mightOf(table.state, table.id('four')), mightOf(table.state, table.id('five'))]).toEqual([4, 5]);
    expect(keywordsOf(table.state, table.id('four')).ganking).toBeUndefined();
    expect(keywordsOf(table.state, table.id('five')).ganking).toBe(true);
  });

  it('"Do I get my Legion effect when I play a token or use an ability?": no, the legend\'s ability played a Recruit token and Noxus Hopeful still costs its full 4 (CR 1.4 812)', () => {
    const table = Table.load(duel([viktor({ hand: [card(NOXUS_HOPEFUL, 'hopeful')] }), sett()]));
    const legend = table.state.seats[0]?.legend as number;
    table.act(0, { type: 'activate', source: legend, ability: 0, to: 'base' });
    table.passChain();
    expect(table.eventsOf('TokenCreated')).toHaveLength(1);
    expect(table.state.seats[0]?.cardsPlayed).toBe(0);
    table.act(0, { type: 'play', card: table.id('hopeful') });
    expect(table.eventsOf('CostPaid').at(-1)?.spentEnergy).toBe(4);
  });
});

describe('FAQ Origins, Hidden (CR 1.4 811)', () => {
  /** A Pakaa Cub hidden at seat 0's battlefield on an earlier turn, and a Hidden Blade hidden there too. */
  const hiddenLastTurn = (hidden: ScenarioCard) =>
    Table.load(
      duel([viktor({ runes: [card('OGN-126', 'b1'), card('OGN-126', 'b2'), card('OGN-126', 'b3'), card(ORDER, 'o1'), card(ORDER, 'o2'), card(ORDER, 'o3')] }), sett({ base: [card(SERGEANT, 'enemy')] })], [
        field('blank', 0, { controller: 0, units: [card(SERGEANT, 'guard')], facedown: hidden }),
        field('blank', 1, { controller: 1, units: [card(SERGEANT, 'far')] }),
      ], { turn: { seat: 0, number: 3 } }),
    );

  it('"Do I have to play a unit I hid to that battlefield?": yes, it cannot go to base, and enters at that battlefield (CR 1.4 811.2)', () => {
    const table = hiddenLastTurn(card(PAKAA_CUB, 'cub', { hiddenTurn: 1 }));
    expect(table.reject(0, { type: 'play', card: table.id('cub'), to: 'base' }).code).toBe('play/illegal_location');
    table.act(0, { type: 'play', card: table.id('cub') });
    expect(table.object('cub')).toMatchObject({ zone: 'battlefield', bf: 0 });
  });

  it('"If I hid a card last turn, can I play it without reacting to anything?": yes, on an empty chain in my Main Phase (CR 1.4 811.2)', () => {
    const table = hiddenLastTurn(card(HIDDEN_BLADE, 'blade', { hiddenTurn: 1 }));
    expect(table.state.chain).toHaveLength(0);
    table.act(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'guard')] });
    expect(table.state.chain).toHaveLength(1);
  });

  it('"If I play a spell I hid, must its targets be at that battlefield?": yes, a unit elsewhere cannot be chosen (CR 1.4 811.2.b)', () => {
    const table = hiddenLastTurn(card(HIDDEN_BLADE, 'blade', { hiddenTurn: 1 }));
    expect(table.reject(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'far')] }).code).toBe('target/illegal');
    expect(table.reject(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'enemy')] }).code).toBe('target/illegal');
  });
});

describe('FAQ Origins, Timing', () => {
  it('"Can I use the exhaust ability of a unit in combat?": not after its standard move, which already exhausted it (CR 1.4 144.2, 157)', () => {
    const table = Table.load(duel([viktor({ base: [card(LEE_SIN, 'lee')] }), sett()], [field('blank', 0, { controller: 0, units: [card(SERGEANT, 'holder')] }), field('blank', 1)]));
    table.act(0, { type: 'move', units: [table.id('lee')], to: 0 });
    expect(table.object('lee').exhausted).toBe(true);
    expect(table.reject(0, { type: 'activate', source: table.id('lee'), ability: 0 }).code).toBe('cost/already_exhausted');
  });

  it('"When can I use Vi\'s ability?": only in my Main Phase outside a showdown, since it is no Action or Reaction (CR 1.4 308.1.a)', () => {
    const table = Table.load(
      duel([viktor({ base: [card(VI, 'vi')], trash: [card(SERGEANT, 'fodder')] }), sett()], [field('blank', 1, { controller: 1, units: [card(SERGEANT, 'defender')] }), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('vi')], to: 0 });
    expect(table.state.showdown).toMatchObject({ bf: 0 });
    expect(table.reject(0, { type: 'activate', source: table.id('vi'), ability: 0, recycle: [table.id('fodder')] }).code).toBe('timing/showdown');
  });

  it('"Can I use my Legend ability on my opponent\'s turn?": not one without Action or Reaction, even with priority (CR 1.4 308.1, 309.1.a)', () => {
    const table = Table.load(
      duel([viktor(), viktor({ hand: [card('OGN-095', 'stupefy')], base: [card(SERGEANT, 'target')] })], undefined, { turn: { seat: 1 } }),
    );
    table.act(1, { type: 'play', card: table.id('stupefy'), targets: [ref(table, 'target')] });
    table.act(1, { type: 'pass' });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    const legend = table.state.seats[0]?.legend as number;
    expect(table.reject(0, { type: 'activate', source: legend, ability: 0, to: 'base' }).code).toBe('timing/closed_state');
    table.passChain();
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
    expect(table.reject(0, { type: 'activate', source: legend, ability: 0, to: 'base' }).code).toBe('priority/not_priority_holder');
  });

  it('"Can I play a Reaction at the end of my opponent\'s turn?": no, ending the turn gives nobody priority before my turn begins (CR 1.4 316)', () => {
    const table = Table.load(duel([viktor({ hand: [card('OGN-095', 'stupefy')] }), sett({ base: [card(SERGEANT, 'target')] })], undefined, { turn: { seat: 1 } }));
    const from = table.events.length;
    table.act(1, { type: 'endTurn' });
    const after = table.events.slice(from);
    const nextTurn = after.findIndex((event) => event.type === 'TurnBegan');
    expect(nextTurn).toBeGreaterThan(0);
    expect(after.slice(0, nextTurn).filter((event) => event.type === 'DecisionRequested')).toEqual([]);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    expect(table.state.turn.seat).toBe(0);
  });
});

describe('FAQ Origins, Miscellaneous', () => {
  it('"Is there a maximum hand size?": no, a hand of 15 keeps every card through the end of turn and grows by the draw (CR 1.4 316)', () => {
    const table = Table.load(duel([viktor({ hand: Array.from({ length: 15 }, () => SERGEANT) }), sett()]));
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'endTurn' });
    expect(table.eventsOf('CardDiscarded')).toHaveLength(0);
    expect(table.state.seats[0]?.hand).toHaveLength(16);
  });

  it('"Is there a maximum number of units in my base? On a battlefield?": no, 20 units stay in base and 12 move to one battlefield together (CR 1.4 144.2)', () => {
    const table = Table.load(duel([viktor({ base: Array.from({ length: 20 }, (_, index) => card(SERGEANT, `u${index}`)) }), sett()]));
    const movers = Array.from({ length: 12 }, (_, index) => table.id(`u${index}`));
    table.act(0, { type: 'move', units: movers, to: 0 });
    table.passShowdown();
    expect(movers.every((id) => table.object(id).zone === 'battlefield')).toBe(true);
    expect(Array.from({ length: 8 }, (_, index) => table.object(`u${index + 12}`).zone)).toEqual(Array(8).fill('base'));
  });

  it('"Do I put my Chosen Champion back in the Champion Zone when it leaves the board?": no, it dies to the trash like any card (CR 1.4 107.2.c)', () => {
    const table = Table.load(duel([viktor({ championZone: 'OGN-246', hand: [card('OGN-229', 'vengeance')], runes: [...Array(4).fill(MIND), ...Array(6).fill(ORDER)] }), sett()]));
    const champion = table.state.seats[0]?.championZone as number;
    table.act(0, { type: 'play', card: champion });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: champion, stamp: table.object(champion).stamp }] });
    table.passChain();
    expect(table.object(champion).zone).toBe('trash');
    expect(table.state.seats[0]?.championZone).toBeNull();
  });
});

describe('FAQ Origins, 2v2 and Friendly Units', () => {
  /** Seat 0 (Blind Monk) and its ally seat 2, whose unit holds battlefield 0. */
  const teamTable = () =>
    Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [viktor({ legend: 'OGN-257', base: [card(SERGEANT, 'mine')] }), sett(), sett({ base: [] }), viktor()],
      battlefields: [field('blank', 2, { controller: 2, units: [card(SERGEANT, 'allys')] }), field('blank', 1), field('blank', 3)],
    });

  it('"When a card refers to a friendly unit, what does that mean?": in 2v2 it includes the ally\'s units, so Blind Monk buffs the ally\'s unit (CR 1.3 484.8.d, 740.1)', () => {
    const table = teamTable();
    const legend = table.state.seats[0]?.legend as number;
    table.act(0, { type: 'activate', source: legend, ability: 0, targets: [ref(table, 'allys')] });
    table.passChain();
    expect(table.object('allys').buffs).toBe(1);
  });

  it('"Can my ally and I share control of battlefields?": no, I cannot move a unit to the battlefield my ally\'s unit holds (CR 1.3 442.2.b)', () => {
    const table = teamTable();
    expect(table.reject(0, { type: 'move', units: [table.id('mine')], to: 0 }).code).toBe('move/teammate_battlefield');
    expect(table.object('mine').zone).toBe('base');
  });
});

describe('FAQ Origins, Timing of Healing Damage at End of Combat: "Does Kog\'Maw\'s Deathknell damage come before or after combat damage is healed?" (CR 1.4 466)', () => {
  it('after: the survivor keeps only the 4 of the Deathknell once the combat is over', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [card('OGN-190', 'kogmaw')] }), sett()],
        [field('blank', 1, { controller: 1, units: [card(MOUNTAIN_DRAKE, 'drake')] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('kogmaw')], to: 0 });
    table.passShowdown();
    table.passChain();
    expect(table.object('kogmaw').zone).toBe('trash');
    // Two hits on the drake: the combat's and the Deathknell's; only the second stays.
    expect(table.eventsOf('DamageDealt').filter((event) => event.target === table.id('drake'))).toHaveLength(2);
    expect(table.object('drake')).toMatchObject({ zone: 'battlefield', damage: 4 });
  });
});

describe("FAQ Origins, Cards that Replace Units Dying (Zhonya's Hourglass)", () => {
  /** Cruel Patron kills a ready unit in base as its cost; Zhonya's Hourglass replaces that death. */
  function patronWithHourglass(): Table {
    const table = Table.load(duel([viktor({ hand: [card('OGN-208', 'patron')], base: [card('OGN-077', 'zhonya'), card(SERGEANT, 'fodder')] }), sett()]));
    table.act(0, { type: 'play', card: table.id('patron'), additionalCost: { pay: true, kill: table.id('fodder') } });
    // The Hourglass is the only replacement that applies (Herald of the Arcane has none), so
    // it applies without a choice.
    table.passChain();
    return table;
  }

  it('"If Cruel Patron\'s kill cost is replaced, is the cost still paid?": yes, Cruel Patron is played (CR 1.3 357.2.a)', () => {
    const table = patronWithHourglass();
    expect(table.object('zhonya').zone).toBe('trash');
    expect(table.object('patron').zone).toBe('base');
  });

  it('"Can I save a unit already in its base, or ready? Do I still exhaust it?": yes, it stays in base and is exhausted (CR 1.3 055, 359.3.e.11; Origins errata 2025-10-28)', () => {
    const table = patronWithHourglass();
    expect(table.object('fodder')).toMatchObject({ zone: 'base', exhausted: true, damage: 0 });
  });
});
