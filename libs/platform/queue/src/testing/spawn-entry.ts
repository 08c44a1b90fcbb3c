import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../../../../..');

/**
 * Starts an entry point of the workspace as a child process that runs the code itself (no
 * wrapper process), so a test can `kill -9` it: a TypeScript file through the SWC loader
 * (workspace aliases included), or a file of the compiled build (`dist/server/...`, such as a
 * bundle's starter `main.start.cjs`, see `tools/build/build.mjs`) as plain JavaScript, as the
 * images run it.
 * (`@arbiter/event-store/testing` has the same helper but does not export it.)
 */
export function spawnEntry(entry: string, env: Record<string, string> = {}, nodeArgs: readonly string[] = []): ChildProcess {
  const loader = entry.endsWith('.ts') ? ['--import', '@swc-node/register/esm-register'] : [];
  return spawn(
    process.execPath,
    // `nodeArgs` are node's own flags (e.g. `--cpu-prof`, which NODE_OPTIONS does not allow).
    ['--enable-source-maps', ...nodeArgs, ...loader, resolve(workspaceRoot, entry)],
    {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SWC_NODE_PROJECT: join(workspaceRoot, 'tsconfig.runtime.json'), ...env },
    },
  );
}

export interface ExitStatus {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** Resolves when the process has exited, with its exit code or signal. */
export function exited(child: ChildProcess): Promise<ExitStatus> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}
