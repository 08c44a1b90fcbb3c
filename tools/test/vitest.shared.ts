/**
 * One vitest configuration shape for every Nx project.
 *
 * Each project's `vitest.config.ts` calls `defineProjectTests` and gets three vitest projects,
 * one per test tier of the style guide:
 *   unit  `*.spec.ts`      pure and fast, no IO
 *   int   `*.int.spec.ts`  real PostgreSQL / Redis / Nest module
 *   e2e   `*.e2e.spec.ts`  through GraphQL
 * The Nx targets `test`, `test-int` and `test-e2e` select one of them with `--project`.
 *
 * When ARBITER_TEST_REPORT_DIR is set (by `npm test`), every run also writes a JSON report that
 * `tools/test/run-tests.mjs` sums into the closing `N passed, N failed` line.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

const workspaceRoot = resolve(import.meta.dirname, '../..');

interface TsconfigPaths {
  compilerOptions: { paths: Record<string, string[]> };
}

/**
 * Aliases from tsconfig.base.json, so tests resolve `@arbiter/*` exactly as the type checker does.
 * Matched whole (`^name$`): a plain string alias would also rewrite `@arbiter/x/testing` as a
 * sub-path of `@arbiter/x`.
 */
function workspaceAliases(): { find: RegExp; replacement: string }[] {
  const tsconfig = JSON.parse(
    readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8'),
  ) as TsconfigPaths;
  return Object.entries(tsconfig.compilerOptions.paths).flatMap(([name, [target]]) =>
    target ? [{ find: new RegExp(`^${name.replace(/[/.-]/g, '\\$&')}$`), replacement: join(workspaceRoot, target) }] : [],
  );
}

export interface ProjectTestOptions {
  /** Nest code needs decorator metadata, which esbuild does not emit; SWC does. */
  readonly decorators?: boolean;
  /** Per-tier timeout overrides in milliseconds. */
  readonly timeouts?: Partial<Record<'unit' | 'int' | 'e2e', number>>;
  /** Files run once per vitest worker before the tests (e.g. 'reflect-metadata'). */
  readonly setupFiles?: readonly string[];
  /**
   * Unit tests may call V8's test intrinsics (`%HaveSameMap`, `%IsSmi`) through `new Function`:
   * the workers start with `--allow-natives-syntax`. For tests of how V8 holds the engine's
   * records (ADR 0115), which the pure libraries could not check otherwise (no Node built-ins).
   */
  readonly v8Intrinsics?: boolean;
}

type Tier = 'unit' | 'int' | 'e2e';

const tierPatterns: Record<Tier, { include: string[]; exclude: string[] }> = {
  unit: { include: ['**/*.spec.ts'], exclude: ['**/*.int.spec.ts', '**/*.e2e.spec.ts'] },
  int: { include: ['**/*.int.spec.ts'], exclude: [] },
  e2e: { include: ['**/*.e2e.spec.ts'], exclude: [] },
};

const defaultTimeouts: Record<Tier, number> = { unit: 20_000, int: 120_000, e2e: 180_000 };

export function defineProjectTests(projectDir: string, options: ProjectTestOptions = {}): ViteUserConfig {
  const projectName = relative(workspaceRoot, projectDir).replaceAll('/', '-');
  const reportDir = process.env['ARBITER_TEST_REPORT_DIR'];
  const requestedTier = tierFromArgv(process.argv);
  const plugins = options.decorators
    ? [swc.vite({ tsconfigFile: join(projectDir, 'tsconfig.json'), jsc: { target: 'es2022' } })]
    : [];

  const project = (tier: Tier): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name: tier,
      include: tierPatterns[tier].include,
      exclude: ['**/node_modules/**', ...tierPatterns[tier].exclude],
      testTimeout: options.timeouts?.[tier] ?? defaultTimeouts[tier],
      hookTimeout: options.timeouts?.[tier] ?? defaultTimeouts[tier],
      // Integration and e2e files share one PostgreSQL and one Redis: run them one file at a time
      // per project so timing-sensitive fault tests are not starved by their neighbours.
      fileParallelism: tier === 'unit',
      setupFiles: [...(options.setupFiles ?? [])],
      ...(options.v8Intrinsics && tier === 'unit' ? { execArgv: ['--allow-natives-syntax'] } : {}),
    },
  });

  return defineConfig({
    root: projectDir,
    plugins,
    resolve: { alias: workspaceAliases() },
    test: {
      pool: 'forks',
      passWithNoTests: true,
      maxWorkers: 2,
      reporters: reportDir ? ['default', 'json'] : ['default'],
      ...(reportDir
        ? { outputFile: { json: join(reportDir, `${projectName}-${requestedTier}.json`) } }
        : {}),
      projects: [project('unit'), project('int'), project('e2e')],
    },
  });
}

function tierFromArgv(argv: readonly string[]): string {
  const index = argv.indexOf('--project');
  const inline = argv.find((arg) => arg.startsWith('--project='));
  return (inline ? inline.slice('--project='.length) : argv[index + 1]) ?? 'all';
}
