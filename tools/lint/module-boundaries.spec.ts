import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
// The probes are virtual files, which the type-aware project service cannot open; the boundary and
// purity rules under test do not need type information, so only the type-aware rules are switched off.
const eslint = new ESLint({
  cwd: workspaceRoot,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
});

/** Lints `code` as if it were a source file at `filePath` and returns the ids of the rules it broke. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint loads every plugin and the Nx project graph: seconds on an idle machine, far more
// when CI runs two test targets side by side. It is paid once here, not by whichever case runs first.
beforeAll(async () => {
  await brokenRules('libs/engine/src/lint-probe.ts', 'export const warm = 1;\n');
}, 180_000);

describe('module boundaries of pure libraries', () => {
  const engineFile = 'libs/engine/src/lint-probe.ts';

  it.each([
    ['@nestjs/common', "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n"],
    ['typeorm', "import { DataSource } from 'typeorm';\nexport const x = DataSource;\n"],
    ['pg', "import pg from 'pg';\nexport const x = pg;\n"],
    ['bullmq', "import { Queue } from 'bullmq';\nexport const x = Queue;\n"],
    ['ioredis', "import { Redis } from 'ioredis';\nexport const x = Redis;\n"],
    ['graphql', "import { parse } from 'graphql';\nexport const x = parse;\n"],
  ])('rejects an import of %s from type:engine', async (_name, code) => {
    expect(await brokenRules(engineFile, code)).toContain('@nx/enforce-module-boundaries');
  });

  it('rejects Node built-ins in type:engine', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n";
    expect(await brokenRules(engineFile, code)).toContain('no-restricted-imports');
  });

  it('rejects Math.random and the clock in type:engine', async () => {
    const code = 'export const x = [Math.random(), Date.now(), new Date()];\n';
    const rules = await brokenRules(engineFile, code);
    expect(rules).toContain('no-restricted-properties');
    expect(rules).toContain('no-restricted-syntax');
  });

  it('accepts plain TypeScript in type:engine', async () => {
    expect(await brokenRules(engineFile, 'export const sum = (a: number, b: number): number => a + b;\n')).toEqual([]);
  });
});

describe('module boundaries of the card catalog and deck rules (scope:cards)', () => {
  const decksFile = 'libs/decks/src/lint-probe.ts';

  it('rejects an import of the engine from scope:cards', async () => {
    const code = "import { listSupportedCards } from '@arbiter/engine';\nexport const x = listSupportedCards;\n";
    expect(await brokenRules(decksFile, code)).toContain('@nx/enforce-module-boundaries');
  });

  it('accepts the catalog and the seeded PRNG in scope:cards', async () => {
    const code = "import { CATALOG } from '@arbiter/cards';\nimport { Random } from '@arbiter/prng';\nexport const x = [CATALOG, Random];\n";
    expect(await brokenRules(decksFile, code)).toEqual([]);
  });
});
