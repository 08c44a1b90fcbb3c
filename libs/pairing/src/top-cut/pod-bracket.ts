import type { EntrantId } from '../model/entrant.js';
import { type Result, fail, ok } from '../model/result.js';
import type { BracketPod, PodBracket } from './top-cut.types.js';

/** Top-cut sizes a pod bracket can have: 3, 9, 27 or 81 entrants. */
export function isPodCutSize(size: number): boolean {
  let rest = size;
  while (rest > 3 && rest % 3 === 0) rest /= 3;
  return rest === 3;
}

/**
 * Pods of one top-cut round, seeded in a snake so every pod gets a fair mix:
 * with 9 entrants, pods (1, 6, 7), (2, 5, 8), (3, 4, 9).
 */
export function snakePods(round: number, seeded: readonly { entrant: EntrantId; seed: number }[]): BracketPod[] {
  const podCount = seeded.length / 3;
  return Array.from({ length: podCount }, (_, p) => {
    const members = [seeded[p], seeded[2 * podCount - 1 - p], seeded[2 * podCount + p]].filter(
      (member): member is { entrant: EntrantId; seed: number } => member !== undefined,
    );
    return {
      id: `r${round}-p${p + 1}`,
      seats: members.map((member) => member.entrant),
      seeds: members.map((member) => member.seed),
      winner: null,
    };
  });
}

/** An FFA3 top cut of `seeded` (best first; 3, 9, 27 or 81 entrants). */
export function createPodBracket(seeded: readonly EntrantId[]): PodBracket {
  const first = snakePods(1, seeded.map((entrant, index) => ({ entrant, seed: index + 1 })));
  return { kind: 'pod_elimination', rounds: [first], champion: null };
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
  if (updated.length === 1) return ok({ kind: 'pod_elimination', rounds, champion: winner });
  if (updated.some((candidate) => candidate.winner === null)) return ok({ kind: 'pod_elimination', rounds, champion: null });
  const winners = updated
    .map((candidate) => ({ entrant: candidate.winner as EntrantId, seed: candidate.seeds[candidate.seats.indexOf(candidate.winner as EntrantId)] as number }))
    .sort((a, b) => a.seed - b.seed);
  return ok({ kind: 'pod_elimination', rounds: [...rounds, snakePods(r + 2, winners)], champion: null });
}
