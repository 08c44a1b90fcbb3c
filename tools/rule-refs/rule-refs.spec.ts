/**
 * Every rule reference the platform gives names its document and version (issue 22, item 3):
 * the engine's own spec guards the engine and the modes; this one guards everything else that
 * answers clients — tournament, game, decks, identity, platform and the api. The frozen v1.0
 * engine is left out: it keeps its bare numbers and `@arbiter/rulesets` names `CR 1.0` at the seam
 * (`cite-cr1-0.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CITED = /^(CR 1\.4|CR 1\.3|CR 1\.0|TR 2026-07-16) \d{3}(\.[0-9a-z]+)*$/;
/** A literal reference: `ruleRef: '…'`, or the rule argument of the engine's and the modes' refusal helpers. */
const REFERENCES = [/ruleRef:\s*'([^'$]+)'/g, /ruleRef:\s*"([^"$]+)"/g, /(?:violation|modeError)\(\s*'[^']*',\s*'([^']+)'/g];
const SCANNED = ['libs', 'apps/api/src', 'apps/worker/src'];
const SKIPPED = new Set(['node_modules', 'engine-cr1-0', 'generated']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('rule references across the platform (issue 22, item 3)', () => {
  const found = SCANNED.flatMap((dir) => sources(join(ROOT, dir))).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return REFERENCES.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ file: relative(ROOT, file), ref: match[1] as string })));
  });

  it('finds the references of the engine, the modes, the tournament layer and the decks', () => {
    const places = new Set(found.map(({ file }) => file.split('/').slice(0, 2).join('/')));
    expect(found.length).toBeGreaterThan(150);
    expect([...places]).toEqual(expect.arrayContaining(['libs/engine', 'libs/modes', 'libs/tournament']));
  });

  it('names the document and its version in every one', () => {
    expect(found.filter(({ ref }) => !CITED.test(ref))).toEqual([]);
  });
});
