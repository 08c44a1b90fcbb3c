import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../..');
/** A build of its own (inside the workspace, where node_modules resolve), not dist/server. */
const outDir = join(workspaceRoot, 'dist', `build-check-${process.pid}`);

/** The files compiled one by one (the bundles are checked on their own). */
function compiledFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) compiledFiles(path, found);
    else if (entry.name.endsWith('.js')) found.push(path);
  }
  return found;
}

/** Every module specifier of static imports, re-exports and dynamic imports with a literal. */
function specifiers(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.push(specifier);
  }
  return found;
}

describe('npm run build: the server code the images run (tools/build/build.mjs)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(workspaceRoot, 'tools/build/build.mjs'), '--out', outDir], { cwd: workspaceRoot, stdio: 'pipe' });
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('compiles both entry points and no test file', () => {
    expect(existsSync(join(outDir, 'apps/api/src/main.js'))).toBe(true);
    expect(existsSync(join(outDir, 'apps/worker/src/main.js'))).toBe(true);
    expect(compiledFiles(outDir).filter((file) => file.endsWith('.spec.js'))).toEqual([]);
  });

  it('rewrites every @arbiter/* alias to a relative path, and every relative import names a file that exists', () => {
    const unresolved: string[] = [];
    for (const file of compiledFiles(outDir)) {
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('@arbiter/')) unresolved.push(`${relative(outDir, file)}: ${specifier}`);
        else if (specifier.startsWith('.') && !existsSync(resolve(dirname(file), specifier))) unresolved.push(`${relative(outDir, file)}: ${specifier}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  it('keeps the decorator metadata Nest injects by, and its module graph loads as plain JavaScript', () => {
    const module = join(outDir, 'libs/tournament/application/src/lib/commands/match-command.handlers.js');
    const script = `import 'reflect-metadata'; const m = await import(${JSON.stringify(module)}); console.log(Reflect.getMetadata('design:paramtypes', m.ReportWriter).map((type) => type.name).join(','));`;
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: workspaceRoot, encoding: 'utf8' });
    expect(printed.trim()).toBe('TournamentWriter,MatchRepository,TournamentNotifier');
  }, 60_000);

  describe('the bundles the images run, one per process, each with its starter (ADR 0105, 0112)', () => {
    const bundles = ['apps/api/src/main.bundle.cjs', 'apps/worker/src/main.bundle.cjs'];

    for (const bundle of bundles) {
      const starter = bundle.replace(/\.bundle\.cjs$/, '.start.cjs');
      it(`${starter} loads the bundle as plain JavaScript: every module evaluates, then the entry checks its settings`, () => {
        // A setting that cannot be read stops the process before it connects to anything, so this
        // needs no database: it shows that the whole bundle evaluated up to the entry's own code.
        const run = spawnSync(process.execPath, [join(outDir, starter)], {
          cwd: workspaceRoot,
          encoding: 'utf8',
          env: { PATH: process.env['PATH'] ?? '', DATABASE_URL: 'postgres://nowhere.invalid/arbiter', DATABASE_POOL_SIZE: 'many' },
          timeout: 60_000,
        });
        expect(run.stderr).toContain('DATABASE_POOL_SIZE must be a non-negative integer, got "many"');
        expect(run.status).toBe(1);
      }, 60_000);
    }

    it('gives the dependencies that use __dirname or __filename their own place in node_modules', () => {
      for (const bundle of bundles) {
        const code = readFileSync(join(outDir, bundle), 'utf8');
        const paths = [...code.matchAll(/__arbiterPath\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
        expect(paths.length).toBeGreaterThan(0);
        const missing = paths.filter((path) => !path.includes('/node_modules/') || !existsSync(resolve(dirname(join(outDir, bundle)), path)));
        expect(missing).toEqual([]);
      }
    });

    it('leaves no dependency looking for files beside itself by import.meta: the bundle is elsewhere', () => {
      for (const bundle of bundles) {
        const lines = readFileSync(join(outDir, bundle), 'utf8').split('\n');
        let module = '(banner)';
        const lookups: string[] = [];
        lines.forEach((line) => {
          if (/^\/\/ \S+\.[cm]?js$/.test(line)) module = line.slice(3);
          // `import.meta` of a CommonJS bundle is the bundle's (`__arbiterUrl`, `__dirname`,
          // `__filename` by esbuild's define). Resolving a package by name from the bundle finds
          // the same node_modules; anything else would look beside the bundle.
          else if (module.includes('node_modules/') && /import\.meta|__arbiterUrl/.test(line) && !/createRequire\)?\(__arbiterUrl\)/.test(line)) lookups.push(`${module}: ${line.trim()}`);
        });
        expect(lookups).toEqual([]);
      }
    });

    it('writes each starter with the hash of its own bundle, by which it names its code cache', () => {
      for (const bundle of bundles) {
        const starter = readFileSync(join(outDir, bundle.replace(/\.bundle\.cjs$/, '.start.cjs')), 'utf8');
        const hash = createHash('sha256').update(readFileSync(join(outDir, bundle), 'utf8')).digest('hex');
        expect(starter).toContain(`const BUNDLE_HASH = '${hash}';`);
      }
    });

    it('maps a frame in our code back to its TypeScript line, and leaves a frame in a dependency on the bundle', () => {
      const bundle = join(outDir, 'apps/worker/src/main.bundle.cjs');
      const lines = readFileSync(bundle, 'utf8').split('\n');
      const map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
      const source = 'libs/platform/runtime/src/lib/config/arbiter-config.ts';
      const message = 'must be a non-negative integer, got';
      const bundleLine = lines.findIndex((line) => line.includes(message));
      const sourceLine = readFileSync(join(workspaceRoot, source), 'utf8').split('\n').findIndex((line) => line.includes(message));
      const entry = map.findEntry(bundleLine, (lines[bundleLine] ?? '').indexOf('throw')) as { originalSource?: string; originalLine?: number };
      expect(resolve(dirname(bundle), entry.originalSource ?? '')).toBe(join(workspaceRoot, source));
      expect(entry.originalLine).toBe(sourceLine);
      const dependencyLine = lines.findIndex((line) => line.startsWith('// node_modules/ioredis/')) + 1;
      expect(dependencyLine).toBeGreaterThan(0);
      expect(map.findEntry(dependencyLine, 4)).not.toHaveProperty('originalSource', expect.anything());
      expect(map.payload.sources.some((path) => path.includes('node_modules'))).toBe(false);
    });
  });

  it('refuses an output directory outside the workspace, where node_modules would not resolve', () => {
    expect(() => execFileSync(process.execPath, [join(workspaceRoot, 'tools/build/build.mjs'), '--out', '/tmp/arbiter-build-outside'], { stdio: 'pipe' })).toThrow(/inside the workspace/);
  });
});
