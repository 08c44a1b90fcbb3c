import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../../..');

export interface Child {
  readonly process: ChildProcess;
  /** The first match of `ready` in the output. */
  readonly match: RegExpExecArray;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point of the workspace in its own process and waits for its ready line. */
export function startChild(entry: string, args: readonly string[], env: Record<string, string>, ready: RegExp, timeoutMs = 120_000): Promise<Child> {
  const child = spawn(process.execPath, [join(workspaceRoot, 'tools/run-ts.mjs'), entry, ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        process: child,
        match,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code}) during start-up:\n${output}`)));
  });
}
