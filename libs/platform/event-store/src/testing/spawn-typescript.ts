import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../../../../..');

/**
 * Starts a TypeScript entry point as a real child process (SWC loader, workspace aliases), so fault
 * tests can `kill -9` it. Unlike `tools/run-ts.mjs` there is no wrapper process in between: the
 * returned process is the one that runs the code.
 */
export function spawnTypeScript(
  entry: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(
    process.execPath,
    ['--enable-source-maps', '--import', '@swc-node/register/esm-register', resolve(workspaceRoot, entry), ...args],
    {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SWC_NODE_PROJECT: join(workspaceRoot, 'tsconfig.runtime.json'), ...env },
    },
  );
}

/** Resolves when the process has exited (with its exit code or signal). */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}
