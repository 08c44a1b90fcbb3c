/**
 * Showdowns and combats as Core Rules v1.4 plays them: a non-combat showdown becomes a combat
 * showdown in the next cleanup once units of opposing players share its battlefield (CR 1.3
 * 316.5.b.1.a, 323.14, 459.1-459.2; Unleashed patch notes, "Combats and Showdowns"), replacing
 * CR 1.0 548 and 553 (the showdown ended first, the combat began in the next neutral open
 * state); and focus stays where it is after a chain a triggered ability opened (CR 1.4 346.1,
 * CR 1.3 459.2.g), replacing CR 1.0 552 (focus passed after every chain).
 */
import { describe, expect, it } from 'vitest';
import { EngineContext } from '../engine/context.js';
import { CLEANUP_KILLS } from '../engine/flow/frames.js';
import { run } from '../engine/run.js';
import type { ObjectId } from '../model/ids.js';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });

/**
 * A unit moved by a resolving effect, then the cleanup that follows the resolution (CR 1.3 448,
 * 321.1). No card the engine supports yet moves a unit into a showdown (Ride the Wind, OGN-173,
 * will, with the card language of issue 23), so the move is made here as that effect would make it.
 */
function moveByEffect(table: Table, unit: ObjectId, to: number): Table {
  const ctx = new EngineContext(table.state);
  ctx.emit({ type: 'UnitsMoved', units: [unit], to, standard: false });
  ctx.push(CLEANUP_KILLS);
  run(ctx);
  return Table.from(ctx.draft.finish(), [...table.events, ...ctx.events]);
}

describe('a non-combat showdown becomes a combat showdown (CR 1.3 323.14, 459.1-459.2 replace CR 1.0 548, 553)', () => {
  const setup = () => {
    const table = Table.load(
      duel([viktor({ base: [card('OGN-130', 'corsair')] }), sett({ base: [card('OGN-219', 'sergeant')] })], [field('blank', 0), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('corsair')], to: 0 });
    return table;
  };

  it('turns in the cleanup after an opponent unit arrives: the contester attacks, the arriving player defends (the "surprise defender"), attack triggers fire and the attacker has focus', () => {
    const before = setup();
    expect(before.state.showdown).toMatchObject({ bf: 0, combat: false, focus: 0 });
    before.act(0, { type: 'pass' }); // focus to seat 1
    const table = moveByEffect(before, before.id('sergeant'), 0);
    expect(table.state.combat).toEqual({ bf: 0, attacker: 0, defender: 1 });
    expect(table.state.showdown).toMatchObject({ bf: 0, combat: true, focus: 0, passes: 0 });
    expect(table.object(before.id('corsair')).role).toBe('attacker');
    expect(table.object(before.id('sergeant')).role).toBe('defender');
    expect(table.eventsOf('ShowdownBecameCombat')).toEqual([expect.objectContaining({ bf: 0, focus: 0 })]);
    expect(table.eventsOf('ShowdownEnded')).toHaveLength(0);
    // Crackshot Corsair's "when I attack" trigger (1 damage to the Sergeant) is on the chain.
    expect(table.state.chain).toHaveLength(1);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('then plays the combat out as any other: the Corsair and the Sergeant trade, and nobody conquers', () => {
    const before = setup();
    const table = moveByEffect(before, before.id('sergeant'), 0);
    table.passShowdown();
    // Corsair (3) and Sergeant (4, 1 damage from the trigger) trade: 3 more kills the Sergeant.
    expect(table.object(before.id('sergeant')).zone).toBe('trash');
    expect(table.object(before.id('corsair')).zone).toBe('trash');
    expect(table.state.combat).toBeNull();
    expect(table.state.showdown).toBeNull();
    expect(table.eventsOf('ShowdownEnded')).toHaveLength(1);
    expect(table.state.battlefields[0]).toMatchObject({ controller: null, contestedBy: null });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });
});

describe('focus after a chain in a showdown (CR 1.4 346, 346.1 replace CR 1.0 552)', () => {
  it('stays with the attacker after the chain the attack triggers opened (CR 1.4 346.1, CR 1.3 459.2.g)', () => {
    const table = Table.load(
      duel([viktor({ base: [card('OGN-130', 'corsair')] }), sett()], [field('blank', 1, { controller: 1, units: [card('OGN-219', 'guard')] }), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('corsair')], to: 0 });
    expect(table.state.chain).toHaveLength(1);
    table.passChain();
    expect(table.object('guard').damage).toBe(1);
    expect(table.state.showdown).toMatchObject({ combat: true, focus: 0, passes: 0 });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('passes to the next player after a chain a spell opened (CR 1.4 346)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [card('OGN-219', 'sergeant')], hand: [card('OGN-095', 'stupefy')] }), sett()],
        [field('blank', 1, { controller: 1, units: [card('OGN-219', 'guard')] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('sergeant')], to: 0 });
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('guard'), stamp: 0 }] });
    table.passChain();
    expect(table.state.showdown).toMatchObject({ focus: 1, passes: 0 });
  });
});
