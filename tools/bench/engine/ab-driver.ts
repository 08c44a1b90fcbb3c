/**
 * One side of `ab.bench.ts`: `node ab-driver.mjs <ready|pool> <warm> <timed>` plays `warm` untimed
 * bot Duels, then `timed` more, and prints one JSON line with the CPU time per timed game (this
 * process, all its threads, as `bench:engine` counts it). The games are those of `bench:engine`:
 * the ready decks in turn, or two random full-pool decks per seed, built before the clock starts.
 */
import type { GameSetup } from '@arbiter/engine';
import { duelSetup, playBotGame } from '@arbiter/engine/testing';
import { poolDuel, readyDeck } from './bench-games.js';

interface Game {
  readonly seed: string;
  readonly setup: GameSetup;
}

function games(workload: 'ready' | 'pool', from: number, count: number): Game[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    if (workload === 'pool') return poolDuel(`ab-pool-${index}`);
    const seed = `ab-${index}`;
    return { seed, setup: duelSetup([readyDeck(index), readyDeck(index + 1)], seed) };
  });
}

function play(list: readonly Game[]): number {
  let events = 0;
  for (const { seed, setup } of list) {
    const game = playBotGame({ setup, botSeed: seed });
    if (!game.finished) throw new Error(`game ${seed} did not finish`);
    events += game.events.length;
  }
  return events;
}

const [workload = '', warmText = '', timedText = ''] = process.argv.slice(2);
const warm = Number(warmText);
const timed = Number(timedText);
if ((workload !== 'ready' && workload !== 'pool') || !Number.isInteger(warm) || warm < 0 || !Number.isInteger(timed) || timed <= 0) {
  console.error('usage: ab-driver <ready|pool> <warm> <timed>');
  process.exit(2);
}
play(games(workload, 0, warm));
const timedGames = games(workload, warm, timed);
const start = process.cpuUsage();
const events = play(timedGames);
const used = process.cpuUsage(start);
console.log(JSON.stringify({ workload, msPerGame: (used.user + used.system) / 1000 / timed, eventsPerGame: events / timed }));
