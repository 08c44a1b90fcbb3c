/**
 * Per-mode figures (issue 5), added to the engine benchmark's JSON line:
 *
 * - gamesPerSecDuel, gamesPerSecFfa3, gamesPerSecWar, gamesPerSecMagma: complete seeded
 *   random-bot games per second (CPU time, one core) played through `@arbiter/modes` (match setup with the mode's
 *   random battlefields and turn order, every action through `actInGame`, the result recorded).
 * - matchesPerSecBo3: whole best-of-3 Matches per second (battlefield choices, the loser's
 *   choice of the first player, two or three games).
 *
 * Each figure is the median of `rounds` rounds of `count` matches.
 */
import type { ModeId } from '@arbiter/modes';
import { playBotMatch } from '@arbiter/modes/testing';

export interface ModeBenchOptions {
  readonly count: number;
  readonly rounds: number;
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
  matchesPerSecond(mode, -1, Math.max(1, Math.ceil(options.count / 5))); // warm-up
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
