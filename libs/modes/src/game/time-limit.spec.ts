import { apply, type GameEvent, type GameState, removeSeat, replay, type Scenario } from '@arbiter/engine';
import { Table } from '@arbiter/engine/testing';
import { engineFor } from '@arbiter/rulesets';
import { describe, expect, it } from 'vitest';
import { DUEL_GAME } from '../definitions/duel.js';
import { FFA3_GAME } from '../definitions/ffa3.js';
import { MAGMA_CHAMBER_GAME } from '../definitions/magma-chamber.js';
import { WAR_GAME } from '../definitions/war.js';
import type { TimeLimit } from '../model/match-state.js';
import { blank, scenario, sett, viktor } from '../spec-support/scenarios.js';
import { enforceTimeLimit, timeLimitFor } from './time-limit.js';

/** The scenarios are played by the live engine (tables of the current ruleset). */
const LIVE = engineFor('CR 1.4');

/** Every seat ends its turns until the game ends; returns the events after the start. */
function endTurnsUnder(start: Table, limit: TimeLimit): { state: GameState; events: GameEvent[] } {
  let state = start.state;
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 100 && state.status === 'playing'; guard++) {
    const decision = state.pending?.decision;
    if (decision?.kind !== 'priority') throw new Error(`unexpected decision ${decision?.kind}`);
    const result = enforceTimeLimit(LIVE, state, apply(state, decision.seat, { type: 'endTurn' }), limit);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state as GameState;
    events.push(...(result.events as readonly GameEvent[]));
  }
  return { state, events };
}

const duel = (points: [number, number], extra: Partial<Scenario> = {}): Table =>
  Table.load(scenario(DUEL_GAME, [viktor({ points: points[0] }), sett({ points: points[1] })], [blank(0), blank(1)], extra));

describe('time is called in a two-player game (tournament end-of-round procedure)', () => {
  it('finishes the turn in progress, plays 3 more turns and ends before the next one begins', () => {
    const table = duel([4, 1]);
    const limit = timeLimitFor(table.state, { extraTurns: 3, margin: 2 });
    expect(limit).toEqual({ calledAtTurn: 1, lastTurn: 4, margin: 2 });
    const { state, events } = endTurnsUnder(table, limit);
    expect(events.filter((event) => event.type === 'TurnBegan').map((event) => event.number)).toEqual([2, 3, 4]);
    expect(state.turn.number).toBe(4);
    expect(state.result).toEqual({ reason: 'time', placements: [1, 2], outcomes: ['win', 'loss'] });
  });

  it('gives the game to a lead of exactly the margin, and is a draw below it', () => {
    const win = endTurnsUnder(duel([3, 5]), timeLimitFor(duel([3, 5]).state, { extraTurns: 0, margin: 2 }));
    expect(win.state.result?.outcomes).toEqual(['loss', 'win']);
    const draw = endTurnsUnder(duel([4, 5]), timeLimitFor(duel([4, 5]).state, { extraTurns: 0, margin: 2 }));
    expect(draw.state.result).toEqual({ reason: 'time', placements: [1, 1], outcomes: ['draw', 'draw'] });
  });

  it('takes the number of turns and the margin as parameters', () => {
    const table = duel([4, 1]);
    const { state } = endTurnsUnder(table, timeLimitFor(table.state, { extraTurns: 1, margin: 4 }));
    expect(state.turn.number).toBe(2);
    expect(state.result?.outcomes).toEqual(['draw', 'draw']);
  });

  it('counts nothing of the turn that would begin after the limit, not even its holding', () => {
    // Seat 0 holds battlefield 0: it scores in its beginning phases of turns 3 and 5 (630.2).
    const table = duel([2, 2], { battlefields: [blank(0, { controller: 0, units: ['OGN-219'] }), blank(1)] });
    const { state, events } = endTurnsUnder(table, timeLimitFor(table.state, { extraTurns: 3, margin: 2 }));
    expect(events.filter((event) => event.type === 'BattlefieldHeld')).toHaveLength(1);
    expect(state.sides.map((side) => side.points)).toEqual([3, 2]);
    expect(state.result?.outcomes).toEqual(['draw', 'draw']);
  });

  it('leaves an event log that replays to the same state', () => {
    const table = duel([4, 1]);
    const { state, events } = endTurnsUnder(table, timeLimitFor(table.state, { extraTurns: 3, margin: 2 }));
    const replayed = replay([...table.events, ...events]);
    expect(replayed.ok && replayed.state.hash).toBe(state.hash);
  });
});

