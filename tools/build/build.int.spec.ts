import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../..');
/** A build of its own (inside the workspace, where node_modules resolve), not dist/server. */
const outDir = join(workspaceRoot, 'dist', `build-check-${process.pid}`);

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

  it('refuses an output directory outside the workspace, where node_modules would not resolve', () => {
    expect(() => execFileSync(process.execPath, [join(workspaceRoot, 'tools/build/build.mjs'), '--out', '/tmp/arbiter-build-outside'], { stdio: 'pipe' })).toThrow(/inside the workspace/);
  });
});
