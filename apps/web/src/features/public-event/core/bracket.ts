/**
 * The top-cut bracket from its matches: one column per top-cut round, matches by table. Seeds
 * label the entrants; a match's winner is whoever won more games.
 */
export interface BracketMatch {
  readonly id: string;
  readonly round: number;
  readonly table: number;
  readonly status: string;
  readonly entrants: readonly { readonly id: string; readonly name: string }[];
  readonly result: { readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[] } | null;
}

export interface BracketColumn {
  readonly round: number;
  readonly matches: readonly (BracketMatch & { readonly winnerId: string | null })[];
}

export function bracketColumns(matches: readonly BracketMatch[]): BracketColumn[] {
  const rounds = [...new Set(matches.map((match) => match.round))].sort((a, b) => a - b);
  return rounds.map((round) => ({
    round,
    matches: matches
      .filter((match) => match.round === round)
      .sort((a, b) => a.table - b.table)
      .map((match) => ({ ...match, winnerId: winnerOf(match) })),
  }));
}

export function winnerOf(match: BracketMatch): string | null {
  if (match.status !== 'final' || !match.result) return null;
  const best = [...match.result.seats].sort((a, b) => a.placement - b.placement || b.gameWins - a.gameWins)[0];
  return best?.entrantId ?? null;
}
