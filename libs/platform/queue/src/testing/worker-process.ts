import { exited, spawnEntry, type ExitStatus } from './spawn-entry.js';
import type { ChildProcess } from 'node:child_process';

export interface WorkerProcess {
  readonly child: ChildProcess;
  /** The port its `/metrics` answers on. */
  readonly metricsPort: number;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** `kill -9`: no shutdown hooks, no finished jobs, locks left to expire. */
  kill(): Promise<void>;
  /** SIGTERM: graceful shutdown (jobs in hand finish first); resolves with how it exited. */
  stop(): Promise<ExitStatus>;
}

export interface WorkerProcessOptions {
  /** The entry point (default: the product's `apps/worker/src/main.ts`). */
  readonly entry?: string;
  /** Environment on top of the test process's (DATABASE_URL, DATABASE_SCHEMA, QUEUE_PREFIX...). */
  readonly env: Record<string, string>;
  readonly startTimeoutMs?: number;
  /** Flags for node itself, before the entry point (e.g. `--cpu-prof`). */
  readonly nodeArgs?: readonly string[];
}

/**
 * Starts a worker as a real child process and resolves once it printed its ready line. Fault
 * tests kill it with SIGKILL; e2e tests of the api run one beside the api to see reports
 * processed.
 */
export async function startWorkerProcess(options: WorkerProcessOptions): Promise<WorkerProcess> {
  const child = spawnEntry(options.entry ?? 'apps/worker/src/main.ts', { WORKER_METRICS_PORT: '0', ...options.env }, options.nodeArgs);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const metricsPort = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`worker did not start within ${options.startTimeoutMs ?? 30_000} ms:\n${output}`));
    }, options.startTimeoutMs ?? 30_000);
    const onData = (): void => {
      const ready = /worker ready \(metrics on port (\d+)\)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(Number(ready[1]));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker exited during start-up (${signal ?? code}):\n${output}`));
    });
  });
  return {
    child,
    metricsPort,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}
