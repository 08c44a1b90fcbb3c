/**
 * Worked rulings of the rulings collections in `shared/rules/en/` about rules the engine plays:
 * the judge-reviewed Riftbound FAQ (riftboundfaq, 2026-08-16, every page reviewed against Core
 * Rules v1.4; cited by page and anchor) and the Regional Qualifier Las Vegas 2026 quick rules.
 * Where a ruling uses a card the engine does not support, the test plays the same rule with a
 * supported card and says so.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { CALM, duel, field, MIND, ORDER, ref, runes, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });
const SERGEANT = 'OGN-219';
const SENTRY = 'OGN-096'; // Watchful Sentry: Deathknell, draw 1
const PAKAA_CUB = 'OGN-135';
const HIDDEN_BLADE = 'OGN-213';
const CRUEL_PATRON = 'OGN-208';
const types = (table: Table): string[] => table.events.map((event) => event.type);

describe('riftboundfaq, Chain and Priority', () => {
  it('#unit-play-reactions "Can I react to units being played?": no, the unit is on the board before anyone gets priority (CR 1.4 337.2)', () => {
    const table = Table.load(duel([viktor({ hand: [card(SERGEANT, 'sergeant')] }), sett({ hand: [card('OGN-095', 'stupefy')] })]));
    table.act(0, { type: 'play', card: table.id('sergeant') });
    const played = types(table).indexOf('CardPlayed');
    expect(types(table).slice(played).indexOf('PermanentEntered')).toBeGreaterThan(0);
    expect(types(table).slice(played, types(table).indexOf('PermanentEntered'))).not.toContain('DecisionRequested');
    expect(table.object('sergeant').zone).toBe('base');
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('#partial-chain-reactions "Can I play a reaction after one, but not all, items on the chain have resolved?": yes, priority goes to the controller of the newest item (CR 1.4 340.4); with Vengeance for Singularity', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: [...runes(MIND, 4), ...runes(ORDER, 4)], hand: [card('OGN-229', 'vengeance'), card('OGN-095', 'stupefy')] }), sett({ runes: runes(CALM, 6), hand: [card('OGN-064', 'wall')] })],
        [field('blank', 1, { controller: 1, units: [card(SERGEANT, 'target')] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [ref(table, 'target')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('wall'), targets: [ref(table, 'vengeance')] });
    table.act(1, { type: 'pass' });
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [ref(table, 'target')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' }); // Stupefy resolves; Viktor draws
    expect(table.state.chain.map((item) => item.source)).toEqual([table.id('vengeance'), table.id('wall')]);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
    table.act(1, { type: 'pass' });
    // The opponent passed: Viktor may react again before Wind Wall resolves.
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    expect(table.state.chain).toHaveLength(2);
  });

  it('#empty-battlefield-control "Outside a showdown, do I lose control of a battlefield as soon as my last unit leaves it?": no, only in a cleanup in an open state (CR 1.3 187.4.c, 323.6)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [card('OGN-095', 'stupefy'), card('OGN-104', 'retreat')] }), sett()],
        [field('blank', 0, { controller: 0, units: [card(SERGEANT, 'alone')] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [ref(table, 'alone')] });
    table.act(0, { type: 'play', card: table.id('retreat'), targets: [ref(table, 'alone')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.object('alone').zone).toBe('hand');
    expect(table.state.battlefields[0]?.controller).toBe(0); // Stupefy is still on the chain
    table.passChain();
    expect(table.state.battlefields[0]?.controller).toBeNull();
  });
});

describe('riftboundfaq, Costs and Payments', () => {
  it('#countered-costs "Are paid costs refunded if a card or ability is countered?": no, the buff Call to Glory spent stays spent (CR 1.4 425.1.c)', () => {
    const table = Table.load(
      duel(
        [sett({ base: [card(SERGEANT, 'buffed', { buffs: 1 })], hand: [card('OGN-207', 'glory')] }), viktor({ runes: runes(CALM, 6), hand: [card('OGN-064', 'wall')] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('glory'), targets: [ref(table, 'buffed')], additionalCost: { pay: true, spendBuffFrom: table.id('buffed') } });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('wall'), targets: [ref(table, 'glory')] });
    table.passChain();
    expect(table.eventsOf('ChainItemCountered')).toEqual([expect.objectContaining({ item: table.id('glory') })]);
    expect(table.object('buffed').buffs).toBe(0);
    expect(table.eventsOf('MightModified')).toHaveLength(0);
  });

  it('#ignored-costs "What costs still apply when I play a card ignoring one or more of its costs?": the mandatory additional cost; Portal Rescue replays Cruel Patron and a friendly unit is killed for it (CR 1.3 356.1.b.3, 356.2.a.1)', () => {
    const table = Table.load(duel([viktor({ hand: [card('OGN-102', 'rescue')], base: [card(CRUEL_PATRON, 'patron'), card(SERGEANT, 'fodder')] }), sett()]));
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'patron')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('fodder')] });
    table.act(0, { type: 'chooseCards', cards: [table.id('fodder')] });
    table.passChain();
    expect(table.object('fodder').zone).toBe('trash');
    expect(table.object('patron').zone).toBe('base');
  });
});

describe('riftboundfaq, Temporal Breach: "What happens if the replayed unit has a mandatory additional cost its owner can\'t pay?" (CR 1.3 358.4)', () => {
  it('it stays in banishment; played with Portal Rescue on a Cruel Patron with no other friendly unit', () => {
    const table = Table.load(duel([viktor({ hand: [card('OGN-102', 'rescue')], base: [card(CRUEL_PATRON, 'patron')] }), sett()]));
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'patron')] });
    table.passChain();
    expect(table.object('patron').zone).toBe('banishment');
  });
});

describe('riftboundfaq, Showdowns', () => {
  it('#showdown-close "When does a showdown close?": not when the last defender dies; the showdown goes on and the defender gets focus (CR 1.4 348, 346); with Falling Comet for Hextech Ray', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [card(SERGEANT, 'student')], hand: [card('OGN-085', 'ray')] }), sett()],
        [field('blank', 1, { controller: 1, units: [card('OGN-052', 'poro')] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('student')], to: 0 });
    expect(table.object('poro').role).toBe('defender'); // Shield: 3 might
    table.act(0, { type: 'play', card: table.id('ray'), targets: [ref(table, 'poro')] });
    table.passChain();
    expect(table.object('poro').zone).toBe('trash');
    expect(table.state.showdown).toMatchObject({ bf: 0, combat: true });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
  });
});

describe('riftboundfaq, Ambush: "Who gets to act after I Ambush a unit during a showdown?" (a unit played from hiding is played the same way)', () => {
  /** Sett (seat 1) defends battlefield 0 with a Sergeant and a Pakaa Cub hidden there. */
  const defended = (viktorHand: ScenarioCard[] = []) =>
    Table.load(
      duel(
        [viktor({ base: [card('OGN-088', 'mech')], hand: viktorHand }), sett()],
        [field('blank', 1, { controller: 1, units: [card(SERGEANT, 'guard')], facedown: card(PAKAA_CUB, 'cub') }), field('blank', 0)],
      ),
    );

  it('played onto an empty chain, the unit enters and focus passes to the next player (CR 1.4 340.2.a, CR 1.3 337.1.c.1.a)', () => {
    const table = defended();
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('cub') });
    expect(table.object('cub')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.state.showdown).toMatchObject({ focus: 0 });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('played in reply to something on the chain, focus does not pass: priority goes to the controller of the newest item (CR 1.4 346, 340.4)', () => {
    const table = defended([card('OGN-095', 'stupefy')]);
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [ref(table, 'guard')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('cub') });
    expect(table.object('cub')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.state.showdown).toMatchObject({ focus: 0 });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    expect(table.state.chain.map((item) => item.source)).toEqual([table.id('stupefy')]);
  });
});

