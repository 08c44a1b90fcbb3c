/** 633 and 649-652: ending the game and placing the seats. */
import type { EndReason, GameResult, GameState, SeatOutcome } from '../../model/game-state.js';
import type { Seat } from '../../model/ids.js';
import { sideIndexOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { mapList } from '../../util/lists.js';

/**
 * Placements: the winning side first (if any), then the other sides by points (ties share a
 * placement); seats removed from the game come after every seat still in it.
 */
export function placements(state: GameState, winnerSide: number | null): readonly number[] {
  const removedSide = (side: number): boolean => state.sides[side]?.seats.every((seat) => state.seats[seat]?.removed !== null) ?? true;
  const rankKey = (side: number): [number, number, number] => [
    side === winnerSide ? 0 : 1,
    removedSide(side) ? 1 : 0,
    -(state.sides[side]?.points ?? 0),
  ];
  const better = (a: number, b: number): boolean => {
    const [ka, kb] = [rankKey(a), rankKey(b)];
    for (let i = 0; i < 3; i++) if ((ka[i] as number) !== (kb[i] as number)) return (ka[i] as number) < (kb[i] as number);
    return false;
  };
  const sidePlace = mapList(state.sides, (_, side) => 1 + state.sides.filter((__, other) => better(other, side)).length);
  return mapList(state.seats, (seat) => sidePlace[sideIndexOf(state, seat.seat)] ?? state.sides.length);
}

export function resultFor(state: GameState, reason: EndReason, winnerSide: number | null, override?: readonly number[]): GameResult {
  const places = override ?? placements(state, winnerSide);
  const best = Math.min(...places);
  // A tie is between sides: the two seats of one team sharing first place is that team's win (648.6).
  const sidesFirst = new Set(places.flatMap((place, seat) => (place === best ? [sideIndexOf(state, seat)] : [])));
  const shared = sidesFirst.size > 1;
  const outcomes: SeatOutcome[] = mapList(places, (place) => {
    if (reason === 'draw') return 'draw';
    if (place !== best) return 'loss';
    // Tied first places share a draw unless a winning side was named (a team wins together).
    return shared && winnerSide === null ? 'draw' : 'win';
  });
  return { reason, placements: places, outcomes };
}

export function endGame(ctx: EngineContext, reason: EndReason, winnerSide: number | null): void {
  if (ctx.ended) return;
  ctx.emit({ type: 'GameEnded', result: resultFor(ctx.state, reason, winnerSide) });
}

/** 633: a side that reaches the victory score wins at once. */
export function checkVictory(ctx: EngineContext, seat: Seat): void {
  const side = sideIndexOf(ctx.state, seat);
  if ((ctx.state.sides[side]?.points ?? 0) >= ctx.state.mode.victoryScore) endGame(ctx, 'victory', side);
}

export function gainPoints(ctx: EngineContext, seat: Seat, points: number, source: 'conquer' | 'hold' | 'burnOut'): void {
  ctx.emit({ type: 'PointsGained', seat, points, source });
  checkVictory(ctx, seat);
}
