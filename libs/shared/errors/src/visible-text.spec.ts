import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter } from './visible-text.js';

describe('hasVisibleCharacter', () => {
  it.each([
    ['zero-width spaces and joiners', '\u200b\u200c\u200d\u2060\ufeff'],
    ['direction marks', '\u200e\u200f'],
    ['spaces of every width', ' \u00a0\u2003\u3000'],
    ['a combining accent alone', '\u0301'],
    ['the empty string', ''],
  ])('finds none in %s', (_, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it.each([['Ann'], ['\u200bA'], ['\u00e9'], ['\u{1F0CF}'], ['李']])('finds one in %j', (text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });
});