describe('riftboundfaq, Deathknell', () => {
  it('#cleanup-timing "When does a Deathknell ability resolve if its unit dies during a cleanup?": after it; in a combat cleanup the survivors are healed first (CR 1.4 466.1.a.1)', () => {
    const table = Table.load(
      duel([viktor({ base: [card(SERGEANT, 'sergeant'), card(SENTRY, 'sentry')] }), sett()], [field('blank', 1, { controller: 1, units: [card('OGN-132', 'mate')] }), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('sergeant'), table.id('sentry')], to: 0 });
    table.passShowdown();
    // The First Mate (3) splits its damage: 1 kills the Sentry, 2 stay on the Sergeant (4).
    expect(table.decision()).toMatchObject({ kind: 'assignDamage', seat: 1, amount: 3 });
    table.act(1, { type: 'assignDamage', assignment: [{ unit: table.id('sentry'), amount: 1 }, { unit: table.id('sergeant'), amount: 2 }] });
    table.passChain();
    const all = types(table);
    const died = table.eventsOf('PermanentKilled').find((event) => event.object === table.id('sentry'));
    expect(died).toBeDefined();
    expect(all.indexOf('DamageCleared')).toBeLessThan(all.indexOf('TriggerAdded'));
    expect(table.object('sergeant').damage).toBe(0);
  });

  it('#killed-as-cost "Does Deathknell resolve before the card or ability that killed the unit?": a unit whose kill cost killed it resolves first (CR 1.4 337.2)', () => {
    const table = Table.load(duel([viktor({ hand: [card(CRUEL_PATRON, 'patron')], base: [card(SENTRY, 'sentry')] }), sett()]));
    table.act(0, { type: 'play', card: table.id('patron'), additionalCost: { pay: true, kill: table.id('sentry') } });
    const all = types(table);
    expect(all.indexOf('PermanentEntered')).toBeLessThan(all.indexOf('TriggerAdded'));
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });

  it('#killed-during-resolution: the spell that killed the unit finishes first; Hidden Blade\'s draw 2 comes before the Deathknell draw (CR 1.4 354.3)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [card(HIDDEN_BLADE, 'blade')] }), sett()],
        [field('blank', 1, { controller: 1, units: [card(SENTRY, 'sentry')] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'sentry')] });
    table.passChain();
    const drawn = table.eventsOf('CardDrawn').map((event) => event.seat);
    expect(drawn).toEqual([1, 1, 1]);
    const all = types(table);
    expect(all.indexOf('CardDrawn')).toBeLessThan(all.indexOf('TriggerAdded'));
  });
});

