/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, format, text, textsOf } from './text.js';

const textDir = resolve(import.meta.dirname, 'en');
const workspaceRoot = resolve(import.meta.dirname, '../../../..');
const tables = Object.fromEntries(
  readdirSync(textDir).map((file) => [file, JSON.parse(readFileSync(join(textDir, file), 'utf8')) as Record<string, string>]),
);
const variables = (template: string): string[] => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();

/** Error codes the api can send: UPPER.DOTTED string literals in the source of the libraries and the api. */
function apiErrorCodes(): string[] {
  const codes = new Set<string>();
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'testing' && entry.name !== 'test-support') visit(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/'([A-Z][A-Z_]+\.[A-Z][A-Z_]+)'/g)) codes.add(match[1] ?? '');
      }
    }
  };
  visit(join(workspaceRoot, 'libs'));
  visit(join(workspaceRoot, 'apps/api/src'));
  return [...codes].sort();
}

describe('the texts of the pages', () => {
  it('interpolates values and picks plural forms by count', () => {
    expect(format('Round {{round}} of {{rounds}}', { round: 2, rounds: 5 })).toBe('Round 2 of 5');
    expect(text('common', 'players', { count: 1 })).toBe('1 player');
    expect(text('common', 'players', { count: 2048 })).toBe('2,048 players');
    expect(textsOf({ a_one: 'one {{count}}', a_other: 'many {{count}}' })('a', { count: 0 })).toBe('many 0');
  });

  it('keeps the same variables in every plural form of a key', () => {
    for (const [file, table] of Object.entries(tables)) {
      for (const [key, value] of Object.entries(table)) {
        if (!key.endsWith('_one')) continue;
        const other = table[key.replace(/_one$/, '_other')];
        expect(other, `${file}: ${key} has no _other form`).toBeDefined();
        expect(variables(other ?? ''), `${file}: ${key}`).toEqual(variables(value));
      }
    }
  });

  it('has a text for every error code the api can send', () => {
    const missing = apiErrorCodes().filter((code) => errorText(code) === null);
    expect(missing).toEqual([]);
  });

  it('puts no text in the error table that is not an error code', () => {
    for (const key of Object.keys(tables['errors.json'] ?? {})) expect(key).toMatch(/^[A-Z_]+(\.[A-Z_]+)?$/);
  });
});
