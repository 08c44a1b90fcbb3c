/**
 * The outcome of one match, for every mode: game wins per seat (1v1, bo3, team v team) or
 * placements (FFA3 pods), and drawn games. Seats follow the match's seat order, so two reports
 * of the same outcome are equal as data.
 */
export interface SeatResult {
  readonly entrantId: string;
  /** Games won in the match (0 in FFA3, whose single game is decided by placement). */
  readonly gameWins: number;
  /** 1 = best; tied seats share the better place (1, 1, 3). */
  readonly placement: number;
}

export interface MatchResult {
  readonly seats: readonly SeatResult[];
  readonly gameDraws: number;
}

/** What a player or judge sends: game wins for two-seat matches, placements for pods. */
export interface MatchResultInput {
  readonly seats: readonly { readonly entrantId: string; readonly gameWins?: number | null; readonly placement?: number | null }[];
  readonly gameDraws?: number | null;
}

export function sameResult(a: MatchResult, b: MatchResult): boolean {
  return (
    a.gameDraws === b.gameDraws &&
    a.seats.length === b.seats.length &&
    a.seats.every((seat, index) => {
      const other = b.seats[index];
      return other !== undefined && other.entrantId === seat.entrantId && other.gameWins === seat.gameWins && other.placement === seat.placement;
    })
  );
}

/** The entrants in first place (one winner, or several after a draw). */
export function winners(result: MatchResult): readonly string[] {
  return result.seats.filter((seat) => seat.placement === 1).map((seat) => seat.entrantId);
}

/** Human-readable score for logs and errors: "2-1-0" or "1st/2nd/3rd". */
export function describeResult(result: MatchResult): string {
  if (result.seats.length === 2) return `${result.seats.map((seat) => seat.gameWins).join('-')}-${result.gameDraws}`;
  return result.seats.map((seat) => `${seat.entrantId}:${seat.placement}`).join(' ');
}