describe('time is called in FFA3 (646)', () => {
  const ffa3 = (points: [number, number, number]): Table =>
    Table.load(scenario(FFA3_GAME, [viktor({ points: points[0] }), sett({ points: points[1] }), viktor({ points: points[2] })], [blank(0), blank(1), blank(2)]));

  it('places every seat by points, ties sharing a placement', () => {
    const table = ffa3([4, 4, 1]);
    const { state } = endTurnsUnder(table, timeLimitFor(table.state, { extraTurns: 0, margin: 2 }));
    expect(state.result).toEqual({ reason: 'time', placements: [1, 1, 3], outcomes: ['draw', 'draw', 'loss'] });
  });

  it('gives a unique leader the win, whatever the margin', () => {
    const table = ffa3([2, 5, 4]);
    const { state } = endTurnsUnder(table, timeLimitFor(table.state, { extraTurns: 0, margin: 2 }));
    expect(state.result).toEqual({ reason: 'time', placements: [3, 1, 2], outcomes: ['loss', 'win', 'loss'] });
  });

  it('places a seat that left the game after every seat still in it (651)', () => {
    const table = ffa3([6, 1, 3]);
    const left = removeSeat(table.state, 0, 'concession');
    if (!left.ok) throw new Error(left.error.code);
    const { state } = endTurnsUnder(Table.from(left.state), timeLimitFor(left.state, { extraTurns: 0, margin: 2 }));
    expect(state.result?.placements).toEqual([3, 2, 1]);
  });
});

describe('time is called in War (CR 1.4 488)', () => {
  const war = (points: [number, number, number, number]): Table =>
    Table.load(
      scenario(WAR_GAME, [viktor({ points: points[0] }), sett({ points: points[1] }), viktor({ points: points[2] }), sett({ points: points[3] })], [blank(1), blank(2), blank(3)], {
        turnOrder: [0, 1, 2, 3],
      }),
    );

  it('places all four seats by points, ties sharing a placement', () => {
    const table = war([3, 5, 3, 0]);
    const { state } = endTurnsUnder(table, timeLimitFor(table.state, { extraTurns: 0, margin: 2 }));
    expect(state.result).toEqual({ reason: 'time', placements: [2, 1, 2, 4], outcomes: ['loss', 'win', 'loss', 'loss'] });
  });

  it('makes a shared first place a draw for those sharing it', () => {
    const table = war([6, 6, 2, 1]);
    const { state } = endTurnsUnder(table, timeLimitFor(table.state, { extraTurns: 0, margin: 2 }));
    expect(state.result).toEqual({ reason: 'time', placements: [1, 1, 3, 4], outcomes: ['draw', 'draw', 'loss', 'loss'] });
  });
});

describe('time is called in Magma Chamber (648)', () => {
  it('gives the game to a team leading by the margin, both teammates winning (648.6, reading R11)', () => {
    const table = Table.load(
      scenario(MAGMA_CHAMBER_GAME, [viktor({ points: 2 }), sett({ points: 1 }), sett({ points: 1 }), viktor()], [blank(1), blank(2), blank(3)], { turnOrder: [0, 1, 2, 3] }),
    );
    const { state } = endTurnsUnder(table, timeLimitFor(table.state, { extraTurns: 2, margin: 2 }));
    expect(state.turn.number).toBe(3);
    expect(state.result).toEqual({ reason: 'time', placements: [1, 2, 1, 2], outcomes: ['win', 'loss', 'win', 'loss'] });
  });
});
