import { describe, expect, it } from 'vitest';
import { rulesetName } from './ruleset-name.js';

const coreRules = (version: string) => `Core Rules ${version}`;

describe('rulesetName', () => {
  it('spells out a Core Rules id with its version', () => {
    expect(rulesetName('CR 1.4', coreRules)).toBe('Core Rules 1.4');
    expect(rulesetName('CR 1.0', coreRules)).toBe('Core Rules 1.0');
  });

  it('shows an id of another shape as it is', () => {
    expect(rulesetName('TR 2026-07-16', coreRules)).toBe('TR 2026-07-16');
    expect(rulesetName('CR', coreRules)).toBe('CR');
    expect(rulesetName('CR 1.4 beta', coreRules)).toBe('CR 1.4 beta');
  });
});
