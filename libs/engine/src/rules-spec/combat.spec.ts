import { describe, expect, it } from 'vitest';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

const unit = (card: string, label: string, extra: object = {}): ScenarioCard => ({ card, label, ...extra });

/** Viktor (seat 0) attacks battlefield 0, held by Sett (seat 1). */
function attack(attackers: ScenarioCard[], defenders: ScenarioCard[]) {
  const table = Table.load(duel([viktor({ base: attackers }), sett()], [field('blank', 1, { controller: 1, units: defenders }), field('blank', 0)]));
  const ids = table.state.seats[0]?.base ?? [];
  table.act(0, { type: 'move', units: ids, to: 0 });
  return table;
}

describe('the start of a combat (620-625)', () => {
  it('begins when a move leaves units of two opponents on a battlefield (614.1, 621, 526)', () => {
    const table = attack([unit('OGN-219', 'sergeant')], [unit('OGN-132', 'mate')]);
    expect(table.state.combat).toEqual({ bf: 0, attacker: 0, defender: 1 });
    expect(table.object('sergeant').role).toBe('attacker');
    expect(table.object('mate').role).toBe('defender');
  });

  it('opens a showdown with focus for the attacker and the two combatants relevant (549, 550.1, 625.1.e)', () => {
    const table = attack([unit('OGN-219', 'sergeant')], [unit('OGN-132', 'mate')]);
    expect(table.state.showdown).toMatchObject({ bf: 0, combat: true, focus: 0, relevant: [0, 1] });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('adds Assault to attackers and Shield to defenders (625.1.b.1-2, 719, 726)', () => {
    const table = attack([unit('OGN-210', 'poro')], [unit('OGN-087', 'yordle')]);
    table.passShowdown();
    // Daring Poro attacks with 2 + 1 = 3; Lecturing Yordle (2) dies; the Poro takes 2 and lives.
    expect(table.object('yordle').zone).toBe('trash');
    expect(table.object('poro').zone).toBe('battlefield');
  });

  it('queues "when I attack" triggers as the showdown opens (551.1, 625.1.c)', () => {
    const table = Table.load(
      duel([viktor({ base: [unit('OGN-130', 'corsair')] }), sett()], [field('blank', 1, { controller: 1, units: [unit('OGN-132', 'mate')] }), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('corsair')], to: 0 });
    expect(table.state.chain).toEqual([expect.objectContaining({ kind: 'trigger', source: table.id('corsair') })]);
    table.passChain();
    expect(table.object('mate').damage).toBe(1);
  });
});

describe('combat damage (626)', () => {
  it('assigns lethal damage before moving on: 5 damage over four 3-might units (626.1.d.2 example)', () => {
    const table = attack(
      [unit('OGN-219', 'sergeant'), unit('OGN-096', 'sentry')],
      [unit('OGN-132', 'a'), unit('OGN-132', 'b'), unit('OGN-132', 'c'), unit('OGN-132', 'd')],
    );
    table.passShowdown();
    expect(table.decision()).toMatchObject({ kind: 'assignDamage', seat: 0, amount: 5 });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((label) => table.id(label)) as [number, number, number, number];
    const spread = table.reject(0, { type: 'assignDamage', assignment: [{ unit: a, amount: 2 }, { unit: b, amount: 1 }, { unit: c, amount: 1 }, { unit: d, amount: 1 }] });
    expect(spread).toMatchObject({ code: 'combat/invalid_assignment', ruleRef: 'CR 1.4 465.2.c' });
    table.act(0, { type: 'assignDamage', assignment: [{ unit: a, amount: 3 }, { unit: b, amount: 2 }] });
    expect(table.decision()).toMatchObject({ kind: 'assignDamage', seat: 1, amount: 12 });
  });

  it('makes Tank units take lethal damage first (626.1.d.1, 727.1.b)', () => {
    const table = attack([unit('OGN-219', 'sergeant')], [unit('OGN-132', 'mate'), unit('OGN-087', 'tank')]);
    table.passShowdown();
    const [mate, tank] = [table.id('mate'), table.id('tank')];
    expect(table.reject(0, { type: 'assignDamage', assignment: [{ unit: mate, amount: 4 }] }).code).toBe('combat/invalid_assignment');
    table.act(0, { type: 'assignDamage', assignment: [{ unit: tank, amount: 2 }, { unit: mate, amount: 2 }] });
  });

  it('deals no combat damage from stunned units (599.1.b)', () => {
    const table = attack([unit('OGN-219', 'sergeant', { stunned: true })], [unit('OGN-132', 'mate')]);
    table.passShowdown();
    expect(table.object('mate').zone).toBe('battlefield');
    expect(table.eventsOf('CombatDamageAssigned')[0]?.assignment).toEqual([]);
  });
});

describe('the resolution step (627)', () => {
  it('recalls the attackers when both sides survive (627.2) and the defender keeps control (181.4.b)', () => {
    // The stunned Mega-Mech deals nothing and survives the Sergeant's 4 damage.
    const table = attack([unit('OGN-219', 'sergeant')], [unit('OGN-088', 'mech', { stunned: true })]);
    table.passShowdown();
    expect(table.object('sergeant')).toMatchObject({ zone: 'base', damage: 0, role: null });
    expect(table.eventsOf('PermanentRecalled')).toEqual([expect.objectContaining({ object: table.id('sergeant') })]);
    expect(table.state.battlefields[0]?.controller).toBe(1);
    expect(table.object('mech').damage).toBe(0); // 627.5
  });

  it('conquers when only attackers remain, and scores (627.3, 630.1)', () => {
    const table = attack([unit('OGN-088', 'mech')], [unit('OGN-132', 'mate')]);
    table.passShowdown();
    expect(table.state.battlefields[0]).toMatchObject({ controller: 0, contestedBy: null });
    expect(table.eventsOf('BattlefieldConquered')).toEqual([expect.objectContaining({ bf: 0, seat: 0 })]);
    expect(table.points(0)).toBe(1);
    expect(table.state.combat).toBeNull();
  });

  it('leaves the battlefield uncontrolled when both sides die (181.4.d)', () => {
    const table = attack([unit('OGN-219', 'a')], [unit('OGN-219', 'b')]);
    table.passShowdown();
    expect(table.state.battlefields[0]?.controller).toBeNull();
    expect(table.points(0)).toBe(0);
  });
});
