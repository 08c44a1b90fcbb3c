import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { exited, spawnEntry, startWorkerProcess, type WorkerProcess } from '@arbiter/platform-queue/testing';

const workspaceRoot = join(import.meta.dirname, '../../..');
/** Output kept per process for failure messages. */
const OUTPUT_TAIL = 20_000;
/** The processes run the starters of the server build's bundles, as the images do (`npm run build -- --server`, ADR 0112). */
const API_ENTRY = 'dist/server/apps/api/src/main.start.cjs';
const WORKER_ENTRY = 'dist/server/apps/worker/src/main.start.cjs';

interface ApiProcess {
  readonly index: number;
  readonly port: number;
  child: ChildProcess;
  output: string;
}

export interface ClusterOptions {
  readonly apis: number;
  readonly workers: number;
  readonly env: Record<string, string>;
  /** A directory for each process's stdout and stderr (`api-0.log`, `worker-1.log`; a restart appends). */
  readonly logsDir?: string | null;
  /** Profile every process with `node --cpu-prof` into `<logsDir>/cpu/<process>/` (written when it exits normally). */
  readonly cpuProfile?: boolean;
}

/**
 * The platform as several processes on one PostgreSQL schema and one queue prefix: `apis` api
 * processes on fixed ports (a restarted one comes back on its port, as behind a load balancer)
 * and `workers` worker processes. `kill -9` and restart of any of them; the largest resident
 * set any of them had, sampled twice a second.
 */
export class Cluster {
  private readonly apis: ApiProcess[] = [];
  private readonly workers: WorkerProcess[] = [];
  private rssMaxBytes = 0;
  private readonly sampler: NodeJS.Timeout;

  private readonly logs = new Map<string, WriteStream>();

  private constructor(
    private readonly env: Record<string, string>,
    private readonly options: ClusterOptions,
  ) {
    this.sampler = setInterval(() => this.sampleRss(), 500);
    this.sampler.unref();
    if (options.cpuProfile && !options.logsDir) throw new Error('--cpu-prof writes its profiles to the logs directory: give --logs <dir>');
    if (options.logsDir) mkdirSync(options.logsDir, { recursive: true });
  }

  static async start(options: ClusterOptions): Promise<Cluster> {
    await buildServer();
    const cluster = new Cluster(options.env, options);
    // The first api migrates the schema; the others find it done (they would wait on its lock).
    for (let index = 0; index < options.apis; index++) {
      const api: ApiProcess = { index, port: await freePort(), child: null as unknown as ChildProcess, output: '' };
      cluster.apis.push(api);
      await cluster.launchApi(api);
    }
    await Promise.all(
      Array.from({ length: options.workers }, async (_, index) => {
        cluster.workers[index] = await cluster.launchWorker(index);
      }),
    );
    return cluster;
  }

  get databaseUrl(): string {
    return this.env['DATABASE_URL'] ?? '';
  }

  get schema(): string {
    return this.env['DATABASE_SCHEMA'] ?? 'public';
  }

  get graphqlUrls(): string[] {
    return this.apis.map((api) => `http://127.0.0.1:${api.port}/graphql`);
  }

  get processCount(): { apis: number; workers: number } {
    return { apis: this.apis.length, workers: this.workers.length };
  }

  /** `kill -9` api `index`, then start it again on its port; resolves once it answers. */
  async killAndRestartApi(index: number): Promise<void> {
    const api = this.apis[index];
    if (!api) throw new Error(`no api ${index}`);
    api.child.kill('SIGKILL');
    await exited(api.child);
    await this.launchApi(api);
  }

  /** `kill -9` worker `index` (jobs in hand are lost to it; their locks expire), then a new one. */
  async killAndRestartWorker(index: number): Promise<void> {
    const worker = this.workers[index];
    if (!worker) throw new Error(`no worker ${index}`);
    await worker.kill();
    this.workers[index] = await this.launchWorker(index);
  }

  /** The last lines each api printed, for a failure message. */
  apiOutputTails(lines = 20): string {
    return this.apis.map((api, index) => `--- api ${index}\n${api.output.split('\n').slice(-lines).join('\n')}`).join('\n');
  }

