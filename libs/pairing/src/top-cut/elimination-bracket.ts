import type { EntrantId } from '../model/entrant.js';
import { type Result, fail, ok } from '../model/result.js';
import type { BracketMatch, EliminationBracket } from './top-cut.types.js';

/**
 * Standard bracket order, so the two best seeds can only meet in the final:
 * [1, 2] -> [1, 4, 2, 3] -> [1, 8, 4, 5, 2, 7, 3, 6], i.e. 1-8, 4-5, 2-7, 3-6 for a top 8.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const doubled = order.length * 2;
    order = order.flatMap((seed) => [seed, doubled + 1 - seed]);
  }
  return order;
}

/**
 * A single-elimination bracket of `seeded` (best first). If their number is not a power of two,
 * the best seeds get byes into the second round.
 */
export function createEliminationBracket(seeded: readonly EntrantId[]): EliminationBracket {
  let size = 1;
  while (size < seeded.length) size *= 2;
  const order = bracketOrder(size);
  const entrantOf = (seed: number): EntrantId | null => seeded[seed - 1] ?? null;
  const first: BracketMatch[] = [];
  for (let m = 0; m < size / 2; m++) {
    const seeds = [order[2 * m] as number, order[2 * m + 1] as number] as const;
    const entrants = [entrantOf(seeds[0]), entrantOf(seeds[1])] as const;
    const bye = entrants[1] === null ? entrants[0] : null;
    first.push({ id: `r1-m${m + 1}`, seeds: [seeds[0], entrants[1] === null ? null : seeds[1]], entrants, winner: bye });
  }
  const rounds: BracketMatch[][] = [first];
  for (let count = size / 4, round = 2; count >= 1; count /= 2, round++) {
    rounds.push(
      Array.from({ length: count }, (_, m) => ({ id: `r${round}-m${m + 1}`, seeds: [null, null], entrants: [null, null], winner: null })),
    );
  }
  let bracket: EliminationBracket = { kind: 'single_elimination', rounds, champion: null };
  first.forEach((match, m) => {
    if (match.winner !== null) bracket = advance(bracket, 0, m, match.winner);
  });
  return bracket;
}

/** Records the winner of match `id` and moves it into its next match (or makes it champion). */
export function recordEliminationWinner(bracket: EliminationBracket, id: string, winner: EntrantId): Result<EliminationBracket> {
  for (let r = 0; r < bracket.rounds.length; r++) {
    const m = (bracket.rounds[r] ?? []).findIndex((match) => match.id === id);
    if (m === -1) continue;
    const match = bracket.rounds[r]?.[m] as BracketMatch;
    if (match.entrants[0] === null || match.entrants[1] === null) {
      return fail('pairing/invalid_winner', `match ${id} does not have both entrants yet`);
    }
    if (!match.entrants.includes(winner)) return fail('pairing/invalid_winner', `'${winner}' does not play in match ${id}`);
    const next = bracket.rounds[r + 1]?.[m >> 1];
    if ((next !== undefined && next.winner !== null) || (r === bracket.rounds.length - 1 && bracket.champion !== null && bracket.champion !== winner)) {
      return fail('pairing/invalid_winner', `the match after ${id} is already decided`);
    }
    return ok(advance(bracket, r, m, winner));
  }
  return fail('pairing/unknown_match', `no match ${id} in the bracket`);
}

function advance(bracket: EliminationBracket, r: number, m: number, winner: EntrantId): EliminationBracket {
  const rounds = bracket.rounds.map((round) => [...round]);
  const match = rounds[r]?.[m] as BracketMatch;
  (rounds[r] as BracketMatch[])[m] = { ...match, winner };
  const nextRound = rounds[r + 1];
  if (!nextRound) return { ...bracket, rounds, champion: winner };
  const next = nextRound[m >> 1] as BracketMatch;
  const slot = m % 2;
  const seed = match.entrants[0] === winner ? match.seeds[0] : match.seeds[1];
  const entrants = slot === 0 ? ([winner, next.entrants[1]] as const) : ([next.entrants[0], winner] as const);
  const seeds = slot === 0 ? ([seed, next.seeds[1]] as const) : ([next.seeds[0], seed] as const);
  nextRound[m >> 1] = { ...next, entrants, seeds };
  return { ...bracket, rounds, champion: null };
}
