import { describe, expect, it } from 'vitest';
import { concede, removeSeat, terminate } from '../engine/endings.js';
import { outcome } from '../engine/outcome.js';
import { Table } from '../testing/table.js';
import { TEST_THREE_PLAYERS, TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { duel, field, sett, viktor } from './fixtures.js';

function threePlayers(turnSeat = 0) {
  return Table.load({
    mode: TEST_THREE_PLAYERS,
    seats: [
      viktor({ base: [{ card: 'OGN-219', label: 'a' }] }),
      sett({ hand: [{ card: 'OGN-219', label: 'bHand' }], base: [{ card: 'OGN-219', label: 'b' }] }),
      viktor({ base: [{ card: 'OGN-219', label: 'c' }] }),
    ],
    battlefields: [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-088', label: 'bMech' }] }), field('blank', 2)],
    turn: { seat: turnSeat },
  });
}

describe('conceding (649-652)', () => {
  it('makes the other player win a two-player game at once (650, 651.1)', () => {
    const table = Table.load(duel([viktor(), sett()]));
    const result = concede(table.state, 1);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.state.result).toMatchObject({ reason: 'concession', outcomes: ['win', 'loss'], placements: [1, 2] });
  });

  it('is possible at any time, even without priority, through apply too (650)', () => {
    const table = Table.load(duel([viktor(), sett()]));
    table.act(1, { type: 'concede' });
    expect(table.state.status).toBe('ended');
  });

  it('runs the removal steps with more players and the game goes on (651.2, 652.1-652.3)', () => {
    const table = threePlayers();
    const result = removeSeat(table.state, 1, 'disqualification');
    if (!result.ok) throw new Error(result.error.code);
    const state = result.state;
    expect(state.status).toBe('playing');
    expect(state.seats[1]?.removed).toBe('disqualification');
    for (const label of ['b', 'bHand', 'bMech']) expect(state.objects[table.id(label)]?.zone).toBe('removed');
    expect(state.battlefields[1]).toMatchObject({ card: 'blank', units: [] });
    expect(state.battlefields[1]?.controller).toBeNull();
    expect(state.pending?.decision).toEqual({ kind: 'priority', seat: 0 });
  });

  it('passes the turn on when the turn player is removed (652.5.a)', () => {
    const table = threePlayers(0);
    const result = concede(table.state, 0);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.state.turn.seat).toBe(1);
    expect(result.state.pending?.decision).toEqual({ kind: 'priority', seat: 1 });
  });

  it('hands focus on and counters the removed player chain items (652.4, 652.5.b)', () => {
    const table = threePlayers(0);
    table.act(0, { type: 'move', units: [table.id('a')], to: 0 });
    expect(table.state.showdown).toMatchObject({ focus: 0, relevant: [0, 1, 2] });
    table.act(0, { type: 'pass' });
    const result = removeSeat(table.state, 1, 'concession');
    if (!result.ok) throw new Error(result.error.code);
    expect(result.state.showdown).toMatchObject({ focus: 2 });
    expect(result.state.pending?.decision).toEqual({ kind: 'priority', seat: 2 });
  });

  it('refuses removing a seat twice (651)', () => {
    const table = threePlayers();
    const once = removeSeat(table.state, 2, 'concession');
    if (!once.ok) throw new Error(once.error.code);
    const twice = removeSeat(once.state, 2, 'concession');
    expect(twice.ok ? 'ok' : twice.error.code).toBe('seat/not_in_game');
  });
});

describe('imposed endings (for the match layer)', () => {
  it('ends with a judge-imposed game loss for one seat', () => {
    const table = Table.load(duel([viktor(), sett()]));
    const result = terminate(table.state, { kind: 'gameLoss', seat: 0 });
    if (!result.ok) throw new Error(result.error.code);
    expect(outcome(result.state)).toMatchObject({ status: 'ended', reason: 'imposed', seats: [{ result: 'loss', placement: 2 }, { result: 'win', placement: 1 }] });
  });

  it('ends in a draw, or with given placements at time', () => {
    const table = threePlayers();
    const draw = terminate(table.state, { kind: 'draw' });
    if (!draw.ok) throw new Error(draw.error.code);
    expect(draw.state.result?.outcomes).toEqual(['draw', 'draw', 'draw']);
    const placed = terminate(table.state, { kind: 'placements', placements: [2, 1, 2], reason: 'time' });
    if (!placed.ok) throw new Error(placed.error.code);
    expect(outcome(placed.state).seats.map((seat) => [seat.placement, seat.result])).toEqual([
      [2, 'loss'],
      [1, 'win'],
      [2, 'loss'],
    ]);
    expect(terminate(table.state, { kind: 'placements', placements: [1] }).ok).toBe(false);
  });

  it('reports points, turn and standing while the game goes on', () => {
    const table = Table.load(duel([viktor({ points: 3 }), sett({ points: 5 })]));
    expect(outcome(table.state)).toMatchObject({ status: 'ongoing', turn: 1, seats: [{ points: 3, placement: 2, result: null }, { points: 5, placement: 1 }] });
  });

  it('gives a team sharing first place the win together, at time or after the other team’s game loss (648.6, reading R11)', () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      seats: [viktor({ points: 4 }), sett(), viktor(), sett()],
      battlefields: [field('blank', 1), field('blank', 2), field('blank', 3)],
    });
    const atTime = terminate(table.state, { kind: 'placements', placements: [1, 2, 1, 2], reason: 'time' });
    if (!atTime.ok) throw new Error(atTime.error.code);
    expect(atTime.state.result?.outcomes).toEqual(['win', 'loss', 'win', 'loss']);
    const gameLoss = terminate(table.state, { kind: 'gameLoss', seat: 0 });
    if (!gameLoss.ok) throw new Error(gameLoss.error.code);
    expect(gameLoss.state.result?.outcomes).toEqual(['loss', 'win', 'loss', 'win']);
  });
});
