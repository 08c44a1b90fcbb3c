/**
 * What the report form sends: game wins per seat (1v1, Match, Magma Chamber teams) or places
 * (FFA3). The server validates the result against the mode; this only shapes the input.
 */
export interface SeatInput {
  readonly entrantId: string;
  readonly gameWins?: number;
  readonly placement?: number;
}

export function gameWinsResult(wins: Readonly<Record<string, number>>, draws: number): { seats: SeatInput[]; gameDraws: number } {
  return { seats: Object.entries(wins).map(([entrantId, gameWins]) => ({ entrantId, gameWins })), gameDraws: draws };
}

export function placementResult(places: Readonly<Record<string, number>>): { seats: SeatInput[] } {
  return { seats: Object.entries(places).map(([entrantId, placement]) => ({ entrantId, placement })) };
}

/** Do two reported results say the same (same seats, same numbers)? */
export function sameReport(
  a: { readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[]; readonly gameDraws: number },
  b: { readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[]; readonly gameDraws: number },
): boolean {
  if (a.gameDraws !== b.gameDraws || a.seats.length !== b.seats.length) return false;
  return a.seats.every((seat) => {
    const other = b.seats.find((candidate) => candidate.entrantId === seat.entrantId);
    return other !== undefined && other.gameWins === seat.gameWins && other.placement === seat.placement;
  });
}
