/**
 * Every card the engine supports has a test that names it (issue 23, ADR 0090): a hand-written
 * definition needs an `it('OGN-nnn <what it does> (<rules>)')` in some engine spec (several codes
 * may lead one title: `it('OGN-114, OGN-083 ...')`); a card whose abilities are its keywords gets
 * the generated test of `keyword-cards.spec.ts`.
 */
import { CATALOG } from '@arbiter/cards';
import { describe, expect, it } from 'vitest';
import { findCard, listSupportedCards } from './card-registry.js';
import { DERIVED_SETS, keywordCardPlan } from './keyword-cards.js';

declare global {
  interface ImportMeta {
    glob(pattern: readonly string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

// Vite reads the engine's specs at build time (a pure library imports no Node built-ins, not even
// in tests); this file is left out, its sample titles below are not tests of cards.
const ENGINE_SPECS = import.meta.glob(['../**/*.spec.ts', '!./card-tests.spec.ts'], { query: '?raw', import: 'default', eager: true });

/** Card codes that lead an `it(...)` title anywhere in the engine's specs. */
function codesNamedByTests(sources: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const source of sources) {
    for (const title of source.matchAll(/\bit\(\s*['"`]((?:[A-Z]{3}-[A-Z]?\d{2,3}[a-z*]?(?:,\s*|\s+))+)/g)) {
      for (const code of (title[1] ?? '').matchAll(/[A-Z]{3}-[A-Z]?\d{2,3}/g)) named.add(code[0]);
    }
  }
  return named;
}

/** Supported cards covered by the generated keyword tests (abilities exactly their keywords). */
function keywordTested(id: string): boolean {
  const facts = CATALOG.byId(id);
  const definition = findCard(id);
  if (!facts || !definition || !DERIVED_SETS.includes(facts.set)) return false;
  return keywordCardPlan(facts)?.derivable === true && definition.abilities.length === 0 && definition.spell === null;
}

describe('every supported card has a test naming it', () => {
  const named = codesNamedByTests(Object.values(ENGINE_SPECS));
  const supported = listSupportedCards().map((card) => card.id);

  it('reads the engine specs, this one excepted', () => {
    expect(Object.keys(ENGINE_SPECS).length).toBeGreaterThan(40);
    expect(Object.keys(ENGINE_SPECS).some((file) => file.endsWith('card-tests.spec.ts'))).toBe(false);
  });

  it('finds titles that lead with one or more card codes, and nothing else', () => {
    const found = codesNamedByTests([
      "it('ZZZ-101 does a thing (CR 1.4 1)', () => {});",
      'it(`ZZZ-102, ZZY-003 do things together`, () => {});',
      "it('plays ZZZ-104 somewhere in the middle', () => {});",
      "describe('ZZZ-105 is a describe, not a test', () => {});",
    ]);
    expect([...found].sort()).toEqual(['ZZY-003', 'ZZZ-101', 'ZZZ-102']);
  });

  it('every supported card has a named test or a generated keyword test', () => {
    expect(supported.filter((id) => !named.has(id) && !keywordTested(id))).toEqual([]);
  });
});
