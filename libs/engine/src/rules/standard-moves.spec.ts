/**
 * 140, 610, 612.2, 623: `StandardMoves` decides many standard moves of one controller at once; for
 * every ready unit and destination of seeded games of every table shape it must agree with
 * `moveProblem`, the rule check `apply` uses.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../model/game-state.js';
import type { Place } from '../model/ids.js';
import { sampleStates } from '../testing/sample-states.js';
import { moveProblem, StandardMoves } from './locations.js';
import { isOnBoard, objectAt, unitsOnBoard } from './queries.js';

const states: readonly GameState[] = sampleStates(3, 'standard-moves');

describe('standard moves checked per destination once (140, 610.2, 612.2)', () => {
  it('allow exactly the moves moveProblem allows', () => {
    let allowed = 0;
    let refused = 0;
    for (const state of states) {
      for (let seat = 0; seat < state.seats.length; seat++) {
        const moves = new StandardMoves(state, seat);
        const places: Place[] = ['base', ...state.battlefields.map((bf) => bf.index)];
        for (const id of unitsOnBoard(state)) {
          const unit = objectAt(state, id);
          if (unit.controller !== seat || !isOnBoard(unit)) continue;
          for (const to of places) {
            const allows = moves.allows(id, to);
            expect(allows).toBe(moveProblem(state, id, to, true) === null);
            if (allows) allowed++;
            else refused++;
          }
        }
      }
    }
    // Both answers occur many times, so the comparison covers both.
    expect(allowed).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});
