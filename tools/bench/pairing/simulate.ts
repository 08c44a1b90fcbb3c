/**
 * One simulated Swiss tournament for one engine: same seeds, same hidden strengths, same drops
 * (3% of the active field before every round from round 3) and the same dice for the same match,
 * so the engines differ only in whom they pair.
 */
import { type SimulatedPlayer, chooseDrops, playBestOfThree } from '@arbiter/pairing/testing';
import type { MatchOutcome, PairingEngine } from './engines.js';
import { type RoundFigures, meetingKey, roundFigures } from './round-figures.js';

export interface TournamentResult {
  readonly figures: RoundFigures[];
  /** Milliseconds per pairing call. */
  readonly ms: number[];
  /** How many of the 8 strongest entrants still in the event finished in the top 8. */
  readonly top8Recall: number;
  /** The error that ended the run early, if the engine threw. */
  readonly crash: string | null;
}

export function simulateTournament(
  players: readonly SimulatedPlayer[],
  rounds: number,
  seed: string,
  engine: PairingEngine,
): TournamentResult {
  const byId = new Map(players.map((player) => [player.id, player]));
  const points = new Map<string, number>();
  const met = new Set<string>();
  const byeCounts = new Map<string, number>();
  let active = players.map((player) => player.id);
  const figures: RoundFigures[] = [];
  const ms: number[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const drops = chooseDrops(active, round, seed);
      if (drops.length > 0) {
        engine.drop(drops, round - 1);
        active = active.filter((id) => !drops.includes(id));
      }
      const start = performance.now();
      const { pairs, byes } = engine.pair(round);
      ms.push(performance.now() - start);
      figures.push(roundFigures(pairs, byes, { points, met, byes: byeCounts }));
      const outcomes: MatchOutcome[] = pairs.map(([a, b]) => ({
        entrants: [a, b],
        ...playBestOfThree(seed, round, byId.get(a) as SimulatedPlayer, byId.get(b) as SimulatedPlayer),
      }));
      engine.report(round, outcomes, byes);
      record(outcomes, byes, points, met, byeCounts);
    }
  } catch (error) {
    return { figures, ms, top8Recall: Number.NaN, crash: error instanceof Error ? error.message : String(error) };
  }
  return { figures, ms, top8Recall: recall(engine.ranking(), active, byId), crash: null };
}

function record(
  outcomes: readonly MatchOutcome[],
  byes: readonly string[],
  points: Map<string, number>,
  met: Set<string>,
  byeCounts: Map<string, number>,
): void {
  const add = (id: string, value: number): void => void points.set(id, (points.get(id) ?? 0) + value);
  for (const { entrants: [a, b], gameWins: [wa, wb] } of outcomes) {
    met.add(meetingKey(a, b));
    add(a, wa > wb ? 3 : wa === wb ? 1 : 0);
    add(b, wb > wa ? 3 : wa === wb ? 1 : 0);
  }
  for (const id of byes) {
    add(id, 3);
    byeCounts.set(id, (byeCounts.get(id) ?? 0) + 1);
  }
}

function recall(ranking: readonly string[], active: readonly string[], byId: ReadonlyMap<string, SimulatedPlayer>): number {
  const strength = (id: string): number => byId.get(id)?.strength ?? 0;
  const trueTop = new Set([...active].sort((a, b) => strength(b) - strength(a)).slice(0, 8));
  return ranking.slice(0, 8).filter((id) => trueTop.has(id)).length;
}
