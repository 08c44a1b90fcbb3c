/**
 * The rules Core Rules v1.4 (2026-07-16) plays differently from v1.0 (2025-06-02, the German
 * `000` text the engine was first built from). Each test names the v1.4 rule and the v1.0 rule it
 * replaces; the inventory is `docs/cr-1.4-differences.md`.
 */
import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { TEST_THREE_PLAYERS } from '../testing/test-modes.js';
import { duel, field, MIND, runes, sett, viktor } from './fixtures.js';

const typesOf = (table: Table): string[] => table.events.map((event) => event.type);

describe('winning (CR 1.4 194.2, 472 replace CR 1.0 633)', () => {
  it('wins in the cleanup after the scoring, so two holds at 7 end the game at 9 points, not at 8 (CR 1.4 472; CR 1.0 633 "at once")', () => {
    const table = Table.load(
      duel([viktor({ points: 7 }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1, { controller: 0, units: ['OGN-219'] })], {
        turn: { seat: 0, start: 'start' },
      }),
    );
    expect(table.points(0)).toBe(9);
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['win', 'loss'] });
  });

  it('does not win while an opponent has as many points; play goes on through every cleanup of the turn (CR 1.4 194.2, 194.2.b)', () => {
    // A judge's table: both players reached 8 together (a hold is not scored here).
    const table = Table.load(duel([viktor({ points: 8 }), sett({ points: 8 })], undefined, { turn: { seat: 0, start: 'start' } }));
    expect(table.state.status).toBe('playing');
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    table.act(0, { type: 'endTurn' });
    expect(table.state.status).toBe('playing');
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
  });

  it('does not win in a game of three while another player has as many points; more points win in the next cleanup (CR 1.4 194.2.a-b)', () => {
    const table = Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [viktor({ points: 8 }), sett({ points: 8 }), viktor({ points: 7 })],
      battlefields: [field('blank', 0, { controller: 1, units: ['OGN-219'] }), field('blank', 1), field('blank', 2)],
      turn: { seat: 2, start: 'start' },
    });
    expect(table.state.status).toBe('playing');
    table.act(2, { type: 'endTurn' });
    // Seat 0's turn passes without a score; seat 1 then holds to 9, more than everyone.
    table.act(0, { type: 'endTurn' });
    expect(table.points(1)).toBe(9);
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['loss', 'win', 'loss'] });
  });
});

describe('the final point (CR 1.4 471.1.a.1, 471.1.b replace CR 1.0 632.1.a.1, 632.1.b)', () => {
  const conquerAt = (points: number, opponentPoints: number) => {
    const table = Table.load(
      duel([viktor({ points, base: [{ card: 'OGN-219', label: 'unit' }], mainDeck: ['OGN-210', 'OGN-210'] }), sett({ points: opponentPoints })], [field('blank', 0), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    table.passShowdown();
    return table;
  };

  it('withholds a conquer point from a player at or above the victory score too, drawing instead (CR 1.4 471.1.b "or higher"; CR 1.0 632.1.b: exactly one point away)', () => {
    const table = conquerAt(8, 8);
    expect(table.points(0)).toBe(8);
    expect(table.eventsOf('FinalPointWithheld')).toHaveLength(1);
    expect(table.state.status).toBe('playing');
  });

  it('restricts only Conquer: a hold gives the final point (CR 1.4 471.1.a.1; CR 1.0 632.1.a.1, 632.1.b.1)', () => {
    const table = Table.load(
      duel([viktor({ points: 7 }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    expect(table.eventsOf('FinalPointWithheld')).toHaveLength(0);
    expect(table.state.result?.reason).toBe('victory');
  });
});

describe('burn out (CR 1.4 431 replaces CR 1.0 607)', () => {
  it('completes the draw after the burn out and only then wins the opponent the game, in the cleanup (CR 1.4 431.2.a-d, 472; CR 1.0 607.2, 633)', () => {
    const table = Table.load(duel([viktor({ mainDeck: [], trash: ['OGN-210'] }), sett({ points: 7 })], undefined, { turn: { seat: 0, start: 'start' } }));
    const types = typesOf(table);
    const burned = types.indexOf('BurnedOut');
    const recycled = types.indexOf('TrashShuffledIntoDeck');
    const point = types.indexOf('PointsGained');
    const drawn = types.indexOf('CardDrawn', point);
    const ended = types.indexOf('GameEnded');
    expect(burned).toBeGreaterThan(-1);
    expect([burned < recycled, recycled < point, point < drawn, drawn < ended]).toEqual([true, true, true, true]);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['loss', 'win'] });
  });

  it('wins at once with a point of a repeated burn out, when it is more than every opponent (CR 1.4 431.3.c, 431.3.c.1; CR 1.0 607.3, reading R5)', () => {
    const table = Table.load(duel([viktor({ mainDeck: [], trash: [] }), sett({ points: 6 })], undefined, { turn: { seat: 0, start: 'start' } }));
    const types = typesOf(table);
    expect(table.eventsOf('BurnedOut')).toHaveLength(2);
    // The second point ends the game without waiting for a cleanup: nothing happens in between.
    expect(types.slice(types.lastIndexOf('PointsGained') + 1, types.indexOf('GameEnded'))).toEqual([]);
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['loss', 'win'] });
  });

  it('does not win at once with the first burn-out point of a sequence in a game of three (CR 1.4 431.3.c)', () => {
    const table = Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [viktor({ mainDeck: [], trash: [] }), sett({ points: 7 }), viktor()],
      battlefields: [field('blank', 0), field('blank', 1), field('blank', 2)],
      turn: { seat: 0, start: 'start' },
    });
    table.act(0, { type: 'chooseOpponent', seat: 1 }); // 8 points: the first of the sequence waits
    expect(table.state.status).toBe('playing');
    expect(table.decision()).toEqual({ kind: 'chooseOpponent', seat: 0, options: [1, 2] });
    table.act(0, { type: 'chooseOpponent', seat: 1 }); // 9, more than everyone: wins at once
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['loss', 'win', 'loss'] });
  });
});