describe('riftboundfaq, Hidden Blade', () => {
  const bladeAt = (sett0: ScenarioCard[]) =>
    Table.load(
      duel(
        [viktor({ hand: [card(HIDDEN_BLADE, 'blade')] }), sett({ base: sett0, hand: [card('OGN-104', 'retreat')] })],
        [field('blank', 1, { controller: 1, units: [card(SERGEANT, 'target')] }), field('blank', 0)],
      ),
    );

  it('#draw-if-not-killed "If Hidden Blade\'s kill is replaced, does the target\'s controller draw?": yes (Zhonya\'s Hourglass replaces the death)', () => {
    const table = bladeAt([card('OGN-077', 'zhonya')]);
    table.act(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'target')] });
    table.passChain();
    expect(table.object('zhonya').zone).toBe('trash');
    expect(table.object('target').zone).toBe('base');
    expect(table.eventsOf('CardDrawn').filter((event) => event.seat === 1)).toHaveLength(2);
  });

  it('#draw-if-illegal "If Hidden Blade\'s target becomes illegal, does that target\'s controller draw?": no; with Retreat for Flash (CR 1.3 359.3.e.5, 359.3.e.14.a; RQ Las Vegas 2026, "Last Known Information")', () => {
    const table = bladeAt([]);
    table.act(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'target')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('retreat'), targets: [ref(table, 'target')] });
    table.passChain();
    expect(table.object('target').zone).toBe('hand');
    expect(table.eventsOf('CardDrawn')).toHaveLength(0);
    expect(table.state.seats[1]?.hand).toHaveLength(1);
  });
});

describe('RQ Las Vegas 2026, "Multiple Cost Reductions": apply each cost reduction one at a time, in any order (CR 1.4 356.4)', () => {
  it('Eager Apprentice and Sky Splitter reduce in the order the player chooses', () => {
    const scenario = duel(
      [
        // Sky Splitter (8 energy) is reduced by the highest might among your units: 7 (a buffed Cruel Patron).
        sett({ base: [card(CRUEL_PATRON, 'patron', { buffs: 1 })], hand: [card('OGN-014', 'splitter')], runes: runes('OGN-007', 9) }),
        viktor({ base: [card(SERGEANT, 'target')] }),
      ],
      [field('blank', 0, { controller: 0, units: [card('OGN-084', 'apprentice')] }), field('blank', 1, { controller: 1, units: [card(SERGEANT, 'enemy')] })],
    );
    const spent = (table: Table): number | undefined => table.eventsOf('CostPaid')[0]?.spentEnergy;
    const first = Table.load(scenario);
    first.act(0, { type: 'play', card: first.id('splitter'), targets: [ref(first, 'enemy')], discountOrder: [String(first.id('apprentice')), 'self'] });
    const second = Table.load(scenario);
    second.act(0, { type: 'play', card: second.id('splitter'), targets: [ref(second, 'enemy')], discountOrder: ['self', String(second.id('apprentice'))] });
    expect([spent(first), spent(second)]).toEqual([0, 1]);
  });
});
