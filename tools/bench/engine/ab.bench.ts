/**
 * A change to the engine against its base, in CPU time, on a host whose speed moves (ADR 0114,
 * ADR 0115): `npm run bench:engine-ab -- --base <revision>`.
 *
 * Why: `bench:engine` runs of the same code differ by up to a factor of two on the session
 * machines, and `bench:engine-instructions` counts instructions, which miss what costs memory
 * traffic. V8 boxing a field or falling back to megamorphic property access costs about twice as
 * much time as instructions (ADR 0115). Here the base and the change play the same games at the
 * same time, one process on each core, so the host's swings hit both; the ratio of a pair is
 * steady where the times are not.
 *
 * How: the base revision is checked out into a temporary git worktree. `ab-driver.ts` and
 * `bench-games.ts` of this checkout are copied into it, so both sides play the same driver. The
 * driver is then bundled with esbuild from each tree. Each pair starts both bundles at once; each
 * plays `--warm` untimed bot Duels and then `--timed` timed ones, and reports its CPU time per game.
 * A pair's ratio is change / base: below 1, the change is faster.
 *
 * Two bundles in one process would not compare them: they share V8's hidden-class transition
 * trees, so a field the base boxes is boxed for the change too (ADR 0115).
 *
 * The base must have the testing API the driver uses (`poolDuel` and `readyDeck` of
 * `bench-games.ts`, `duelSetup`, `playBotGame`): revisions from bd3167a on.
 *
 * usage: npm run bench:engine-ab -- [--base HEAD] [--workload ready|pool] [--pairs 6] [--warm 1000] [--timed 1000]
 * (defaults: the working tree against HEAD, ready decks, 1,000 untimed and 1,000 timed games; for
 * full-pool decks 2,500 and 1,500, past most of V8's late compiling of rare cards)
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const argument = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const count = (name: string, fallback: number): number => {
  const value = Number(argument(name, String(fallback)));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not ${argument(name, '')}`);
  return value;
};

const base = argument('base', 'HEAD');
const workload = argument('workload', 'ready');
if (workload !== 'ready' && workload !== 'pool') throw new Error(`--workload is ready or pool, not ${workload}`);
const pairs = Math.max(1, count('pairs', 6));
// Full-pool games keep V8 compiling for a few thousand games (rare cards): warm up longer.
const warm = count('warm', workload === 'pool' ? 2500 : 1000);
const timed = Math.max(1, count('timed', workload === 'pool' ? 1500 : 1000));

const workspaceRoot = join(import.meta.dirname, '..', '..', '..');
const DRIVER_FILES = ['ab-driver.ts', 'bench-games.ts'];

function git(args: readonly string[]): string {
  const result = spawnSync('git', args, { cwd: workspaceRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** The driver of this checkout, bundled against the engine of the tree at `root`. */
async function bundleDriver(root: string, outfile: string): Promise<string> {
  const folder = join(root, 'tools', 'bench', 'engine');
  if (root !== workspaceRoot) for (const file of DRIVER_FILES) copyFileSync(join(import.meta.dirname, file), join(folder, file));
  await build({
    entryPoints: [join(folder, 'ab-driver.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    tsconfig: join(root, 'tsconfig.base.json'),
    logLevel: 'warning',
  });
  return outfile;
}

interface Side {
  readonly msPerGame: number;
  readonly eventsPerGame: number;
}

function runDriver(bundle: string): Promise<Side> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, workload, String(warm), String(timed)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      const line = /\{"workload".*\}/.exec(stdout);
      if (code !== 0 || !line) {
        reject(new Error(`${bundle} failed (exit ${code}):\n${stderr.slice(-2000)}`));
        return;
      }
      resolve(JSON.parse(line[0]) as Side);
    });
  });
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

async function main(): Promise<void> {
  const baseCommit = git(['rev-parse', '--short', base]);
  const directory = mkdtempSync(join(tmpdir(), 'arbiter-engine-ab-'));
  const baseTree = join(directory, 'base');
  git(['worktree', 'add', '--detach', baseTree, baseCommit]);
  try {
    symlinkSync(join(workspaceRoot, 'node_modules'), join(baseTree, 'node_modules'));
    const baseBundle = await bundleDriver(baseTree, join(directory, 'base.mjs'));
    const changeBundle = await bundleDriver(workspaceRoot, join(directory, 'change.mjs'));
    console.log(`${workload} Duels, base ${baseCommit} against this working tree: ${pairs} pairs side by side, each ${warm} untimed then ${timed} timed games`);
    const rows: { base: number; change: number; ratio: number }[] = [];
    for (let pair = 1; pair <= pairs; pair++) {
      const [before, after] = await Promise.all([runDriver(baseBundle), runDriver(changeBundle)]);
      if (before.eventsPerGame !== after.eventsPerGame) console.log(`  note: the two sides played different games (${before.eventsPerGame} and ${after.eventsPerGame} events per game)`);
      const row = { base: round(before.msPerGame, 4), change: round(after.msPerGame, 4), ratio: round(after.msPerGame / before.msPerGame, 4) };
      rows.push(row);
      console.log(`  pair ${pair}/${pairs}: base ${row.base} ms, change ${row.change} ms per game, ratio ${row.ratio}`);
    }
    const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
    const ratios = rows.map((row) => row.ratio);
    console.log('\nCPU ms per game, base and change side by side');
    console.table(rows);
    console.log(
      JSON.stringify({
        bench: 'engine-ab',
        workload,
        base: baseCommit,
        pairs,
        baseMsPerGame: round(mean(rows.map((row) => row.base)), 4),
        changeMsPerGame: round(mean(rows.map((row) => row.change)), 4),
        ratio: round(mean(ratios), 4),
        ratioMin: Math.min(...ratios),
        ratioMax: Math.max(...ratios),
      }),
    );
  } finally {
    git(['worktree', 'remove', '--force', baseTree]);
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
