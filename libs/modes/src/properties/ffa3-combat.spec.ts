import { engineFor, type GameEvent, type GameState } from '@arbiter/rulesets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../testing/play-bot-match.js';

/** Controllers of the units on a battlefield. */
function controllersAt(state: GameState, bf: number): readonly number[] {
  return [...new Set((state.battlefields[bf]?.units ?? []).map((id) => state.objects[id]?.controller ?? -1))];
}

/** Walks the step event by event, checking every intermediate state. */
function checkStep(before: GameState, events: readonly GameEvent[]): number {
  let state = before;
  let combats = 0;
  for (const event of events) {
    state = engineFor('CR 1.4').evolve(state, event);
    // 612.2, 623.3: no battlefield ever holds units of three players.
    for (const bf of state.battlefields) expect(controllersAt(state, bf.index).length).toBeLessThanOrEqual(2);
    if (event.type === 'CombatBegan') {
      combats++;
      // 623: a combat is between exactly two players, and only theirs are there (623.1).
      expect(event.combat.attacker).not.toBe(event.combat.defender);
      expect([...controllersAt(state, event.combat.bf)].sort()).toEqual([event.combat.attacker, event.combat.defender].sort());
    }
  }
  return combats;
}

describe('FFA3 combat (623)', () => {
  it('never involves three players in seeded random-bot games', () => {
    let combats = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        playBotMatch({ mode: 'ffa3', seed, botSeed: `${seed}/bot`, onGameStep: (before, _choice, _after, events) => (combats += checkStep(before, events)) });
      }),
      { numRuns: 10 },
    );
    expect(combats).toBeGreaterThan(0);
  });
});

describe('War combat (CR 1.3 457, CR 1.4 488)', () => {
  it('never involves three or more of the four players in seeded random-bot games', () => {
    let combats = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        playBotMatch({ mode: 'war', seed, botSeed: `${seed}/war-bot`, onGameStep: (before, _choice, _after, events) => (combats += checkStep(before, events)) });
      }),
      { numRuns: 10 },
    );
    expect(combats).toBeGreaterThan(0);
  });
});
