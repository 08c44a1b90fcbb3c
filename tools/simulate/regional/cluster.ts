import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { exited, spawnEntry, startWorkerProcess, type WorkerProcess } from '@arbiter/platform-queue/testing';

const workspaceRoot = join(import.meta.dirname, '../../..');
/** Output kept per process for failure messages. */
const OUTPUT_TAIL = 20_000;

interface ApiProcess {
  readonly port: number;
  child: ChildProcess;
  output: string;
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

  private constructor(private readonly env: Record<string, string>) {
    this.sampler = setInterval(() => this.sampleRss(), 500);
    this.sampler.unref();
  }

  static async start(options: { apis: number; workers: number; env: Record<string, string> }): Promise<Cluster> {
    const cluster = new Cluster(options.env);
    // The first api migrates the schema; the others find it done (they would wait on its lock).
    for (let index = 0; index < options.apis; index++) {
      const api: ApiProcess = { port: await freePort(), child: null as unknown as ChildProcess, output: '' };
      cluster.apis.push(api);
      await cluster.launchApi(api);
    }
    await Promise.all(Array.from({ length: options.workers }, async () => cluster.workers.push(await cluster.launchWorker())));
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
    this.workers[index] = await this.launchWorker();
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
    const child = spawn(process.execPath, [join(workspaceRoot, 'tools/run-ts.mjs'), ...args], {
      cwd: workspaceRoot,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const { code } = await exited(child);
    return { code, output };
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
  }

  private async launchApi(api: ApiProcess): Promise<void> {
    api.output = '';
    api.child = spawnEntry('apps/api/src/main.ts', { ...this.env, API_PORT: String(api.port), API_HOST: '127.0.0.1' });
    const keep = (chunk: Buffer): void => {
      api.output = (api.output + chunk.toString()).slice(-OUTPUT_TAIL);
    };
    api.child.stdout?.on('data', keep);
    api.child.stderr?.on('data', keep);
    await waitForApi(`http://127.0.0.1:${api.port}/graphql`, api);
  }

  private launchWorker(): Promise<WorkerProcess> {
    return startWorkerProcess({ env: this.env, startTimeoutMs: 120_000 });
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
