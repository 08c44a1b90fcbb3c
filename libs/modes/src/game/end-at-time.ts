/**
 * The result of a game that time ended (architecture default): with two sides, a side leading by
 * `margin` or more points wins, otherwise the game is a draw; with more sides (FFA3), every seat
 * is placed by points, ties sharing a placement, and seats that left the game come last.
 */
import type { ApplyResult, GameState, RulesEngine } from '@arbiter/rulesets';
import { placementsByScore } from '../match/match-results.js';

function sideLeft(game: GameState, side: number): boolean {
  return (game.sides[side]?.seats ?? []).every((seat) => game.seats[seat]?.removed !== null);
}

/** Placement per side: sides still in the game by points, then sides that left, by points. */
function sidePlacements(game: GameState): readonly number[] {
  const score = (side: number): number => (sideLeft(game, side) ? -1000 : 0) + (game.sides[side]?.points ?? 0);
  return placementsByScore(game.sides.map((_, side) => score(side)));
}

function seatPlacements(game: GameState, bySide: readonly number[]): readonly number[] {
  return game.seats.map((seat) => bySide[game.sides.findIndex((side) => side.seats.includes(seat.seat))] ?? game.sides.length);
}

export function endAtTime(engine: RulesEngine, game: GameState, margin: number): ApplyResult {
  const { terminate } = engine;
  if (game.sides.length === 2) {
    const [first, second] = game.sides.map((side) => side.points) as [number, number];
    if (Math.abs(first - second) < margin) return terminate(game, { kind: 'draw', reason: 'time' });
    return terminate(game, { kind: 'placements', reason: 'time', placements: seatPlacements(game, first > second ? [1, 2] : [2, 1]) });
  }
  return terminate(game, { kind: 'placements', reason: 'time', placements: seatPlacements(game, sidePlacements(game)) });
}
