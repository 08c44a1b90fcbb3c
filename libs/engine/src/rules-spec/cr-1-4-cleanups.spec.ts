/**
 * Cleanups as Core Rules v1.4 makes them (CR 1.4 318-320, the tasks of CR 1.3 321-324, which the
 * v1.4 excerpt lacks): an outstanding task at every point of 319.1-319.8, control of battlefields
 * lost only in an open state (CR 1.3 187.4.c, 323.6 as the Unleashed rules FAQ of 2026-04-29
 * corrects it), facedown cards removed by control alone (323.7), designations for units that join
 * a combat (323.2). Each test names the v1.0 rule it replaces (CR 1.0 518-526: a cleanup after a
 * chain item resolved, a move, a showdown or a combat).
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });
const SERGEANT = 'OGN-219';
const PAKAA_CUB = 'OGN-135';

describe('cleanup points (CR 1.4 319.1-319.8 replace CR 1.0 519)', () => {
  it('kills a unit left with lethal damage by the buff it spent as a cost, in the cleanup after the spell is finalized and before it resolves (CR 1.4 319.3-319.4)', () => {
    // The Sergeant has 4 might and a buff (5) and took 4 damage. Call to Glory spends the buff as
    // its additional cost and would give +3 on resolution; under CR 1.0 519 no cleanup came in
    // between, so the Sergeant lived on at 7 might.
    const table = Table.load(
      duel([viktor({ base: [card(SERGEANT, 'sergeant', { buffs: 1, damage: 4 })], hand: [card('OGN-207', 'glory')] }), sett()]),
    );
    const sergeant = table.id('sergeant');
    table.act(0, { type: 'play', card: table.id('glory'), targets: [{ id: sergeant, stamp: 0 }], additionalCost: { pay: true, spendBuffFrom: sergeant } });
    expect(table.object('glory').zone).toBe('chain');
    expect(table.object('sergeant').zone).toBe('trash');
    table.passChain();
    expect(table.object('glory').zone).toBe('trash');
  });

  it('runs a cleanup as the turn moves from the Awaken Phase on: a player who already leads at the victory score wins before the scoring (CR 1.4 319.2, 472; CR 1.0 519 had none there)', () => {
    // A judge's table: seat 1 leads 8 to 7 as seat 0's turn begins; seat 0 would hold to 8.
    const table = Table.load(
      duel([viktor({ points: 7 }), sett({ points: 8 })], [field('blank', 0, { controller: 0, units: [SERGEANT] }), field('blank', 1)], {
        turn: { seat: 0, start: 'start' },
      }),
    );
    expect(table.eventsOf('BattlefieldHeld')).toHaveLength(0);
    expect(table.points(0)).toBe(7);
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['loss', 'win'] });
  });
});

describe('control of battlefields in a cleanup (CR 1.3 187.4.b-c, 323.6; CR 1.0 181.4.d)', () => {
  /** Seat 0 controls battlefield 0 with one Sergeant and a Pakaa Cub hidden there on an earlier turn. */
  const guarded = () =>
    Table.load(
      duel(
        [viktor({ hand: [card('OGN-095', 'stupefy'), card('OGN-104', 'retreat')] }), sett()],
        [field('blank', 0, { controller: 0, units: [card(SERGEANT, 'alone')], facedown: card(PAKAA_CUB, 'cub') }), field('blank', 1)],
      ),
    );

  it('keeps a battlefield whose last unit left while a chain exists, with its facedown card, so the hidden unit can be played there (CR 1.3 187.4.c, 323.6, 107.3.d; CR 1.0 181.4.d, 523)', () => {
    const table = guarded();
    const alone = table.id('alone');
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: alone, stamp: 0 }] });
    table.act(0, { type: 'play', card: table.id('retreat'), targets: [{ id: alone, stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' }); // Retreat resolves: the Sergeant goes back to the hand
    expect(table.object('alone').zone).toBe('hand');
    expect(table.state.chain).toHaveLength(1);
    expect(table.state.battlefields[0]).toMatchObject({ controller: 0, facedown: table.id('cub') });
    table.act(0, { type: 'play', card: table.id('cub') });
    expect(table.object('cub')).toMatchObject({ zone: 'battlefield', bf: 0 });
    table.passChain();
    expect(table.state.battlefields[0]).toMatchObject({ controller: 0, contestedBy: null });
  });

  it('takes the battlefield and then the facedown card away in the cleanup once the state is open again (CR 1.3 323.6, then 323.7)', () => {
    const table = guarded();
    const alone = table.id('alone');
    table.act(0, { type: 'play', card: table.id('retreat'), targets: [{ id: alone, stamp: 0 }] });
    table.passChain();
    expect(table.state.battlefields[0]).toMatchObject({ controller: null, facedown: null });
    expect(table.object('cub').zone).toBe('trash');
    const types = table.events.map((event) => event.type);
    expect(types.indexOf('BattlefieldControlChanged')).toBeLessThan(types.indexOf('FacedownCardRemoved'));
  });

  it('keeps the defender in control during the combat after its last unit died, so its hidden unit joins the combat and takes the Defender designation in the next cleanup (CR 1.3 187.4.b, 323.2.a, 459.2.b.4.a; CR 1.0 523 removed the card)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [card('OGN-088', 'mech')], hand: [card('OGN-085', 'comet')] }), sett()],
        [field('blank', 1, { controller: 1, units: [card(SERGEANT, 'guard')], facedown: card(PAKAA_CUB, 'cub') }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.act(0, { type: 'play', card: table.id('comet'), targets: [{ id: table.id('guard'), stamp: 0 }] });
    table.passChain();
    expect(table.object('guard').zone).toBe('trash');
    expect(table.state.battlefields[0]).toMatchObject({ controller: 1, facedown: table.id('cub') });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
    table.act(1, { type: 'play', card: table.id('cub') });
    expect(table.object('cub')).toMatchObject({ zone: 'battlefield', bf: 0, role: 'defender' });
    expect(table.eventsOf('CombatRoleAssigned')).toEqual([expect.objectContaining({ unit: table.id('cub'), role: 'defender' })]);
    table.passShowdown();
    // The Mega-Mech (8) kills the Cub (3) and conquers.
    expect(table.object('cub').zone).toBe('trash');
    expect(table.state.battlefields[0]?.controller).toBe(0);
  });
});
