import { describe, expect, it } from 'vitest';
import { apply } from '../engine/apply.js';
import { legalActions } from '../engine/legal-actions.js';
import { stateHash } from '../state/state-hash.js';
import { evolve } from '../state/evolve.js';
import { EMPTY_STATE } from '../setup/empty-state.js';
import { duelSetup, playBotGame, SETT_MIGHT, VIKTOR_CONTROL } from '../testing/index.js';
import { replay } from './replay.js';

const game = playBotGame({ setup: duelSetup([VIKTOR_CONTROL, SETT_MIGHT], 'replay'), botSeed: 'replay' });

describe('replaying a game', () => {
  it('reproduces the final state exactly from the events', () => {
    const result = replay(game.events);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.state.hash).toBe(game.state.hash);
      expect(JSON.parse(JSON.stringify(result.state))).toEqual(JSON.parse(JSON.stringify(game.state)));
    }
  });

  it('survives a JSON round trip of the event log (plain data)', () => {
    const result = replay(JSON.parse(JSON.stringify(game.events)));
    expect(result.ok).toBe(true);
  });

  it('reports the first event whose hash differs', () => {
    const target = game.events.findIndex((event, index) => index >= 40 && event.type === 'DecisionRequested');
    const tampered = game.events.map((event, index) => (index === target ? { ...event, hash: '0000000000000000' } : event));
    const result = replay(tampered);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.index).toBe(target);
  });

  it('detects an edited event body by its hash', () => {
    const index = game.events.findIndex((event) => event.type === 'PointsGained');
    const edited = game.events.map((event, i) => (i === index && event.type === 'PointsGained' ? { ...event, points: 2 } : event));
    const result = replay(edited);
    expect(result.ok ? -1 : result.index).toBe(index);
  });
});

describe('the state hash', () => {
  it('kept incrementally equals the hash recomputed from the whole state', () => {
    expect(stateHash(game.state)).toBe(game.state.hash);
  });

  it('does not depend on the order in which object keys were written', () => {
    const reversed = Object.fromEntries(Object.entries(game.state.turn).reverse()) as typeof game.state.turn;
    expect(stateHash({ ...game.state, turn: reversed })).toBe(game.state.hash);
  });

  it('changes when the state changes', () => {
    expect(stateHash({ ...game.state, clock: game.state.clock + 1 })).not.toBe(game.state.hash);
  });
});

describe('evolve', () => {
  it('is pure: the input state is never changed', () => {
    const first = game.events[0];
    if (!first) throw new Error('no events');
    const before = JSON.stringify(EMPTY_STATE);
    evolve(EMPTY_STATE, first);
    expect(JSON.stringify(EMPTY_STATE)).toBe(before);
  });

  it('agrees with apply event by event', () => {
    const created = replay(game.events.slice(0, 20));
    if (!created.ok) throw new Error('replay failed');
    // Decisions are asked at the end of an apply: stop right after a DecisionRequested.
    const last = game.events.findIndex((event, index) => index >= 100 && event.type === 'DecisionRequested');
    let state = created.state;
    for (const event of game.events.slice(20, last + 1)) state = evolve(state, event);
    expect(state.hash).toBe(game.events[last]?.hash);
    const seat = state.pending?.decision.seat ?? 0;
    const [action] = legalActions(state, seat);
    if (action) expect(apply(state, seat, action).ok).toBe(true);
  });
});