  rssMbMax(): number {
    this.sampleRss();
    return Math.round(this.rssMaxBytes / 1024 / 1024);
  }

  /** Runs a workspace tool on the cluster's database; resolves with its exit code and output. */
  async runTool(args: readonly string[]): Promise<{ code: number | null; output: string }> {
    return runScript(join(workspaceRoot, 'tools/run-ts.mjs'), args, this.env);
  }

  async stop(): Promise<void> {
    clearInterval(this.sampler);
    await Promise.all(this.workers.map((worker) => worker.stop()));
    await Promise.all(
      this.apis.map(async (api) => {
        api.child.kill('SIGTERM');
        await exited(api.child);
      }),
    );
    await Promise.all([...this.logs.values()].map((stream) => new Promise<void>((done) => stream.end(done))));
  }

  private async launchApi(api: ApiProcess): Promise<void> {
    const name = `api-${api.index}`;
    api.output = '';
    api.child = spawnEntry(API_ENTRY, { ...this.env, API_PORT: String(api.port), API_HOST: '127.0.0.1' }, this.nodeArgs(name));
    const log = this.logOf(name, api.child.pid);
    const keep = (chunk: Buffer): void => {
      api.output = (api.output + chunk.toString()).slice(-OUTPUT_TAIL);
      log?.write(chunk);
    };
    api.child.stdout?.on('data', keep);
    api.child.stderr?.on('data', keep);
    await waitForApi(`http://127.0.0.1:${api.port}/graphql`, api);
  }

  private async launchWorker(index: number): Promise<WorkerProcess> {
    const name = `worker-${index}`;
    const worker = await startWorkerProcess({ entry: WORKER_ENTRY, env: this.env, startTimeoutMs: 120_000, nodeArgs: this.nodeArgs(name) });
    const log = this.logOf(name, worker.child.pid);
    if (log) {
      // What it printed while starting is in `output()`; the rest goes straight to the file.
      log.write(worker.output());
      worker.child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
      worker.child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
    }
    return worker;
  }

  /**
   * Node's flags for one process: with `cpuProfile`, a profile in a directory of its own, written
   * when the process exits normally (a process killed with SIGKILL leaves none; its successor does).
   */
  private nodeArgs(name: string): string[] {
    if (!this.options.cpuProfile || !this.options.logsDir) return [];
    const dir = join(this.options.logsDir, 'cpu', name);
    mkdirSync(dir, { recursive: true });
    return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  }

  /** The log file of a process (one per name: a restarted process appends below a marker line). */
  private logOf(name: string, pid: number | undefined): WriteStream | null {
    if (!this.options.logsDir) return null;
    let stream = this.logs.get(name);
    if (!stream) {
      stream = createWriteStream(join(this.options.logsDir, `${name}.log`), { flags: 'a' });
      this.logs.set(name, stream);
    }
    stream.write(`--- ${new Date().toISOString()} ${name} started (pid ${pid ?? '?'})\n`);
    return stream;
  }

  private sampleRss(): void {
    const pids = [...this.apis.map((api) => api.child.pid), ...this.workers.map((worker) => worker.child.pid)];
    for (const pid of pids) {
      if (pid === undefined) continue;
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        this.rssMaxBytes = Math.max(this.rssMaxBytes, kb * 1024);
      } catch {
        // The process has just exited (a kill); the next sample sees its successor.
      }
    }
  }
}

async function waitForApi(url: string, api: ApiProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`the api exited:\n${api.output}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health { status } }' }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the api did not answer:\n${api.output}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Compiles and bundles the api and the worker into `dist/server` (`tools/build/build.mjs
 * --server`, about 6 s). A process restarted from its bundle needs 2-3 s less CPU than one that
 * loads its TypeScript through the loader, CPU its peers need while it comes back (ADR 0105).
 */
async function buildServer(): Promise<void> {
  const { code, output } = await runScript(join(workspaceRoot, 'tools/build/build.mjs'), ['--server']);
  if (code !== 0) throw new Error(`the server build failed (exit ${code}):\n${output}`);
}

/** Runs a node script of the workspace to its end; resolves with its exit code and everything it printed. */
async function runScript(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [script, ...args], { cwd: workspaceRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const { code } = await exited(child);
  return { code, output };
}
