/**
 * The workload `instructions.bench.ts` runs under valgrind: `node instructions-driver.mjs <workload> <count>`.
 * Each workload has a fixed part and a part that grows with `count`, so the difference between two
 * counts is the cost of `count` units alone (start-up, module loading and the fixed part cancel out).
 *
 * - `ready <n>`: n seeded bot Duels with the ready decks, as `gamesPerSec` of `engine.bench.ts`.
 * - `pool <n>`: builds the decks of POOL_SETUPS full-pool Duels (fixed), then plays the first n.
 * - `parse <n>`: plays PARSE_GAMES ready-deck Duels and serializes their logs (fixed), then parses
 *   n logs with `JSON.parse` (the baseline of the same run: a C++ built-in that allocates a
 *   game's worth of objects).
 */
import { duelSetup, playBotGame } from '@arbiter/engine/testing';
import { poolDuel, readyDeck } from './bench-games.js';

const POOL_SETUPS = 1_300;
const PARSE_GAMES = 20;

function playReady(count: number): number {
  let events = 0;
  for (let i = 0; i < count; i++) {
    const seed = `instructions-${i}`;
    const game = playBotGame({ setup: duelSetup([readyDeck(i), readyDeck(i + 1)], seed), botSeed: seed });
    if (!game.finished) throw new Error(`game ${seed} did not finish`);
    events += game.events.length;
  }
  return events;
}

function playPool(count: number): number {
  if (count > POOL_SETUPS) throw new Error(`at most ${POOL_SETUPS} full-pool games`);
  const setups = Array.from({ length: POOL_SETUPS }, (_, index) => poolDuel(`instructions-pool-${index}`));
  let events = 0;
  for (const { seed, setup } of setups.slice(0, count)) {
    const game = playBotGame({ setup, botSeed: seed });
    if (!game.finished) throw new Error(`game ${seed} did not finish`);
    events += game.events.length;
  }
  return events;
}

function parseLogs(count: number): number {
  const texts: string[] = [];
  for (let i = 0; i < PARSE_GAMES; i++) {
    const seed = `instructions-parse-${i}`;
    texts.push(JSON.stringify(playBotGame({ setup: duelSetup([readyDeck(i), readyDeck(i + 1)], seed), botSeed: seed }).events));
  }
  let events = 0;
  for (let i = 0; i < count; i++) events += (JSON.parse(texts[i % PARSE_GAMES] as string) as unknown[]).length;
  return events;
}

const WORKLOADS: Record<string, (count: number) => number> = { ready: playReady, pool: playPool, parse: parseLogs };

const [workload = '', countText = ''] = process.argv.slice(2);
const run = WORKLOADS[workload];
const count = Number(countText);
if (!run || !Number.isInteger(count) || count < 0) {
  console.error('usage: instructions-driver <ready|pool|parse> <count>');
  process.exit(2);
}
// The events are printed so that V8 cannot leave any of the work out.
console.log(JSON.stringify({ workload, count, events: run(count) }));
