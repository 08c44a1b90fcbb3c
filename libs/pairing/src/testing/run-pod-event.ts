import { Random } from '@arbiter/prng';
import { type PodConfig, defaultPodConfig } from '../model/config.js';
import type { Entrant } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';
import { pairPodRound } from '../pods/pair-pod-round.js';
import type { PodPairing, PodRoundInput } from '../pods/pod.types.js';
import { type SimulatedPlayer, chooseDrops } from './simulation.js';

/**
 * Placements of a simulated pod: players are drawn one by one for first, then second place, each
 * with weight e^strength (Plackett-Luce); 3% of pods end with two players sharing first place.
 */
export function playPod(seed: string, round: number, seats: readonly SimulatedPlayer[]): number[] {
  const random = Random.seeded(`${seed}/pod-${round}/${seats.map((player) => player.id).join('/')}`);
  const remaining = seats.map((player, seat) => ({ seat, weight: Math.exp(player.strength) }));
  const placements = new Array<number>(seats.length).fill(seats.length);
  for (let place = 1; remaining.length > 1; place++) {
    const total = remaining.reduce((sum, entry) => sum + entry.weight, 0);
    let roll = random.nextFloat() * total;
    const index = remaining.findIndex((entry) => (roll -= entry.weight) < 0);
    const [chosen] = remaining.splice(index === -1 ? remaining.length - 1 : index, 1);
    if (chosen) placements[chosen.seat] = place;
  }
  if (random.nextFloat() < 0.03) {
    const second = placements.indexOf(2);
    if (second !== -1) placements[second] = 1;
  }
  return placements;
}

export interface PodEventRun {
  readonly history: RoundRecord[];
  readonly pairings: PodPairing[];
  readonly inputs: PodRoundInput[];
}

/** Plays a whole simulated pod Swiss (FFA3 by default; War with a four-place `config`) with optional drops. */
export function runPodEvent(options: {
  readonly players: readonly SimulatedPlayer[];
  readonly rounds: number;
  readonly seed: string;
  readonly dropRate?: number;
  readonly config?: PodConfig;
}): PodEventRun {
  const byId = new Map(options.players.map((player) => [player.id, player]));
  const dropped = new Map<string, number>();
  const history: RoundRecord[] = [];
  const pairings: PodPairing[] = [];
  const inputs: PodRoundInput[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const active = options.players.filter((player) => !dropped.has(player.id)).map((player) => player.id);
    for (const id of chooseDrops(active, round, options.seed, { rate: options.dropRate ?? 0, fromRound: 2 })) dropped.set(id, round - 1);
    const entrants: Entrant[] = options.players.map((player) =>
      dropped.has(player.id) ? { id: player.id, droppedInRound: dropped.get(player.id) as number } : { id: player.id },
    );
    const input: PodRoundInput = { round, entrants, history: [...history], config: options.config ?? defaultPodConfig, seed: `${options.seed}/round-${round}`, standingsSeed: options.seed };
    const result = pairPodRound(input);
    if (!result.ok) throw new Error(`round ${round}: ${result.error.code} ${result.error.message}`);
    inputs.push(input);
    pairings.push(result.value);
    for (const pod of result.value.pods) {
      const placements = playPod(options.seed, round, pod.seats.map((id) => byId.get(id) as SimulatedPlayer));
      history.push({ kind: 'pod', round, seats: pod.seats, placements });
    }
    for (const bye of result.value.byes) history.push({ kind: 'bye', round, entrant: bye.entrant });
  }
  return { history, pairings, inputs };
}
