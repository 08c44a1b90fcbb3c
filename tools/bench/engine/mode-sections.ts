/**
 * Per-mode figures (issue 5), added to the engine benchmark's JSON line:
 *
 * - gamesPerSecDuel, gamesPerSecFfa3, gamesPerSecWar, gamesPerSecMagma: complete seeded
 *   random-bot games per second (CPU time, one core) played through `@arbiter/modes` (match setup with the mode's
 *   random battlefields and turn order, every action through `actInGame`, the result recorded).
 * - matchesPerSecBo3: whole best-of-3 Matches per second (battlefield choices, the loser's
 *   choice of the first player, two or three games).
 *
 * Each figure is the median of `rounds` rounds of `count` matches, after `warmup` untimed matches
 * of the same mode. The modes play random battlefields and more kinds of decks than the ready-deck
 * Duels before them, so V8 settles on them again: measured in rounds of 100 Duel matches, 74, 188,
 * 197, 240, 298 matches/s, then 180-360 from about match 500 on. A warm-up of a fifth of a round
 * (6 matches, the figures until November 2026) measured the compiler, not the modes library.
 */
import type { ModeId } from '@arbiter/modes';
import { playBotMatch } from '@arbiter/modes/testing';

export interface ModeBenchOptions {
  readonly count: number;
  readonly rounds: number;
  /** Untimed matches of each mode before its timed rounds. */
  readonly warmup: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Matches per CPU second for one round; every game must end. */
function matchesPerSecond(mode: ModeId, round: number, count: number): { rate: number; games: number } {
  let games = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const seed = `bench-${mode}-${round}-${i}`;
    const played = playBotMatch({ mode, seed, botSeed: seed });
    if (played.match.phase.status !== 'over') throw new Error(`match ${seed} did not finish`);
    games += played.games.length;
  }
  const used = process.cpuUsage(start);
  return { rate: (count / ((used.user + used.system) / 1000)) * 1000, games };
}

function modeFigure(mode: ModeId, options: ModeBenchOptions): number {
  matchesPerSecond(mode, -1, options.warmup);
  const rates = Array.from({ length: options.rounds }, (_, round) => matchesPerSecond(mode, round, options.count).rate);
  return Math.round(median(rates) * 10) / 10;
}

/** The section the engine benchmark runs: one figure per mode. */
export function modeSection(options: ModeBenchOptions): () => Record<string, number> {
  return () => ({
    // Duel, FFA3, War and Magma Chamber are best of 1: one match is one game.
    gamesPerSecDuel: modeFigure('duel', options),
    gamesPerSecFfa3: modeFigure('ffa3', options),
    gamesPerSecWar: modeFigure('war', options),
    gamesPerSecMagma: modeFigure('magma-chamber', options),
    matchesPerSecBo3: modeFigure('match', options),
  });
}
