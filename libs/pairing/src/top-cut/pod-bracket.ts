import type { EntrantId } from '../model/entrant.js';
import type { PodSize } from '../model/pod-size.js';
import { type Result, fail, ok } from '../model/result.js';
import type { BracketPod, PodBracket } from './top-cut.types.js';

/** Top-cut sizes a pod bracket can have: a power of the pod size (FFA3 3, 9, 27, 81; War 4, 16, 64). */
export function isPodCutSize(size: number, podSize: PodSize = 3): boolean {
  let rest = size;
  while (rest > podSize && rest % podSize === 0) rest /= podSize;
  return rest === podSize;
}

/**
 * Pods of one top-cut round, seeded in a snake so every pod gets a fair mix: with 9 entrants in
 * pods of 3, (1, 6, 7), (2, 5, 8), (3, 4, 9); with 16 in pods of 4, (1, 8, 9, 16), (2, 7, 10, 15),
 * (3, 6, 11, 14), (4, 5, 12, 13).
 */
export function snakePods(round: number, seeded: readonly { entrant: EntrantId; seed: number }[], podSize: PodSize = 3): BracketPod[] {
  const podCount = seeded.length / podSize;
  return Array.from({ length: podCount }, (_, p) => {
    // Row r of the snake runs forwards when r is even and backwards when it is odd.
    const slots = Array.from({ length: podSize }, (__, row) => (row % 2 === 0 ? row * podCount + p : (row + 1) * podCount - 1 - p));
    const members = slots
      .map((slot) => seeded[slot])
      .filter((member): member is { entrant: EntrantId; seed: number } => member !== undefined);
    return {
      id: `r${round}-p${p + 1}`,
      seats: members.map((member) => member.entrant),
      seeds: members.map((member) => member.seed),
      winner: null,
    };
  });
}

/** A pod top cut of `seeded` (best first; a power of the pod size: FFA3 3-81, War 4-64 entrants). */
export function createPodBracket(seeded: readonly EntrantId[], podSize: PodSize = 3): PodBracket {
  const first = snakePods(1, seeded.map((entrant, index) => ({ entrant, seed: index + 1 })), podSize);
  return { kind: 'pod_elimination', podSize, rounds: [first], champion: null };
}

/**
 * Records the winner of pod `id`. When every pod of the round has a winner, the winners are
 * re-seeded by their standings seed into the next round's pods; the winner of the last pod is
 * the champion.
 */
export function recordPodWinner(bracket: PodBracket, id: string, winner: EntrantId): Result<PodBracket> {
  const r = bracket.rounds.findIndex((round) => round.some((pod) => pod.id === id));
  if (r === -1) return fail('pairing/unknown_match', `no pod ${id} in the bracket`);
  if (r !== bracket.rounds.length - 1) return fail('pairing/invalid_winner', `the round after pod ${id} has already started`);
  const round = bracket.rounds[r] as readonly BracketPod[];
  const pod = round.find((candidate) => candidate.id === id) as BracketPod;
  if (!pod.seats.includes(winner)) return fail('pairing/invalid_winner', `'${winner}' does not play in pod ${id}`);
  const updated = round.map((candidate) => (candidate.id === id ? { ...candidate, winner } : candidate));
  const rounds = [...bracket.rounds.slice(0, r), updated];
  if (updated.length === 1) return ok({ ...bracket, rounds, champion: winner });
  if (updated.some((candidate) => candidate.winner === null)) return ok({ ...bracket, rounds, champion: null });
  const winners = updated
    .map((candidate) => ({ entrant: candidate.winner as EntrantId, seed: candidate.seeds[candidate.seats.indexOf(candidate.winner as EntrantId)] as number }))
    .sort((a, b) => a.seed - b.seed);
  return ok({ ...bracket, rounds: [...rounds, snakePods(r + 2, winners, bracket.podSize)], champion: null });
}
