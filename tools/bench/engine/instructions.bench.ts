/**
 * The engine's cost in machine instructions, which, unlike games per second, does not depend on
 * what else the machine's host is doing (ADR 0114).
 *
 * Why: `bench:engine` measures CPU time. On the session machines identical code gave 190 and 404
 * games per second in two runs a minute apart, and rounds of one process moved between about 230
 * and 480 while a pure arithmetic loop timed between them stayed within 10 %: the memory-bound
 * engine code slows down when the host's other tenants load the shared caches. A change to the
 * engine of 5 or 10 % cannot be seen through that. valgrind counts the instructions a run
 * executes; the count is the same however loaded the machine is.
 *
 * How: the workloads of `instructions-driver.ts` are bundled with esbuild and run under
 * `valgrind --tool=cachegrind --cache-sim=no` with `node --single-threaded` and fixed seeds for V8
 * (see `NODE_FLAGS`), so that what V8 does depends only on the work, not on thread timing.
 * Each workload runs at two counts; the difference of the two totals divided by the difference
 * of the counts is the cost of one unit in steady state (start-up and warm-up cancel out). The
 * two runs of a workload run side by side, one per core.
 *
 * Figures:
 * - instructionsPerGame: a ready-deck bot Duel (the games of `gamesPerSec`), games 1,000 to 1,600
 *   (V8 is still optimizing the rules code for the first several hundred games: games 300 to 500
 *   measured 20.3 million instructions each, games 1,000 to 1,600 about 17).
 * - instructionsPerFullPoolGame: a full-pool bot Duel (`gamesPerSecFullPool`), games 1,000 to 1,300.
 * - instructionsPerJsonParse: `JSON.parse` of one ready-deck game's event log, the baseline of the
 *   same run; `gameVsJsonParse` is their ratio.
 * - instructionsPerEvent: instructionsPerGame over the events of those games.
 *
 * usage: npm run bench:engine-instructions [-- --ready 1000,1600 --pool 1000,1300 --parse 200,1200 --only ready,parse]
 * (`--only` measures some workloads and prints only their figures: quicker when comparing a change)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

interface Counts {
  readonly low: number;
  readonly high: number;
}

function countsArgument(name: string, fallback: Counts): Counts {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const [low, high] = (process.argv[index + 1] ?? '').split(',').map(Number);
  if (!Number.isInteger(low) || !Number.isInteger(high) || (low as number) >= (high as number)) throw new Error(`--${name} takes two increasing counts, e.g. 300,500`);
  return { low: low as number, high: high as number };
}

const WORKLOADS = {
  ready: countsArgument('ready', { low: 1000, high: 1600 }),
  pool: countsArgument('pool', { low: 1000, high: 1300 }),
  parse: countsArgument('parse', { low: 200, high: 1200 }),
} as const;
type Workload = keyof typeof WORKLOADS;

/** The workloads to measure (`--only`), all by default. */
function selectedWorkloads(): ReadonlySet<Workload> {
  const index = process.argv.indexOf('--only');
  const all = Object.keys(WORKLOADS) as Workload[];
  if (index < 0) return new Set(all);
  const names = (process.argv[index + 1] ?? '').split(',');
  const unknown = names.filter((name) => !all.includes(name as Workload));
  if (unknown.length > 0) throw new Error(`--only takes workloads among ${all.join(', ')}, not ${unknown.join(', ')}`);
  return new Set(names as Workload[]);
}

interface Run {
  readonly instructions: number;
  readonly events: number;
}

const workspaceRoot = join(import.meta.dirname, '..', '..', '..');

