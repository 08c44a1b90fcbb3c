import { spawnSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = fileURLToPath(new URL('./cpu-priority.ts', import.meta.url));
const onLinux = process.platform === 'linux';

/** Runs `lowerCpuPriority(nice)` in a fresh Node process (it would lower this test process's priority) and returns the nice value of each of its threads. */
function threadNicesAfter(nice: number): { set: number; nices: number[] } {
  const script = `
    const { lowerCpuPriority } = await import(${JSON.stringify(module)});
    const { readdirSync, readFileSync } = await import('node:fs');
    const set = lowerCpuPriority(${nice});
    const nices = readdirSync('/proc/self/task').map((tid) => Number(readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').split(') ')[1].split(' ')[16]));
    console.log(JSON.stringify({ set, nices }));`;
  const child = spawnSync(process.execPath, ['--import', '@swc-node/register/esm-register', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.runtime.json' },
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as { set: number; nices: number[] };
}

describe('lowerCpuPriority (ADR 0109)', () => {
  it.runIf(onLinux)('sets every thread of the process, not only the one that calls it', () => {
    const { set, nices } = threadNicesAfter(7);
    expect(set).toBeGreaterThan(1);
    expect(nices.length).toBeGreaterThan(1);
    expect(new Set(nices)).toEqual(new Set([7]));
  });

  it.runIf(onLinux)('leaves the priority alone at 0', () => {
    const { set, nices } = threadNicesAfter(0);
    expect(set).toBe(0);
    // A child starts at its parent's nice value.
    expect(new Set(nices)).toEqual(new Set([getPriority()]));
  });
});
