import { type SwissConfig, defaultSwissConfig } from '../model/config.js';
import type { Entrant } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';
import { pairSwissRound } from '../swiss/pair-swiss-round.js';
import type { SwissPairing, SwissRoundInput } from '../swiss/swiss.types.js';
import { type SimulatedPlayer, chooseDrops, playBestOfThree } from './simulation.js';

export interface SwissEventOptions {
  readonly players: readonly SimulatedPlayer[];
  readonly rounds: number;
  readonly seed: string;
  readonly config?: SwissConfig;
  /** Share of the active players dropping before each round from `dropFromRound` on (default 0). */
  readonly dropRate?: number;
  readonly dropFromRound?: number;
  /** The pairing function under test (default: pairSwissRound). */
  readonly pair?: (input: SwissRoundInput) => ReturnType<typeof pairSwissRound>;
}

export interface SwissEventRun {
  readonly entrants: Entrant[];
  readonly history: RoundRecord[];
  readonly pairings: SwissPairing[];
  readonly inputs: SwissRoundInput[];
}

/** Plays a whole simulated Swiss: pair, play every table, record byes, drop, repeat. */
export function runSwissEvent(options: SwissEventOptions): SwissEventRun {
  const strengths = new Map(options.players.map((player) => [player.id, player]));
  const dropped = new Map<string, number>();
  const history: RoundRecord[] = [];
  const pairings: SwissPairing[] = [];
  const inputs: SwissRoundInput[] = [];
  const pair = options.pair ?? pairSwissRound;
  const entrantsNow = (): Entrant[] =>
    options.players.map((player) => {
      const droppedIn = dropped.get(player.id);
      return droppedIn === undefined ? { id: player.id } : { id: player.id, droppedInRound: droppedIn };
    });
  for (let round = 1; round <= options.rounds; round++) {
    const active = options.players.filter((player) => !dropped.has(player.id)).map((player) => player.id);
    const dropOptions = { rate: options.dropRate ?? 0, fromRound: options.dropFromRound ?? 3 };
    for (const id of chooseDrops(active, round, options.seed, dropOptions)) dropped.set(id, round - 1);
    const input: SwissRoundInput = {
      round,
      entrants: entrantsNow(),
      history: [...history],
      config: options.config ?? defaultSwissConfig,
      seed: `${options.seed}/round-${round}`,
      standingsSeed: options.seed,
    };
    const result = pair(input);
    if (!result.ok) throw new Error(`round ${round}: ${result.error.code} ${result.error.message}`);
    inputs.push(input);
    pairings.push(result.value);
    for (const table of result.value.tables) {
      const [a, b] = table.entrants;
      const outcome = playBestOfThree(options.seed, round, strengths.get(a) as SimulatedPlayer, strengths.get(b) as SimulatedPlayer);
      history.push({ kind: 'duel', round, entrants: [a, b], ...outcome });
    }
    for (const bye of result.value.byes) history.push({ kind: 'bye', round, entrant: bye.entrant });
  }
  return { entrants: entrantsNow(), history, pairings, inputs };
}
