import { Random } from '@arbiter/prng';
import type { DuelResult } from '../model/round-record.js';

/** A simulated player whose hidden strength decides its games (logistic model). */
export interface SimulatedPlayer {
  readonly id: string;
  readonly strength: number;
}

/** `count` players 'p0001'... with normally distributed strengths (Box-Muller on the seeded PRNG). */
export function simulatedPlayers(count: number, seed: string): SimulatedPlayer[] {
  const random = Random.seeded(`${seed}/strengths`);
  const width = String(count).length;
  return Array.from({ length: count }, (_, index) => {
    const u = 1 - random.nextFloat();
    const v = random.nextFloat();
    const strength = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return { id: `p${String(index + 1).padStart(Math.max(4, width), '0')}`, strength };
  });
}

/**
 * A best-of-three between strengths a and b: each game is won by a with probability
 * 1 / (1 + e^(b - a)) after a 3% chance of a draw; play stops at two wins or three games.
 * The dice depend only on the seed, the round and the two ids, so two pairing engines that
 * produce the same match see the same result.
 */
export function playBestOfThree(
  seed: string,
  round: number,
  a: SimulatedPlayer,
  b: SimulatedPlayer,
): Pick<DuelResult, 'gameWins' | 'gameDraws'> {
  const [first, second] = a.id < b.id ? [a, b] : [b, a];
  const random = Random.seeded(`${seed}/round-${round}/${first.id}/${second.id}`);
  const pFirst = 1 / (1 + Math.exp(second.strength - first.strength));
  const wins: [number, number] = [0, 0];
  let draws = 0;
  for (let game = 0; game < 3 && wins[0] < 2 && wins[1] < 2; game++) {
    const roll = random.nextFloat();
    if (roll < 0.03) draws++;
    else if (random.nextFloat() < pFirst) wins[0]++;
    else wins[1]++;
  }
  const gameWins: [number, number] = first === a ? wins : [wins[1], wins[0]];
  return { gameWins, gameDraws: draws };
}

/** The ids that drop before `round`: a seeded 3% (by default) of the active ones from round 3 on. */
export function chooseDrops(
  activeIds: readonly string[],
  round: number,
  seed: string,
  options: { readonly rate?: number; readonly fromRound?: number } = {},
): string[] {
  if (round < (options.fromRound ?? 3)) return [];
  const count = Math.round(activeIds.length * (options.rate ?? 0.03));
  const shuffled = Random.seeded(`${seed}/drops-${round}`).shuffle([...activeIds].sort());
  return shuffled.slice(0, count);
}
