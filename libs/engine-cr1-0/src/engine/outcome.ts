/** Per seat and per team results, points and placements (for standings and time procedures). */
import type { EndReason, GameState, SeatOutcome } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { sideIndexOf } from '../rules/queries.js';
import { placements } from './flow/game-end.js';

export interface SeatResult {
  readonly seat: Seat;
  readonly side: number;
  readonly points: number;
  /** 1 = first; while the game goes on, the standing by points. */
  readonly placement: number;
  readonly result: SeatOutcome | null;
  readonly removed: boolean;
}

export interface SideResult {
  readonly side: number;
  readonly seats: readonly Seat[];
  readonly points: number;
  readonly placement: number;
  readonly result: SeatOutcome | null;
}

export interface GameOutcome {
  readonly status: 'ongoing' | 'ended';
  readonly reason: EndReason | null;
  /** Turns started so far (for "time is called" procedures). */
  readonly turn: number;
  readonly turnSeat: Seat;
  readonly seats: readonly SeatResult[];
  readonly sides: readonly SideResult[];
}

export function outcome(state: GameState): GameOutcome {
  const result = state.result;
  const places = result?.placements ?? placements(state, null);
  const seats = state.seats.map((seat) => {
    const side = sideIndexOf(state, seat.seat);
    return {
      seat: seat.seat,
      side,
      points: state.sides[side]?.points ?? 0,
      placement: places[seat.seat] ?? state.seats.length,
      result: result?.outcomes[seat.seat] ?? null,
      removed: seat.removed !== null,
    };
  });
  const sides = state.sides.map((side, index) => {
    const first = seats.find((seat) => seat.side === index);
    return { side: index, seats: side.seats, points: side.points, placement: first?.placement ?? state.sides.length, result: first?.result ?? null };
  });
  return { status: state.status === 'ended' ? 'ended' : 'ongoing', reason: result?.reason ?? null, turn: state.turn.number, turnSeat: state.turn.seat, seats, sides };
}
