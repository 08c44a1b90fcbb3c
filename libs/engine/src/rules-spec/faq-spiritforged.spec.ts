/**
 * The worked questions of the official Riftbound Spiritforged FAQ (2026-01-14,
 * `shared/rules/en/faq-spiritforged.md`) about rules the engine plays, each named by its section
 * and question, with the Core Rules rule behind the answer. Its other questions are about cards
 * the engine does not support (Hostile Takeover, Draven, Pickpocket, Repeat, Equipment, ...).
 */
import { describe, expect, it } from 'vitest';
import { hasLethalDamage, mightOf } from '../rules/might.js';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });
const WAR_CAMP = 'OGN-294';
const RECRUIT = 'OGN-271';

/** A ready Recruit (1 might) of seat 0 at Trifarian War Camp (+1), and Stupefy in hand. */
function recruitAtWarCamp(): Table {
  return Table.load(
    duel(
      [viktor({ hand: [card('OGN-095', 'stupefy')] }), sett()],
      [field(WAR_CAMP, 0, { controller: 0, units: [card(RECRUIT, 'recruit', { token: true })] }), field('blank', 1)],
    ),
  );
}

describe('FAQ Spiritforged, Cards that Reduce Might: "Does this mean units\' Might can go to 0 or below now?" (CR 1.3 472.3.b, 143.2)', () => {
  it('Stupefy snapshots at -1 on a Recruit at Trifarian War Camp (2 might), so the Recruit has 0 might once it leaves the War Camp (CR 1.3 472.3.b; was CR 1.0 637.3, a floor while the effect lasted)', () => {
    const table = recruitAtWarCamp();
    expect(mightOf(table.state, table.id('recruit'))).toBe(2);
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('recruit'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('recruit'))).toBe(1);
    expect(table.eventsOf('MightModified')).toEqual([expect.objectContaining({ effect: expect.objectContaining({ amount: -1 }) })]);
    table.act(0, { type: 'move', units: [table.id('recruit')], to: 'base' });
    expect(mightOf(table.state, table.id('recruit'))).toBe(0);
  });
});

describe('FAQ Spiritforged, Cards that Reduce Might: "Does a unit with 0 or less Might automatically die?" (CR 1.3 143.2.a)', () => {
  it('no: it stays on the board through the cleanups; only non-zero damage is lethal to it', () => {
    const table = recruitAtWarCamp();
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('recruit'), stamp: 0 }] });
    table.passChain();
    table.act(0, { type: 'move', units: [table.id('recruit')], to: 'base' });
    expect(table.object('recruit').zone).toBe('base');
    expect(hasLethalDamage(table.state, table.id('recruit'))).toBe(false);
    table.act(0, { type: 'endTurn' });
    expect(table.object('recruit').zone).toBe('base');
  });
});

describe('FAQ Spiritforged, Tianna Crownguard: "... What about drawing a card instead of getting the 8th point from conquering?" (CR 1.4 471.1.b.1)', () => {
  it('conquering for the final point without having scored every battlefield draws a card instead of the point', () => {
    const table = Table.load(duel([viktor({ points: 7, base: [card('OGN-219', 'unit')] }), sett()], [field('blank', 0), field('blank', 1)]));
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    table.passShowdown();
    expect(table.eventsOf('BattlefieldConquered')).toHaveLength(1);
    expect(table.eventsOf('FinalPointWithheld')).toHaveLength(1);
    expect(table.points(0)).toBe(7);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });
});

describe('FAQ Spiritforged, Hostile Takeover: "... will there be a showdown? Will it be a combat?" (CR 1.3 323.6, 323.8, 323.11)', () => {
  it('a unit at a battlefield whose controller has no units there starts a non-combat showdown; the controller loses control in the same cleanup (CR 1.3 323.6, 323.8; was CR 1.0 548.2, a showdown only over an uncontrolled battlefield)', () => {
    // A judge's table: the opponent still controls battlefield 0, but only seat 0's unit is there
    // (as Hostile Takeover or Stormbringer leave it).
    const table = Table.load(
      duel(
        [viktor({ hand: [card('OGN-095', 'stupefy')] }), sett()],
        [field('blank', 1, { controller: 1, contestedBy: 0, units: [card('OGN-219', 'taken', { controller: 0 })] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('taken'), stamp: 0 }] });
    table.passChain(); // the cleanup after the spell, in an open state
    expect(table.state.battlefields[0]?.controller).toBeNull();
    expect(table.state.showdown).toMatchObject({ bf: 0, combat: false, contester: 0 });
    expect(table.state.combat).toBeNull();
    const types = table.events.map((event) => event.type);
    expect(types.lastIndexOf('BattlefieldControlChanged')).toBeLessThan(types.indexOf('ShowdownBegan'));
    table.passShowdown();
    expect(table.state.battlefields[0]?.controller).toBe(0);
    expect(table.points(0)).toBe(1);
  });
});
