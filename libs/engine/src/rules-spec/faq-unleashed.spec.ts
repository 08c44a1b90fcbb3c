/**
 * The worked questions and clarifications of the official Unleashed Rules FAQ and Clarifications
 * (2026-04-29, `shared/rules/en/faq-unleashed-rules-clarifications.md`) about rules the engine
 * plays, each named by its section and question. Where the FAQ corrects a rule of the Core Rules
 * v1.3 text (323.6, 316.5.b, 344.2), the engine plays the correction.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });
const CRUEL_PATRON = 'OGN-208';
const RECRUIT = 'OGN-271';

describe('FAQ Unleashed, "You mentioned rule 187.4.c. earlier and it says open state ..." (CR 1.3 187.4.c)', () => {
  it('Cruel Patron kills the Recruit alone at a battlefield for its additional cost and is played to that same battlefield', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [card(CRUEL_PATRON, 'patron')] }), sett()],
        [field('blank', 0, { controller: 0, units: [card(RECRUIT, 'recruit', { token: true })] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('patron'), to: 0, additionalCost: { pay: true, kill: table.id('recruit') } });
    expect(table.state.objects[table.id('recruit')]).toBeNull(); // a token ceases to exist in the trash
    expect(table.object('patron')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.state.battlefields[0]).toMatchObject({ controller: 0, contestedBy: null });
    expect(table.state.showdown).toBeNull();
  });
});

describe('FAQ Unleashed, "Can a cleanup happen while I\'m finalizing a card or ability?" (CR 1.4 319.3-319.4, 320)', () => {
  it('no: the cleanup comes after the kill cost is paid and Cruel Patron is finalized, while it is still on the chain', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [card(CRUEL_PATRON, 'patron')] }), sett()],
        [field('blank', 0, { controller: 0, units: [card('OGN-219', 'alone')] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('patron'), to: 0, additionalCost: { pay: true, kill: table.id('alone') } });
    const types = table.events.map((event) => event.type);
    // Played, cost paid (the kill), then the Patron enters: no control change in between.
    expect(types.indexOf('CardPlayed')).toBeLessThan(types.indexOf('PermanentKilled'));
    expect(types.indexOf('PermanentKilled')).toBeLessThan(types.indexOf('PermanentEntered'));
    expect(types).not.toContain('BattlefieldControlChanged');
  });
});

describe('FAQ Unleashed, Control of Battlefields and Showdowns: rule 323.6 as corrected', () => {
  it('"Players lose control of any controlled battlefields without their units occupying them if the turn is in an open state and there is no showdown or combat ongoing there"', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [card('OGN-088', 'mech')], hand: [card('OGN-085', 'comet')] }), sett()],
        [field('blank', 1, { controller: 1, units: [card('OGN-219', 'guard')] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.act(0, { type: 'play', card: table.id('comet'), targets: [{ id: table.id('guard'), stamp: 0 }] });
    table.passChain();
    // The defender has no unit left, the state is open, but a combat is ongoing there.
    expect(table.object('guard').zone).toBe('trash');
    expect(table.state.battlefields[0]?.controller).toBe(1);
    table.passShowdown();
    expect(table.state.battlefields[0]?.controller).toBe(0);
  });

  it('344.2 as corrected: moving to a battlefield with units of another player applies Contested at once; the showdown opens as the combat showdown', () => {
    const table = Table.load(
      duel([viktor({ base: [card('OGN-219', 'unit')] }), sett()], [field('blank', 1, { controller: 1, units: [card('OGN-219', 'guard')] }), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    expect(table.eventsOf('BattlefieldContested')).toEqual([expect.objectContaining({ bf: 0, by: 0 })]);
    expect(table.state.showdown).toMatchObject({ bf: 0, combat: true });
    expect(table.eventsOf('ShowdownBegan')).toHaveLength(1);
  });
});

describe('FAQ Unleashed, "What happens when you conquer Aspirant\'s Climb ... when both players are at 8 points?" (CR 1.4 471.1.b, 472)', () => {
  it('with both players at 8, conquering a first battlefield draws a card and the game goes on: every point at or above the victory score is the final point', () => {
    const table = Table.load(duel([viktor({ points: 8, base: [card('OGN-219', 'unit')] }), sett({ points: 8 })], [field('blank', 0), field('blank', 1)]));
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    table.passShowdown();
    expect(table.eventsOf('FinalPointWithheld')).toHaveLength(1);
    expect([table.points(0), table.points(1)]).toEqual([8, 8]);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
    expect(table.state.status).toBe('playing');
  });
});
