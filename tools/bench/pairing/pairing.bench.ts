/**
 * Pairing benchmark (`npm run bench:pairing`): our library against tournament-organizer on the
 * same simulated Swiss tournaments (issue 4), then ours alone on larger fields. Prints a table
 * and ends with one JSON line: {"bench":"pairing","rows":[...],"ms10000Max":...}.
 */
import { Random } from '@arbiter/prng';
import { simulatedPlayers } from '@arbiter/pairing/testing';
import { type PairingEngine, ourEngine, peerEngine } from './engines.js';
import { type TournamentResult, simulateTournament } from './simulate.js';

type EngineName = 'ours' | 'peer';

/**
 * Field sizes compared with the peer and how many tournaments each: many where both engines are
 * quick (top-8 recall and pair-downs vary a lot from one tournament to the next), few where the
 * peer needs seconds to minutes per round.
 */
const compared: readonly (readonly [n: number, tournaments: number])[] = [
  [8, 300], [9, 300], [16, 600], [33, 300], [64, 150], [128, 60], [255, 12], [512, 2], [1024, 1],
];
const oursOnly: readonly number[] = [2048, 4096, 10_000];
/** Small events where the peer is known to crash or repeat byes: [players, rounds], 50 events each. */
const smallEvents: readonly (readonly [n: number, rounds: number])[] = [[4, 4], [5, 5], [6, 6], [7, 7], [9, 8], [16, 9]];

/** `--max-n=<n>` limits the run to smaller fields (a quick look while developing). */
const maxN = Number(process.argv.find((arg) => arg.startsWith('--max-n='))?.slice('--max-n='.length) ?? Infinity);

const roundsFor = (n: number): number => Math.ceil(Math.log2(n)) + 1;
const round2 = (value: number): number => Math.round(value * 100) / 100;

function runTournaments(n: number, tournaments: number, engine: EngineName, rounds = roundsFor(n)): TournamentResult[] {
  const results: TournamentResult[] = [];
  for (let t = 0; t < tournaments; t++) {
    const seed = `bench/${n}/${t}`;
    const players = simulatedPlayers(n, seed);
    const ids = players.map((player) => player.id);
    const create = (): PairingEngine => (engine === 'ours' ? ourEngine(ids, seed) : peerEngine(ids, rounds));
    results.push(engine === 'peer' ? withSeededMathRandom(seed, () => simulateTournament(players, rounds, seed, create())) : simulateTournament(players, rounds, seed, create()));
  }
  return results;
}

/** The peer shuffles with Math.random; seed it so that every run of the benchmark is the same. */
function withSeededMathRandom<T>(seed: string, work: () => T): T {
  const original = Math.random;
  const random = Random.seeded(`${seed}/peer`);
  Math.random = () => random.nextFloat();
  try {
    return work();
  } finally {
    Math.random = original;
  }
}

function summarize(n: number, engine: EngineName, results: readonly TournamentResult[]) {
  const finished = results.filter((result) => result.crash === null);
  const perTournament = (pick: (result: TournamentResult) => number): number =>
    finished.length === 0 ? Number.NaN : round2(finished.reduce((sum, result) => sum + pick(result), 0) / finished.length);
  const total = (key: 'avoidableRematches' | 'byes' | 'repeatByes' | 'pairDowns' | 'sqGap' | 'pairsAcross') =>
    perTournament((result) => result.figures.reduce((sum, figures) => sum + figures[key], 0));
  const ms = results.flatMap((result) => result.ms).sort((a, b) => a - b);
  return {
    n,
    engine,
    rematches: total('avoidableRematches'),
    byes: total('byes'),
    repeatByes: total('repeatByes'),
    pairDowns: total('pairDowns'),
    sqGap: total('sqGap'),
    top8Recall: perTournament((result) => result.top8Recall),
    msMedian: round2(ms[Math.floor(ms.length / 2)] ?? Number.NaN),
    msMax: round2(ms[ms.length - 1] ?? Number.NaN),
    tournaments: results.length,
    crashes: results.length - finished.length,
    pairsAcross: total('pairsAcross'),
  };
}

/** The peer's known failures (issue 4): crashes, extra byes and repeat byes in small events. */
function smallEventTable(): Record<string, string | number>[] {
  return smallEvents.flatMap(([n, rounds]) =>
    (['ours', 'peer'] as const).map((engine) => {
      const results = runTournaments(n, 50, engine, rounds);
      const total = (key: 'byes' | 'repeatByes' | 'avoidableRematches'): number =>
        results.reduce((sum, result) => sum + result.figures.reduce((inner, figures) => inner + figures[key], 0), 0);
      return {
        event: `${n} players, ${rounds} rounds`,
        engine,
        crashes: results.filter((result) => result.crash !== null).length,
        byes: total('byes'),
        repeatByes: total('repeatByes'),
        avoidableRematches: total('avoidableRematches'),
      };
    }),
  );
}

function main(): void {
  const started = performance.now();
  const rows: ReturnType<typeof summarize>[] = [];
  const crashes: string[] = [];
  for (const [n, tournaments] of compared.filter(([n]) => n <= maxN)) {
    for (const engine of ['ours', 'peer'] as const) {
      const results = runTournaments(n, tournaments, engine);
      results.forEach((result, t) => result.crash && crashes.push(`${engine} n=${n} #${t}: ${result.crash}`));
      rows.push(summarize(n, engine, results));
      console.error(`n=${n} ${engine} done (${Math.round((performance.now() - started) / 1000)} s)`);
    }
  }
  for (const n of oursOnly.filter((n) => n <= maxN)) {
    rows.push(summarize(n, 'ours', runTournaments(n, 1, 'ours')));
    console.error(`n=${n} ours done (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  console.log('\nSmall events, 50 each (totals; a crashed event counts the rounds before the crash)');
  console.table(smallEventTable());
  console.log('\nPairing quality per tournament (averages) and ms per pairing call');
  console.table(rows);
  if (crashes.length > 0) console.table(crashes.map((crash) => ({ crash })));
  console.log(`total ${Math.round((performance.now() - started) / 1000)} s`);
  const ms10000Max = rows.find((row) => row.n === 10_000)?.msMax ?? Number.NaN;
  // The shape of tools/bench/support/report.ts, which this separate Nx project cannot import.
  console.log(JSON.stringify({ bench: 'pairing', rows, ms10000Max }));
}

main();
