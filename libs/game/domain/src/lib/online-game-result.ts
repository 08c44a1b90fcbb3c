import type { MatchResultInput } from '@arbiter/tournament-domain';

/** A finished game's result as clients see it: every seat with its game wins and its place. */
export interface OnlineResultView {
  readonly gameDraws: number;
  readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[];
}

/**
 * Stored results of two-entrant games carry game wins only, pods carry places only (the shape of
 * a report). The view completes both: a seat's place is one more than the seats strictly ahead
 * of it, so a 2-1 match shows 1 and 2 and a drawn one 1 and 1, as the match itself shows them.
 */
export function onlineResultView(result: MatchResultInput): OnlineResultView {
  const wins = result.seats.map((seat) => seat.gameWins ?? 0);
  const seats = result.seats.map((seat, index) => {
    const mine = wins[index] ?? 0;
    const placement = seat.placement ?? 1 + wins.filter((other) => other > mine).length;
    return { entrantId: seat.entrantId, gameWins: mine, placement };
  });
  return { gameDraws: result.gameDraws ?? 0, seats };
}
