/**
 * The rules ask for the units on the board and for an object's card definition many times per
 * action, so both are remembered (by the board's zone lists, and by object id). A remembered
 * answer must never outlive what it was computed from: another game, another board.
 */
import { describe, expect, it } from 'vitest';
import { cardDefinition, cardOf } from '../cards/card-registry.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import { newObject } from '../setup/initial-objects.js';
import { sampleStates } from '../testing/sample-states.js';
import { objectAt, unitsOnBoard } from './queries.js';

/** `unitsOnBoard` computed without any memory. */
function unitsFromScratch(state: GameState): number[] {
  const result: number[] = [];
  for (const seat of state.seats) for (const id of seat.base) if (cardDefinition(objectAt(state, id).card).type === 'Unit') result.push(id);
  for (const bf of state.battlefields) for (const id of bf.units) if (cardDefinition(objectAt(state, id).card).type === 'Unit') result.push(id);
  return result;
}

const states = sampleStates(2, 'queries-cache');

describe('units on the board', () => {
  it('are the units of the state asked about, whatever state was asked about before', () => {
    // Forwards, backwards and interleaved: consecutive states share lists, distant ones do not.
    const order = [...states.keys(), ...[...states.keys()].reverse(), ...states.keys()].map((i, n) => (n % 3 === 0 ? states.length - 1 - i : i));
    for (const index of order) {
      const state = states[index] as GameState;
      expect([...unitsOnBoard(state)]).toEqual(unitsFromScratch(state));
    }
  });
});

describe("an object's card definition", () => {
  it('follows the card when the same object id holds another card (another game)', () => {
    const object = (id: number, card: string): GameObject => newObject(id, card, 0, 'hand');
    const cards = ['OGN-142', 'OGN-088', 'OGN-142', 'OGN-280'];
    for (const card of cards) expect(cardOf(object(7, card))).toBe(cardDefinition(card));
  });

  it('agrees with the registry for every object of the sampled games', () => {
    for (const state of states.filter((_, index) => index % 17 === 0)) {
      for (const object of state.objects) if (object) expect(cardOf(object)).toBe(cardDefinition(object.card));
    }
  });
});
