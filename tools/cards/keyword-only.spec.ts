import { describe, expect, it } from 'vitest';
import { abilitiesAreKeywords } from './keyword-only.js';

// Made-up texts in the shape of the reference data, not card text.
const card = (keywords: string[], text: string | null, variants: string[] = []) => ({
  keywords,
  text,
  text_variants: variants.length === 0 ? null : variants.map((variant) => ({ text: variant })),
});

describe('abilitiesAreKeywords', () => {
  it('is true for a card without text or keywords (a vanilla unit)', () => {
    expect(abilitiesAreKeywords(card([], null))).toBe(true);
    expect(abilitiesAreKeywords(card([], ''))).toBe(true);
  });

  it('is true for keyword lines with or without reminder text, values included', () => {
    expect(abilitiesAreKeywords(card(['Shield 2', 'Tank'], '[Shield 2] (bigger while defending.)\n[Tank] (hit me first.)'))).toBe(true);
    expect(abilitiesAreKeywords(card(['Tank', 'Ganking'], '[Tank] [Ganking]'))).toBe(true);
  });

  it('accepts bracketed words inside the reminder text', () => {
    expect(abilitiesAreKeywords(card(['Ambush'], '[Ambush] (play me as a [Reaction] somewhere.)'))).toBe(true);
  });

  it('is false when any sentence follows or precedes the keywords', () => {
    expect(abilitiesAreKeywords(card(['Assault 2'], '[Assault 2] (bigger while attacking.)\nWhen you play me, do something.'))).toBe(false);
    expect(abilitiesAreKeywords(card([], 'When you play me, do something.'))).toBe(false);
    expect(abilitiesAreKeywords(card(['Tank'], 'Something. [Tank]'))).toBe(false);
  });

  it('is false for a keyword ability with an effect after it (Deathknell, Legion)', () => {
    expect(abilitiesAreKeywords(card(['Deathknell'], '[Deathknell] — Draw 1. (reminder)'))).toBe(false);
  });

  it('is false when the text grants a keyword the card does not print, or misses one it prints', () => {
    expect(abilitiesAreKeywords(card(['Action'], '[Action] (timing.)\n[Assault 3] (granted.)'))).toBe(false);
    expect(abilitiesAreKeywords(card(['Shield', 'Tank'], '[Shield] (reminder.)'))).toBe(false);
  });

  it('is false when a later printing adds wording, and for nested parentheses (fails closed)', () => {
    expect(abilitiesAreKeywords(card(['Tank'], '[Tank]', ['[Tank]\nAnd something else.']))).toBe(false);
    expect(abilitiesAreKeywords(card(['Tank'], '[Tank] (a (nested) reminder)'))).toBe(false);
  });
});
