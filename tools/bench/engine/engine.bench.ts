/**
 * Rules engine figures (issue 3), in one run (each section in a process of its own, see below):
 *
 * - gamesPerSec: complete seeded bot-vs-bot Duel games per second on one core (setup, every
 *   decision through `legalActions` and `apply`, each event hashed as it is emitted; the events
 *   are counted and let go, as a game service lets them go once stored, see `duelGames`).
 * - eventsPerGame: average number of events of those games.
 * - replayMsPerGame: time to replay one game's events with `replay` (evolve every event and check
 *   its hash), from already parsed events, over `--replay-games` games of each round.
 * - jsonParseMsPerGame: time to `JSON.parse` the same game's event log.
 * - replayVsJsonParse: replayMsPerGame / jsonParseMsPerGame (target: 3 or less).
 * - gamesPerSecFullPool: bot Duels like gamesPerSec, but each deck a random legal deck of the whole
 *   supported card pool (`randomPoolDeck`, issue 23); the decks are built before the clock starts.
 *   `fullPoolVsReadyDecks` is its ratio to gamesPerSec of the same run.
 * - gamesPerSecDuel, gamesPerSecFfa3, gamesPerSecWar, gamesPerSecMagma, matchesPerSecBo3: bot
 *   games (matches) per second per mode through the modes library (see `mode-sections.ts`).
 *
 * Times are CPU time of the process that plays the games (`process.cpuUsage`: its main thread and
 * V8's compiler and collector threads), which is what "on one core" means on a
 * shared machine where other work competes for the cores; wall-clock rates are printed beside
 * them. Each figure is the median of several rounds. The CPU time of the same code still moves
 * with the host's load (190 and 404 games/s in two runs a minute apart, ADR 0114): judge a change
 * to the engine by `npm run bench:engine-instructions`, which counts instructions instead, and by
 * `npm run bench:engine-ab`, which times it against its base side by side (ADR 0115).
 *
 * The figures are steady-state throughput, as a long-running game service sees it. V8 keeps
 * re-optimizing the rules code for the first several hundred games (measured: rounds of 100 games
 * ran at 60-70 % of the final rate until about game 700-1,000), so `--warmup-games` (1,000) games
 * are played before the first timed round. All timed rounds run before the replay figures are
 * measured, so the replay rounds' event logs (garbage the collector still has to trace) do not
 * fall into a timed round.
 *
 * Each section (the ready decks with the replay figures, the full pool, the modes) runs in a Node
 * process of its own, one after the other, and reports its figures to this one. In one process,
 * what ran before changed the figures after it: the full-pool figure measured 489-494 games/s
 * after the ready-deck section, 532 when it ran first, and 570 when the ready section skipped its
 * replays (replaying `JSON.parse`d events teaches the event handlers a second set of object
 * shapes), all on one machine within an hour (ADR 0117). A figure of the engine must not depend on
 * the order of the sections.
 *
 * To add figures (libs/modes adds one per mode), add a section to `SECTIONS`: a function that
 * returns named numbers; they join the table and the JSON line.
 *
 * usage: npm run bench:engine [-- --games 300 --replay-games 100 --rounds 5 --warmup-games 1000
 *   --mode-matches 30 --mode-warmup-matches 500 --pool-games 300 --pool-warmup-games 250
 *   --pool-warmup-min 3000 --pool-warmup-max 6000]
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { replay, type GameEvent } from '@arbiter/engine';
import { type BotGame, duelSetup, playBotGame } from '@arbiter/engine/testing';
import { poolDuel, readyDeck } from './bench-games.js';
import { modeSection } from './mode-sections.js';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const gamesPerRound = argument('games', 300);
/** Games per round whose logs are replayed for the replay figures. */
const replayGames = argument('replay-games', 100);
const rounds = argument('rounds', 5);
/** Matches per round for each mode's figure (libs/modes), and untimed ones of each mode first. */
const modeMatches = argument('mode-matches', 30);
const modeWarmup = argument('mode-warmup-matches', 500);
/** Untimed games before the first timed round (see the header). */
const warmupGames = argument('warmup-games', 1000);
/** Full-pool Duels per round. */
const poolGamesPerRound = argument('pool-games', 300);
/** Full-pool warm-up: rounds of this many games, at least `poolWarmupMin` games, then until three
 * rounds in a row agree within `poolSettle`, at most `poolWarmupMax` games (see `warmUpPool`). */
const poolWarmupRound = argument('pool-warmup-games', 250);
const poolWarmupMin = argument('pool-warmup-min', 3000);
const poolWarmupMax = argument('pool-warmup-max', 6000);
const poolSettle = 0.05;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

