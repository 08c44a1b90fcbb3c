/**
 * The combat's resolution step as Core Rules v1.4 orders it (CR 1.4 466.1-466.7): the combat
 * cleanup heals and recalls, the player left at the battlefield establishes control (a conquer,
 * whoever it is) and the conquer's triggers resolve before the combat ends. CR 1.0 627 gave the
 * battlefield to the attacker only and ended the combat before scoring. And an effect's move to a
 * place the unit may not be recalls it instead (CR 1.3 442.2.c; CR 1.0 612.2 only forbade it).
 */
import { describe, expect, it } from 'vitest';
import { EngineContext } from '../engine/context.js';
import { run } from '../engine/run.js';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { duel, field, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });

/** Seat 0 attacks with two Sergeants (OGN-219) the one Sergeant seat 1 has at battlefield 0. */
function attackWithTwo(bf0: string, controller: number | null): Table {
  const table = Table.load(
    duel(
      [viktor({ base: [card('OGN-219', 'a1'), card('OGN-219', 'a2')], hand: [card('OGN-219', 'spare')] }), sett()],
      [field(bf0, 1, { controller, units: [card('OGN-219', 'defender', { controller: 1, owner: 1 })] }), field('blank', 0)],
    ),
  );
  table.act(0, { type: 'move', units: [table.id('a1'), table.id('a2')], to: 0 });
  table.passShowdown();
  // The attackers' 8 damage all go to the lone defender; the defender's 4 kill one attacker.
  expect(table.decision()).toMatchObject({ kind: 'assignDamage', seat: 1 });
  table.act(1, { type: 'assignDamage', assignment: [{ unit: table.id('a1'), amount: 4 }] });
  return table;
}

const indexOf = (table: Table, type: string): number => table.events.findIndex((event) => event.type === type);

describe('the resolution step of combat (CR 1.4 466.1-466.7; was CR 1.0 627-628)', () => {
  it('the conquer and its triggers come before the combat ends: Zaun Warrens (OGN-298) resolves with the combat still on', () => {
    const table = attackWithTwo('OGN-298', 1);
    expect(table.state.chain).toMatchObject([{ kind: 'trigger', card: 'OGN-298', controller: 0 }]);
    expect(table.state.combat).toMatchObject({ bf: 0, attacker: 0, defender: 1 });
    expect(table.object('a2').role).toBe('attacker');
    table.passChain();
    if (table.decision()?.kind === 'chooseCards') table.act(0, { type: 'chooseCards', cards: [table.id('spare')] });
    table.passChain();
    expect(table.state.combat).toBeNull();
    expect(table.object('a2').role).toBeNull();
    expect(indexOf(table, 'BattlefieldConquered')).toBeLessThan(indexOf(table, 'CombatEnded'));
    expect(indexOf(table, 'ChainItemResolved')).toBeLessThan(indexOf(table, 'CombatEnded'));
    expect(table.state.battlefields[0]).toMatchObject({ controller: 0, contestedBy: null });
  });

  it('heals every unit in the combat cleanup, before the result (466.1.a.1)', () => {
    const table = attackWithTwo('blank', 1);
    expect(indexOf(table, 'DamageCleared')).toBeLessThan(indexOf(table, 'BattlefieldControlChanged'));
    expect(table.object('a2').damage).toBe(0);
  });

  it('a defender left alone at a battlefield it did not control establishes control, which is a conquer for it (466.5.d-e)', () => {
    // Seat 1's two Sergeants sit at an uncontrolled battlefield; seat 0 attacks with one.
    const table = Table.load(
      duel(
        [viktor({ base: [card('OGN-219', 'attacker')] }), sett()],
        [field('blank', 1, { controller: null, units: [card('OGN-219', 'd1', { controller: 1, owner: 1 }), card('OGN-219', 'd2', { controller: 1, owner: 1 })] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    expect(table.state.combat).toMatchObject({ attacker: 0, defender: 1 });
    table.passShowdown();
    if (table.decision()?.kind === 'assignDamage') table.act(0, { type: 'assignDamage', assignment: [{ unit: table.id('d1'), amount: 4 }] });
    expect(table.object('attacker').zone).toBe('trash');
    expect(table.state.battlefields[0]).toMatchObject({ controller: 1, contestedBy: null });
    expect(table.eventsOf('BattlefieldConquered')).toEqual([expect.objectContaining({ bf: 0, seat: 1 })]);
    expect(table.points(1)).toBe(1);
  });
});

describe('an effect that moves a unit where it may not be recalls it instead (CR 1.3 442.2.c; was CR 1.0 612.2, the unit stayed)', () => {
  it("a unit moved by an effect to its teammate's battlefield (CR 1.3 442.2.b) goes to its base", () => {
    // Seats 0 and 2 are teammates; seat 2 controls battlefield 0, seat 0's unit is at battlefield 2.
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [viktor(), sett(), sett(), viktor()],
      battlefields: [
        field('blank', 1, { controller: 2, units: [card('OGN-219', 'mate', { controller: 2, owner: 2 })] }),
        field('blank', 2),
        field('blank', 3, { controller: 0, units: [card('OGN-219', 'mover', { controller: 0, owner: 0 })] }),
      ],
    });
    const mover = table.object('mover');
    expect(mover).toMatchObject({ zone: 'battlefield', bf: 2 });
    // A resolving "move a friendly unit to a battlefield" effect (Showstopper's step, OGN-270,
    // which itself only moves units from the base) aimed at battlefield 0.
    const ctx = new EngineContext(table.state);
    ctx.push({
      f: 'effect',
      ctx: {
        controller: 0,
        source: mover.id,
        sourceStamp: mover.stamp,
        card: 'OGN-270',
        here: null,
        subject: null,
        targets: [
          { ref: { id: mover.id, stamp: mover.stamp }, legal: true, controller: 0, owner: 0 },
          { ref: { bf: 0 }, legal: true, controller: null, owner: null },
        ],
        paidAdditional: false,
        place: null,
      },
      steps: [{ do: 'moveTo', what: { target: 0 }, to: { target: 1 } }],
      index: 0,
    });
    run(ctx);
    const after = Table.from(ctx.draft.finish(), [...table.events, ...ctx.events]);
    expect(after.object(mover.id).zone).toBe('base');
    expect(after.eventsOf('UnitsMoved')).toHaveLength(0);
    expect(after.eventsOf('PermanentRecalled')).toEqual([expect.objectContaining({ object: mover.id })]);
  });
});
