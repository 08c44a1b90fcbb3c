import type { GameEvent, GameState, Seat } from '@arbiter/rulesets';
import { Table } from '@arbiter/engine/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAGMA_CHAMBER_GAME } from '../definitions/magma-chamber.js';
import { blank, scenario, sett, viktor } from '../spec-support/scenarios.js';
import { playBotMatch } from '../testing/play-bot-match.js';

const teamOf = (seat: Seat | null): number => (seat === null ? -1 : seat % 2);
const teammates = (a: Seat, b: Seat | null): boolean => b !== null && a !== b && teamOf(a) === teamOf(b);

/**
 * A model of 648.8.b built from the events alone: who controls each battlefield, who controlled
 * it when the turn began, and what each seat scored this turn.
 */
class ScoringModel {
  controllers: (Seat | null)[] = [];
  atStart: (Seat | null)[] = [];
  scored: { bf: number; seat: Seat }[] = [];
  scoringEvents = 0;

  reset(state: GameState): void {
    this.controllers = state.battlefields.map((bf) => bf.controller);
    this.atStart = [...state.turn.controlAtStart];
    this.scored = [...state.turn.scored];
  }

  see(event: GameEvent, after: GameState): void {
    if (event.type === 'TurnBegan') {
      this.atStart = [...this.controllers];
      this.scored = [];
    } else if (event.type === 'BattlefieldControlChanged') {
      this.controllers[event.bf] = event.controller;
    } else if (event.type === 'BattlefieldConquered' || event.type === 'BattlefieldHeld') {
      this.scoringEvents++;
      // 648.8.b: never a battlefield the teammate controlled at the start of the turn.
      expect(teammates(event.seat, this.atStart[event.bf] ?? null)).toBe(false);
      this.scored.push({ bf: event.bf, seat: event.seat });
    } else if (event.type === 'PointsGained' && event.source === 'conquer') {
      const side = after.sides.find((candidate) => candidate.seats.includes(event.seat));
      // 648.8.g.1: the final point by conquest needs every battlefield but the teammate's.
      if (side && side.points >= after.mode.victoryScore) {
        for (const bf of this.controllers.keys()) {
          expect(teammates(event.seat, this.atStart[bf] ?? null) || this.scored.some((entry) => entry.bf === bf && entry.seat === event.seat)).toBe(true);
        }
      }
    }
  }
}

describe('Magma Chamber team scoring (648.8.b, 648.8.g)', () => {
  it('never counts a battlefield the teammate controlled at the start of the turn, in seeded random-bot games', () => {
    let scoring = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const model = new ScoringModel();
        let gameId = '';
        playBotMatch({
          mode: 'magma-chamber',
          seed,
          botSeed: `${seed}/bot`,
          onGameStep: (before, _choice, after, events) => {
            if (before.gameId !== gameId) model.reset(before);
            gameId = before.gameId;
            for (const event of events) model.see(event, after);
          },
        });
        scoring += model.scoringEvents;
      }),
      { numRuns: 8 },
    );
    expect(scoring).toBeGreaterThan(0);
  });

  it('gives the final point by conquest exactly when every battlefield but the teammate’s was scored', () => {
    const controller = fc.constantFrom<Seat | null>(null, 1, 2, 3);
    fc.assert(
      fc.property(fc.tuple(controller, controller), fc.subarray([1, 2]), fc.integer({ min: 7, max: 10 }), ([first, second], scoredBefore, points) => {
        // Seat 0 conquers the empty battlefield 0; battlefields 1 and 2 start the turn as generated.
        const others = [first, second].map((seat, index) => blank(index + 2, seat === null ? {} : { controller: seat, units: [{ card: 'OGN-219', controller: seat }] }));
        const t = Table.load(
          scenario(MAGMA_CHAMBER_GAME, [viktor({ points, base: [{ card: 'OGN-219', label: 'a' }] }), sett(), sett(), viktor()], [blank(1), ...others], {
            turnOrder: [0, 1, 2, 3],
            turn: { seat: 0, scored: scoredBefore.map((bf) => ({ bf, seat: 0 })) },
          }),
        );
        t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
        t.passShowdown();
        const everywhere = [first, second].every((seat, index) => seat === 2 || scoredBefore.includes(index + 1));
        const expected = points < 10 || everywhere ? points + 1 : points;
        expect(t.points(0)).toBe(expected);
        expect(t.state.status).toBe(expected === 11 ? 'ended' : 'playing');
      }),
      { numRuns: 60 },
    );
  });
});
