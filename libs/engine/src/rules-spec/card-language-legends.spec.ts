/**
 * The general pieces added for legends and battlefields: legend triggers, battlefield triggers of
 * uncontrolled battlefields, moves from a battlefield, the victory score, keywords for units at a
 * battlefield, a restriction on moving to base, and a cost within a trigger's instructions.
 */
import { describe, expect, it } from 'vitest';
import { keywordsOf, mightOf } from '../rules/might.js';
import { victoryScore } from '../rules/victory-score.js';
import { TEST_THREE_PLAYERS, TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { Table } from '../testing/table.js';
import { duel, field, MIND, runes, sett, viktor } from './fixtures.js';

const CHAOS = 'OGN-166';
/** OGN-168 (Fight or Flight) moves a unit at a battlefield to base: a move by an effect. */
const moveToBaseSpell = { card: 'OGN-168', label: 'flight' };

describe('card language: legends and battlefields', () => {
  it('a battlefield raising the victory score counts in every mode, from the mode\'s own score (CR 1.3 478.3, 478.3.a)', () => {
    const inDuel = Table.load(duel([viktor(), sett()], [field('OGN-276', 0), field('blank', 1)]));
    expect(victoryScore(inDuel.state)).toBe(9);
    const withoutIt = Table.load(duel([viktor(), sett()]));
    expect(victoryScore(withoutIt.state)).toBe(8);
    const teams = Table.load({
      mode: TEST_TWO_TEAMS,
      seats: [viktor(), sett(), viktor(), sett()],
      battlefields: [field('OGN-276', 0), field('blank', 1), field('blank', 2)],
    });
    expect(victoryScore(teams.state)).toBe(12);
    const three = Table.load({ mode: TEST_THREE_PLAYERS, seats: [viktor(), sett(), viktor()], battlefields: [field('OGN-276', 0), field('blank', 1), field('blank', 2)] });
    expect(victoryScore(three.state)).toBe(TEST_THREE_PLAYERS.victoryScore + 1);
  });

  it('a move by an effect from a battlefield that forbids moves to base does nothing (CR 1.3 451: only recalls still send units home)', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: runes(CHAOS, 6), hand: [moveToBaseSpell] }), sett()],
        [field('OGN-295', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'stuck' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('flight'), targets: [{ id: table.id('stuck'), stamp: 0 }] });
    table.passChain();
    expect(table.object('stuck').zone).toBe('battlefield');
    expect(table.eventsOf('UnitsMoved')).toHaveLength(0);
  });

  it('a move by an effect away from a battlefield triggers its "moves from here" ability, controlled by its controller (CR 1.3 187.6.a)', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: runes(CHAOS, 6), hand: [moveToBaseSpell] }), sett()],
        [field('OGN-277', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'leaver' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('flight'), targets: [{ id: table.id('leaver'), stamp: 0 }] });
    table.passChain();
    expect(table.object('leaver').zone).toBe('base');
    expect(table.eventsOf('TriggerQueued')).toEqual([expect.objectContaining({ trigger: expect.objectContaining({ card: 'OGN-277', controller: 1 }) })]);
    expect(mightOf(table.state, table.id('leaver'))).toBe(5);
  });

  it("an uncontrolled battlefield's trigger belongs to the turn player; points from an effect are no score (CR 1.3 187.6.b, 466)", () => {
    const table = Table.load(duel([viktor(), sett({ turnsTaken: 0 })], [field('OGN-290', 0), field('blank', 1)], { turn: { seat: 1, start: 'start' } }));
    for (let i = 0; i < 20 && table.state.turn.phase !== 'main'; i++) {
      const decision = table.decision();
      if (decision?.kind !== 'priority') break;
      table.act(decision.seat, { type: 'pass' });
    }
    expect(table.eventsOf('TriggerQueued')).toEqual([expect.objectContaining({ trigger: expect.objectContaining({ card: 'OGN-290', controller: 1 }) })]);
    expect(table.eventsOf('PointsGained')).toEqual([expect.objectContaining({ seat: 1, points: 1, source: 'effect' })]);
    expect(table.eventsOf('BattlefieldHeld')).toHaveLength(0);
  });

  it('units at a battlefield granting keywords have them only while there (CR 1.3 472, 810.3)', () => {
    const table = Table.load(duel([viktor(), sett()], [field('OGN-297', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'runner' }] }), field('blank', 1)]));
    expect(keywordsOf(table.state, table.id('runner')).ganking).toBe(true);
    table.act(0, { type: 'move', units: [table.id('runner')], to: 'base' });
    expect(keywordsOf(table.state, table.id('runner')).ganking).toBeUndefined();
  });

  it('"exhaust me to ..." in a trigger does nothing when the legend is already exhausted (CR 1.3 414.1.c)', () => {
    const table = Table.load(
      duel([viktor({ legend: 'OGN-249', legendExhausted: true, runes: runes(MIND, 8), hand: [{ card: 'OGN-088', label: 'mech' }] }), sett()]),
    );
    const before = table.state.seats[0]?.runes.length ?? 0;
    table.act(0, { type: 'play', card: table.id('mech') });
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.state.seats[0]?.runes).toHaveLength(before);
  });
});
