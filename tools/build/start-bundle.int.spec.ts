import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEntry } from './bundle.mjs';

const workspaceRoot = resolve(import.meta.dirname, '../..');
/** A tiny app built like the api and the worker (inside the workspace, where esbuild resolves). */
const root = join(workspaceRoot, 'dist', `start-bundle-check-${process.pid}`);
const appDir = join(root, 'apps/demo/src');
const entry = join(appDir, 'main.js');
const starter = join(appDir, 'main.start.cjs');
const cacheDir = join(root, 'code-cache');

/** The entry: shows its import.meta paths, announces that it is ready, and throws from its own code on request. */
const ENTRY_SOURCE = [
  "import { readFileSync } from 'node:fs';",
  'export function failHere() {',
  "  throw new Error('failed in our code');",
  '}',
  'const strict = (function () { return this === undefined; })();',
  'console.log(JSON.stringify({ dirname: import.meta.dirname, url: import.meta.url, strict }));',
  "process.emit('arbiter:ready');",
  "if (process.env.FAIL === '1') {",
  '  try {',
  '    failHere();',
  '  } catch (error) {',
  '    console.log(error.stack);',
  '  }',
  '}',
  "void readFileSync;",
].join('\n');

function start(env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [starter], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', CODE_CACHE_DIR: cacheDir, ...env },
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const cacheFiles = (): string[] => (existsSync(cacheDir) ? readdirSync(cacheDir).sort() : []);

describe('main.start.cjs: the starter of the images runs the bundle through V8 code cache (tools/build/start-bundle.cjs, ADR 0112)', () => {
  beforeAll(async () => {
    mkdirSync(appDir, { recursive: true });
    writeFileSync(entry, ENTRY_SOURCE);
    await bundleEntry(entry, join(appDir, 'main.bundle.cjs'));
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('runs the bundle in strict mode, as the ES modules it is made of, with its own directory and file URL as import.meta', () => {
    const run = start({ CODE_CACHE_DIR: 'off' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const shown = JSON.parse(run.stdout.split('\n')[0] ?? '{}') as { dirname?: string; url?: string; strict?: boolean };
    expect(shown.strict).toBe(true);
    expect(shown.dirname).toBe(appDir);
    expect(shown.url).toBe(`file://${join(appDir, 'main.bundle.cjs')}`);
    expect(cacheFiles()).toEqual([]);
  });

  it('writes the code cache once the process is ready, and takes it back on the next start without writing it again', () => {
    expect(start().status).toBe(0);
    const [written] = cacheFiles();
    expect(written).toMatch(new RegExp(`^demo-[0-9a-f]{16}-${process.version.replace(/\./g, '\\.')}-${process.arch}\\.v8cache$`));
    const first = statSync(join(cacheDir, written ?? ''));
    expect(first.size).toBeGreaterThan(0);
    expect(start().status).toBe(0);
    const second = statSync(join(cacheDir, written ?? ''));
    // A cache V8 refused would have been written anew (a new file renamed over the old one).
    expect(second.ino).toBe(first.ino);
    expect(second.mtimeMs).toBe(first.mtimeMs);
  });

  it('replaces a cache V8 refuses, and the caches of older builds of the same app, but not those of other apps', () => {
    const [current] = cacheFiles();
    writeFileSync(join(cacheDir, current ?? ''), 'not a code cache');
    writeFileSync(join(cacheDir, 'demo-0000000000000000-v20.0.0-x64.v8cache'), 'an older build');
    writeFileSync(join(cacheDir, 'other-0000000000000000-v20.0.0-x64.v8cache'), 'another app');
    expect(start().status).toBe(0);
    expect(cacheFiles()).toEqual([current, 'other-0000000000000000-v20.0.0-x64.v8cache'].sort());
    expect(readFileSync(join(cacheDir, current ?? '')).toString('utf8')).not.toBe('not a code cache');
  });

  it('runs on, with a warning, where the cache cannot be written', () => {
    const blocked = join(root, 'a-file-not-a-directory');
    writeFileSync(blocked, '');
    const run = start({ CODE_CACHE_DIR: blocked });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`code cache not written to ${blocked}`);
  });

  it('maps a stack frame in our code to its source line through the bundle map, read only then', () => {
    const run = start({ FAIL: '1' });
    expect(run.status).toBe(0);
    const line = ENTRY_SOURCE.split('\n').findIndex((text) => text.includes("throw new Error('failed in our code')")) + 1;
    expect(run.stdout).toContain('Error: failed in our code');
    expect(run.stdout).toMatch(new RegExp(`at failHere \\(${entry.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:${line}:\\d+\\)`));
    expect(run.stdout).not.toContain('main.bundle.cjs:');
  });
});
