import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { exited, spawnEntry, startWorkerProcess, type WorkerProcess } from '@arbiter/platform-queue/testing';
import type { ChildProcess } from 'node:child_process';

const workspaceRoot = join(import.meta.dirname, '../../..');

export interface Platform {
  readonly graphqlUrl: string;
  readonly worker: WorkerProcess;
  stop(): Promise<void>;
}

/**
 * The api and the worker as separate processes, as in production (`apps/api/src/main.ts`,
 * `apps/worker/src/main.ts`), on one PostgreSQL schema and queue prefix, plus the first
 * organizer account (`tools/accounts/create-organizer.ts`).
 */
export async function startPlatform(env: Record<string, string>, organizer: { email: string; password: string }): Promise<Platform> {
  const port = await freePort();
  const api = spawnEntry('apps/api/src/main.ts', { ...env, API_PORT: String(port), API_HOST: '127.0.0.1' });
  let apiOutput = '';
  api.stdout?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
  const graphqlUrl = `http://127.0.0.1:${port}/graphql`;
  await waitForApi(graphqlUrl, api, () => apiOutput);
  await runTool(['tools/accounts/create-organizer.ts', '--email', organizer.email, '--password', organizer.password], env);
  const worker = await startWorkerProcess({ env, startTimeoutMs: 60_000 });
  return {
    graphqlUrl,
    worker,
    async stop() {
      await worker.stop();
      api.kill('SIGTERM');
      await exited(api);
    },
  };
}

async function waitForApi(url: string, api: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the api exited:\n${output()}`);
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
    await sleep(250);
  }
  throw new Error(`the api did not answer:\n${output()}`);
}

async function runTool(args: readonly string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [join(workspaceRoot, 'tools/run-ts.mjs'), ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { code } = await exited(child);
  if (code !== 0) throw new Error(`${args[0]} failed with exit code ${code}`);
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
