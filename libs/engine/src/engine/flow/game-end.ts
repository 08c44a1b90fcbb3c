/** CR 1.4 194.2, 472 (winning in a cleanup) and 649-652: ending the game and placing the seats. */
import type { EndReason, GameResult, GameState, SeatOutcome } from '../../model/game-state.js';
import type { PointSource } from '../../model/game-event.js';
import type { Seat } from '../../model/ids.js';
import { sideIndexOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { mapList } from '../../util/lists.js';
import { victoryScore } from '../../rules/victory-score.js';

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

/**
 * The side that wins now, if any: at or above the victory score and with more points than every
 * other side still in the game (CR 1.4 194.2, 472; CR 1.0 633 let the first side to reach the
 * score win at once). Tied leaders play on until one of them has more (CR 1.4 194.2.b).
 */
export function leadingSideAtVictory(state: GameState): number | null {
  let best = -1;
  let bestPoints = -1;
  let tied = false;
  for (let side = 0; side < state.sides.length; side++) {
    const entry = state.sides[side];
    if (!entry || entry.seats.every((seat) => state.seats[seat]?.removed !== null)) continue;
    if (entry.points > bestPoints) {
      best = side;
      bestPoints = entry.points;
      tied = false;
    } else if (entry.points === bestPoints) tied = true;
  }
  return best >= 0 && !tied && bestPoints >= victoryScore(state) ? best : null;
}

/** CR 1.4 194.2 and 472 (replacing CR 1.0 633): the victory check of a cleanup. */
export function checkVictory(ctx: EngineContext): void {
  if (ctx.ended) return;
  const side = leadingSideAtVictory(ctx.state);
  if (side !== null) endGame(ctx, 'victory', side);
}

/**
 * Points are gained; whether they win is decided in the next cleanup (CR 1.4 472), except for the
 * points of a repeated burn out, which win at once (CR 1.4 431.3.c, 431.3.c.1).
 */
export function gainPoints(ctx: EngineContext, seat: Seat, points: number, source: PointSource, winsAtOnce = false): void {
  ctx.emit({ type: 'PointsGained', seat, points, source });
  if (winsAtOnce) checkVictory(ctx);
}
