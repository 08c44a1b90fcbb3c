/**
 * Every rule reference the live engine and the modes give names its document and version (issue
 * 22): `CR 1.4 …`, `CR 1.3 …` where the v1.4 text at hand lacks the section, or `TR 2026-07-16 …`.
 * A bare number (a Core Rules v1.0 citation) fails here; `tools/rule-refs/cite-cr-1-4.mjs` rewrites
 * it, with the table of `docs/cr-1.4-differences.md`.
 */
import { describe, expect, it } from 'vitest';

const CITED = /^(CR 1\.4|CR 1\.3|TR 2026-07-16) \d{3}(\.[0-9a-z]+)*$/;
const REFERENCES = [/ruleRef:\s*'([^']+)'/g, /(?:violation|modeError|fail)\(\s*'[^']*',\s*'([^']+)'/g, /requireDiscretionaryWindow\([^,]+,\s*[^,]+,\s*'([^']+)'/g];

declare global {
  interface ImportMeta {
    glob(pattern: readonly string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

// Vite reads the sources at build time (a pure library imports no Node built-ins, not even in tests).
const SOURCES = import.meta.glob(['./**/*.ts', '../../modes/src/**/*.ts', '!./**/*.spec.ts', '!../../modes/src/**/*.spec.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('rule references (issue 22, item 3)', () => {
  const found = Object.entries(SOURCES).flatMap(([file, text]) => {
    return REFERENCES.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ file, ref: match[1] as string })));
  });

  it('finds the references of the engine and the modes', () => {
    expect(found.length).toBeGreaterThan(150);
  });

  it('names the document and its version in every one', () => {
    expect(found.filter(({ ref }) => !CITED.test(ref))).toEqual([]);
  });
});