type Section = () => Record<string, number>;

function printTable(title: string, rows: readonly Record<string, number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

/** The last line of the benchmark: `{"bench":"engine", ...figures}`. */
function printResultLine(figures: Record<string, number>): void {
  console.log(JSON.stringify({ bench: 'engine', ...figures }));
}


/** CPU milliseconds (user + system) since `start`. */
function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Game `index` of `round`: the same seeds for the timed games and the replayed ones. The timed
 * games count their events without keeping them (see `duelGames`); the replayed ones keep them. */
function duelGame(round: number, index: number, keepEvents: boolean): BotGame {
  const seed = `bench-${round}-${index}`;
  return playBotGame({ setup: duelSetup([readyDeck(index), readyDeck(index + 1)], seed), botSeed: seed, keepEvents });
}

/**
 * Plays `count` bot games and times them. Only the number of events is kept, not the events: a
 * game service writes each action's events to the store and lets them go. The event logs of a
 * whole round held in memory (200,000 event objects) made the garbage collector trace and promote
 * them game after game. Even one game's log held to its end cost about 3 % of a full-pool game
 * (every young-generation collection copied it again, ADR 0118). Both are costs of this harness,
 * not of playing a game. The replay figures use logs of their own games.
 */
function duelGames(round: number, count: number): { ms: number; wallMs: number; events: number } {
  let events = 0;
  const start = process.cpuUsage();
  const wallStart = performance.now();
  for (let i = 0; i < count; i++) {
    const game = duelGame(round, i, false);
    if (!game.finished) throw new Error(`game bench-${round}-${i} did not finish`);
    events += game.eventCount;
  }
  return { ms: cpuMs(start), wallMs: performance.now() - wallStart, events };
}

/** The event logs of `count` games of the round (played again, untimed) for the replay figures. */
function duelLogs(round: number, count: number): GameEvent[][] {
  const logs: GameEvent[][] = [];
  for (let i = 0; i < count; i++) {
    logs.push([...duelGame(round, i, true).events]);
  }
  return logs;
}

const duelSection: Section = () => {
  duelGames(-1, warmupGames);
  const gameRates: number[] = [];
  const wallRates: number[] = [];
  const replayMs: number[] = [];
  const parseMs: number[] = [];
  const ratios: number[] = [];
  let events = 0;
  let games = 0;
  for (let round = 0; round < rounds; round++) {
    const played = duelGames(round, gamesPerRound);
    gameRates.push((gamesPerRound / played.ms) * 1000);
    wallRates.push((gamesPerRound / played.wallMs) * 1000);
    games += gamesPerRound;
    events += played.events;
  }
  for (let round = 0; round < rounds; round++) {
    const logs = duelLogs(round, replayGames);
    const texts = logs.map((log) => JSON.stringify(log));
    const parseStart = process.cpuUsage();
    const parsed = texts.map((text) => JSON.parse(text) as GameEvent[]);
    const parseTime = cpuMs(parseStart);
    const replayStart = process.cpuUsage();
    for (const log of parsed) if (!replay(log).ok) throw new Error('replay mismatch');
    const replayTime = cpuMs(replayStart);
    parseMs.push(parseTime / logs.length);
    replayMs.push(replayTime / logs.length);
    ratios.push(replayTime / parseTime);
  }
  console.log(`wall clock: ${Math.round(median(wallRates))} games/s (machine load affects this one)`);
  return {
    gamesPerSec: Math.round(median(gameRates)),
    eventsPerGame: Math.round(events / games),
    replayMsPerGame: Number(median(replayMs).toFixed(3)),
    jsonParseMsPerGame: Number(median(parseMs).toFixed(3)),
    replayVsJsonParse: Number(median(ratios).toFixed(2)),
  };
};

/** Two random full-pool decks per game, built before the clock starts (deck building is not play). */
function poolDuelSetups(round: number, count: number) {
  return Array.from({ length: count }, (_, index) => poolDuel(`bench-pool-${round}-${index}`));
}

function poolDuelGames(round: number, count: number): { ms: number; wallMs: number } {
  const games = poolDuelSetups(round, count);
  const start = process.cpuUsage();
  const wallStart = performance.now();
  for (const { seed, setup } of games) {
    if (!playBotGame({ setup, botSeed: seed, keepEvents: false }).finished) throw new Error(`game ${seed} did not finish`);
  }
  return { ms: cpuMs(start), wallMs: performance.now() - wallStart };
}

/**
 * Full-pool games exercise about ten times the rules code of the ready decks (300+ card
 * definitions, most effect steps and triggers), so V8 takes far longer to settle on them. The
 * optimizing compiler's time per round of 250 full-pool games (`node --trace-opt`, November 2026):
 * 3,862, 905, 398, 124, 230, 128, 70, 74, 83, 33, 46, 189, 101 ms, then 0-50 ms from about game
 * 3,250 on, while a round takes about 500 ms. Three rounds agreeing within 5 % alone was not
 * enough: the rates plateau for a while in the middle of the compiling (392, 407 games/s after
 * 1,500 games, then 520 after 2,250), and a warm-up that stopped there measured the compiler. So
 * the warm-up plays at least `poolWarmupMin` games, then waits for three rounds in a row to agree
 * (the curve is printed).
 */
function warmUpPool(): void {
  const curve: number[] = [];
  const rates: number[] = [];
  let played = 0;
  for (let round = -1; played < poolWarmupMax; round--) {
    const { ms } = poolDuelGames(round - 100, poolWarmupRound);
    played += poolWarmupRound;
    rates.push((poolWarmupRound / ms) * 1000);
    curve.push(Math.round(rates[rates.length - 1] ?? 0));
    // Settled: the last three rounds within 5 % of their mean.
    const last = rates.slice(-3);
    const mean = last.reduce((sum, rate) => sum + rate, 0) / last.length;
    if (played >= poolWarmupMin && last.length === 3 && last.every((rate) => Math.abs(rate - mean) / mean < poolSettle)) break;
  }
  console.log(`full pool warm-up: ${played} games, games/s per round of ${poolWarmupRound}: ${curve.join(', ')}`);
}

/** Bot Duels with random decks of the whole supported pool (issue 23). */
const fullPoolSection: Section = () => {
  warmUpPool();
  const rates: number[] = [];
  const wallRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const played = poolDuelGames(round, poolGamesPerRound);
    rates.push((poolGamesPerRound / played.ms) * 1000);
    wallRates.push((poolGamesPerRound / played.wallMs) * 1000);
  }
  console.log(`full pool, wall clock: ${Math.round(median(wallRates))} games/s (machine load affects this one)`);
  return { gamesPerSecFullPool: Math.round(median(rates)) };
};

