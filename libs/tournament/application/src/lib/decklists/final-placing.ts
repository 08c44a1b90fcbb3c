import type { ExistingTournament } from '@arbiter/tournament-domain';

/**
 * Entrants from first to last: the champions, then the rest of the top cut by how far each got
 * (the later the top-cut round they last played, the better; ties in seed order), then everybody
 * else in Swiss standings order (`swissOrder`, best first).
 */
export function finalPlacing(tournament: ExistingTournament, swissOrder: readonly string[]): readonly string[] {
  const seeds = tournament.topCut?.seeds ?? [];
  const reached = new Map<string, number>();
  for (const round of tournament.rounds) {
    if (round.phase !== 'top_cut') continue;
    for (const table of round.tables) for (const entrantId of table.entrantIds) reached.set(entrantId, round.round);
  }
  const cut = [...seeds].sort((a, b) => (reached.get(b) ?? 0) - (reached.get(a) ?? 0) || seeds.indexOf(a) - seeds.indexOf(b));
  const ordered = [...tournament.champions, ...cut, ...swissOrder, ...Object.keys(tournament.entrants)];
  return [...new Set(ordered)];
}