async function bundleDriver(directory: string): Promise<string> {
  const outfile = join(directory, 'instructions-driver.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'instructions-driver.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    tsconfig: join(workspaceRoot, 'tsconfig.base.json'),
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * `--single-threaded`: V8 compiles and collects on the main thread, so what it optimizes, and when,
 * depends on the work alone. Fixed seeds for V8's hash tables and its own random numbers: with
 * random ones, the same code measured 17.30 and 16.97 million instructions per game in two runs;
 * with fixed ones 16.48 and 16.69 (V8 still sizes its heap by allocation rate over time). Compare a
 * change with its base measured side by side, and trust differences above about 2 % (ADR 0114).
 */
const NODE_FLAGS = ['--single-threaded', '--hash-seed=1', '--random-seed=1'];

/** One run of the driver under valgrind: the instructions it executed and the events it counted. */
function underValgrind(driver: string, workload: Workload, count: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, ...NODE_FLAGS, driver, workload, String(count)];
    const child = spawn('valgrind', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`valgrind could not start (${error.message}); it is a Debian package: apt-get install -y valgrind`)));
    child.on('exit', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(stderr);
      const result = /\{"workload".*\}/.exec(stdout);
      if (code !== 0 || !refs || !result) {
        reject(new Error(`valgrind ${workload} ${count} failed (exit ${code}):\n${stderr.slice(-2000)}`));
        return;
      }
      const { events } = JSON.parse(result[0]) as { events: number };
      resolve({ instructions: Number((refs[1] as string).replaceAll(',', '')), events });
    });
  });
}

interface Measured {
  readonly perUnit: number;
  readonly eventsPerUnit: number;
}

/** The steady-state cost of one unit of `workload`: both counts side by side, then the difference. */
async function measure(driver: string, workload: Workload): Promise<Measured> {
  const { low, high } = WORKLOADS[workload];
  const started = performance.now();
  const progress = setInterval(() => console.log(`  ${workload}: ${Math.round((performance.now() - started) / 1000)} s`), 30_000);
  try {
    const [lowRun, highRun] = await Promise.all([underValgrind(driver, workload, low), underValgrind(driver, workload, high)]);
    const units = high - low;
    const perUnit = (highRun.instructions - lowRun.instructions) / units;
    console.log(`${workload}: ${low} and ${high} in ${Math.round((performance.now() - started) / 1000)} s, ${millions(perUnit)} million instructions each`);
    return { perUnit, eventsPerUnit: (highRun.events - lowRun.events) / units };
  } finally {
    clearInterval(progress);
  }
}

const millions = (value: number): number => Number((value / 1e6).toFixed(2));

// The shape of tools/bench/support/report.ts, which this separate Nx project cannot import.
function printTable(title: string, rows: readonly Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

function printResultLine(bench: string, figures: Record<string, number>): void {
  console.log(JSON.stringify({ bench, ...figures }));
}

async function main(): Promise<void> {
  const selected = selectedWorkloads();
  const directory = mkdtempSync(join(tmpdir(), 'arbiter-instructions-'));
  try {
    const driver = await bundleDriver(directory);
    console.log('valgrind counts instructions at about 1/50 of native speed: a few minutes per workload');
    const ready = selected.has('ready') ? await measure(driver, 'ready') : null;
    const pool = selected.has('pool') ? await measure(driver, 'pool') : null;
    const parse = selected.has('parse') ? await measure(driver, 'parse') : null;
    const rows: Record<string, string | number>[] = [];
    const figures: Record<string, number> = {};
    if (ready) {
      rows.push({ workload: 'ready-deck Duel', perUnit: millions(ready.perUnit), eventsPerUnit: Math.round(ready.eventsPerUnit) });
      figures['instructionsPerGame'] = Math.round(ready.perUnit);
      figures['instructionsPerEvent'] = Math.round(ready.perUnit / ready.eventsPerUnit);
      figures['eventsPerGame'] = Math.round(ready.eventsPerUnit);
    }
    if (pool) {
      rows.push({ workload: 'full-pool Duel', perUnit: millions(pool.perUnit), eventsPerUnit: Math.round(pool.eventsPerUnit) });
      figures['instructionsPerFullPoolGame'] = Math.round(pool.perUnit);
      if (ready) figures['fullPoolVsReadyDecks'] = Number((pool.perUnit / ready.perUnit).toFixed(2));
    }
    if (parse) {
      rows.push({ workload: 'JSON.parse of a game log', perUnit: millions(parse.perUnit), eventsPerUnit: Math.round(parse.eventsPerUnit) });
      figures['instructionsPerJsonParse'] = Math.round(parse.perUnit);
      if (ready) figures['gameVsJsonParse'] = Number((ready.perUnit / parse.perUnit).toFixed(2));
    }
    printTable('Steady-state instructions per unit (millions)', rows);
    printResultLine('engine-instructions', figures);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