/** The sections by name, in the order they run, each in a process of its own (see the header).
 * Exported for extensions: add one before `run()`, or edit this list. */
export const SECTIONS: Record<string, Section> = {
  readyDecks: duelSection,
  fullPool: fullPoolSection,
  modes: modeSection({ count: modeMatches, rounds, warmup: modeWarmup }),
};

const SECTION_FLAG = '--section';
/** How a section process hands its figures to the parent: one line, this prefix, then JSON. */
const FIGURES_PREFIX = 'section-figures ';

/** In a section process: run the one section and report its figures. */
function runSection(name: string): void {
  const section = SECTIONS[name];
  if (!section) throw new Error(`unknown section ${name}; the sections are ${Object.keys(SECTIONS).join(', ')}`);
  console.log(`${FIGURES_PREFIX}${JSON.stringify(section())}`);
}

/** Runs this file again with `--section name` (same Node flags and arguments) and returns the
 * figures it reports; everything else it prints is passed on as it comes (progress). */
function sectionInProcess(name: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const entry = process.argv[1] as string;
    const child = spawn(process.execPath, [...process.execArgv, entry, ...process.argv.slice(2), SECTION_FLAG, name], { stdio: ['ignore', 'pipe', 'inherit'] });
    let figures: Record<string, number> | null = null;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(FIGURES_PREFIX)) figures = JSON.parse(line.slice(FIGURES_PREFIX.length)) as Record<string, number>;
      else console.log(line);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && figures) resolve(figures);
      else reject(new Error(`section ${name} failed (exit code ${String(code)})`));
    });
  });
}

async function run(): Promise<void> {
  const figures: Record<string, number> = {};
  for (const name of Object.keys(SECTIONS)) {
    console.log(`section ${name} (a process of its own) ...`);
    Object.assign(figures, await sectionInProcess(name));
    const ready = figures['gamesPerSec'];
    const pool = figures['gamesPerSecFullPool'];
    if (ready !== undefined && pool !== undefined && figures['fullPoolVsReadyDecks'] === undefined) {
      figures['fullPoolVsReadyDecks'] = Number((pool / ready).toFixed(2));
    }
  }
  printTable(`engine: ${rounds} rounds of ${gamesPerRound} bot Duel games (medians)`, [figures]);
  printResultLine(figures);
}

const sectionIndex = process.argv.indexOf(SECTION_FLAG);
if (sectionIndex >= 0) runSection(process.argv[sectionIndex + 1] ?? '');
else await run();
