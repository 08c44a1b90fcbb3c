/**
 * The supported cards that have official errata (`shared/rules/en/card-errata-official.md`): the
 * Origins card errata of 2025-10-28 name Clockwork Keeper, Kinkou Monk, Portal Rescue, The Boss
 * and Zhonya's Hourglass; the Spiritforged (2026-01-14) and Unleashed (2026-04-03) errata name no
 * supported card. Each test plays the errata wording (the check is recorded in
 * `docs/cr-1.4-differences.md`).
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { CALM, duel, field, runes, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });

/** Sett (seat 0) has a buffed Sergeant (5 might) at battlefield 1; it is Viktor's (seat 1) turn
 * and he holds Falling Comet (6 damage). */
function cometTable(extraBase: ScenarioCard[] = []): Table {
  return Table.load(
    duel(
      [sett({ base: extraBase }), viktor({ hand: [card('OGN-085', 'comet')] })],
      [field('blank', 1), field('blank', 0, { controller: 0, units: [card('OGN-219', 'buffed', { buffs: 1 })] })],
      { turn: { seat: 1 } },
    ),
  );
}

function comet(table: Table): void {
  table.act(1, { type: 'play', card: table.id('comet'), targets: [{ id: table.id('buffed'), stamp: 0 }] });
  table.passChain();
}

describe('Origins card errata (2025-10-28)', () => {
  it('OGN-269 The Boss heals the unit it saves, exhausts it and recalls it, so a unit with lethal damage lives ("heal it"; the printed text only recalled it exhausted)', () => {
    const table = cometTable();
    comet(table);
    expect(table.decision()).toMatchObject({ kind: 'replacement', seat: 0, options: [{ effect: 'recallBuffedUnit' }] });
    table.act(0, { type: 'chooseReplacement', option: 0 });
    expect(table.object('buffed')).toMatchObject({ zone: 'base', damage: 0, exhausted: true, buffs: 0 });
    expect(table.state.objects[table.state.seats[0]?.legend ?? -1]?.exhausted).toBe(true);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
  });

  it("OGN-077 Zhonya's Hourglass is killed instead and heals, exhausts and recalls the unit, which lives (\"Heal that unit\"; the printed text only recalled it exhausted)", () => {
    const table = cometTable([card('OGN-077', 'zhonya')]);
    comet(table);
    // The Boss (optional) and the Hourglass (mandatory) both apply; the owner picks the Hourglass.
    table.act(0, { type: 'chooseReplacement', option: 1 });
    expect(table.object('zhonya').zone).toBe('trash');
    expect(table.object('buffed')).toMatchObject({ zone: 'base', damage: 0, exhausted: true, buffs: 1 });
  });

  it('Portal Rescue: the owner plays the banished unit to their own base ("then its owner plays it to their base"), even when a teammate cast it', () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [viktor({ hand: [card('OGN-102', 'rescue')] }), sett(), sett({ base: [card('OGN-219', 'mate')] }), viktor()],
      battlefields: [field('blank', 1), field('blank', 2), field('blank', 3)],
    });
    const mate = table.object('mate');
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [{ id: mate.id, stamp: mate.stamp }] });
    table.passChain();
    expect(table.object('mate')).toMatchObject({ zone: 'base', owner: 2, controller: 2 });
    expect(table.state.seats[2]?.base).toContain(table.id('mate'));
    expect(table.eventsOf('CardPlayed').at(-1)).toMatchObject({ seat: 2 });
  });

  it('Kinkou Monk buffs up to two other friendly units: one is enough ("buff up to two"; the printed text said two)', () => {
    const table = Table.load(duel([sett({ hand: [card('OGN-141', 'monk')], base: [card('OGN-219', 'only')] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('monk') });
    expect(table.decision()).toMatchObject({ kind: 'chooseTargets', seat: 0 });
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('only'), stamp: 0 }, null] });
    table.passChain();
    expect(table.object('only').buffs).toBe(1);
  });

  it('Clockwork Keeper draws 1 when played only if its additional cost was paid ("if you paid the additional cost, draw 1")', () => {
    const keeper = () => Table.load(duel([viktor({ hand: [card('OGN-044', 'keeper')], runes: [...runes(CALM, 3), ...runes('OGN-214', 3)] }), sett()]));
    const paid = keeper();
    paid.act(0, { type: 'play', card: paid.id('keeper'), additionalCost: { pay: true } });
    paid.passChain();
    expect(paid.state.seats[0]?.hand).toHaveLength(1);
    const unpaid = keeper();
    unpaid.act(0, { type: 'play', card: unpaid.id('keeper') });
    unpaid.passChain();
    expect(unpaid.state.seats[0]?.hand).toHaveLength(0);
  });
});