describe('Hidden (CR 1.4 811.1.b replaces CR 1.0 723.1.b)', () => {
  it('costs [A], one power of any domain, outside the domain identity too (CR 1.4 811.1.b; CR 1.0 723.1.b.1: [C])', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: runes(MIND, 3, true), pool: { energy: 0, power: { Fury: 1 } }, hand: [{ card: 'OGN-213', label: 'blade' }] }), sett()],
        [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
    expect(table.object('blade')).toMatchObject({ zone: 'facedown', bf: 0 });
    expect(table.state.seats[0]?.pool.power.Fury).toBe(0);
  });

  it('hides a card from the Champion Zone (CR 1.4 811.1.b; CR 1.0 723.1.b: instead of playing it, from the hand)', () => {
    const table = Table.load(
      duel([viktor({ championZone: 'OGN-213' }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)]),
    );
    const card = table.state.seats[0]?.championZone ?? -1;
    table.act(0, { type: 'hide', card, bf: 0 });
    expect(table.state.seats[0]?.championZone).toBeNull();
    expect(table.state.objects[card]).toMatchObject({ zone: 'facedown', bf: 0 });
  });

  it('hides during a showdown on the own turn, an open state (CR 1.4 811.1.b "on your turn during an Open State"; CR 1.0 597: the neutral open state)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-213', label: 'blade' }], base: [{ card: 'OGN-219', label: 'mover' }] }), sett()],
        [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('mover')], to: 1 });
    expect(table.state.showdown).not.toBeNull();
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
    expect(table.object('blade')).toMatchObject({ zone: 'facedown', bf: 0 });
    expect(table.reject(1, { type: 'hide', card: table.id('blade'), bf: 0 }).code).toBe('timing/not_neutral_open');
  });
});

describe('combat damage assignment (CR 1.4 465.2.c.4; CR 1.0 626.1.d, reading R7)', () => {
  it('assigns more than lethal to a unit only when every unit has lethal: no 4 + 1 over two 3-might units with 5 damage', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-219', label: 'sergeant' }, { card: 'OGN-096', label: 'sentry' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-132', label: 'a' }, { card: 'OGN-132', label: 'b' }, { card: 'OGN-132', label: 'c' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('sergeant'), table.id('sentry')], to: 0 });
    table.passShowdown();
    expect(table.decision()).toMatchObject({ kind: 'assignDamage', seat: 0, amount: 5 });
    const [a, b] = [table.id('a'), table.id('b')];
    const overkill = table.reject(0, { type: 'assignDamage', assignment: [{ unit: a, amount: 4 }, { unit: b, amount: 1 }] });
    expect(overkill).toMatchObject({ code: 'combat/invalid_assignment', ruleRef: 'CR 1.4 465.2.c' });
    table.act(0, { type: 'assignDamage', assignment: [{ unit: a, amount: 3 }, { unit: b, amount: 2 }] });
  });
});
