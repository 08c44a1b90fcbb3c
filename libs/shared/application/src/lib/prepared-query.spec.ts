import { describe, expect, it } from 'vitest';
import { statementName } from './prepared-query.js';

describe('statementName', () => {
  it('names the same SQL text the same way every time, and different texts differently', () => {
    const text = 'SELECT 1 WHERE $1 = $2';
    expect(statementName(text)).toBe(statementName(`${text}`));
    expect(statementName(text)).not.toBe(statementName('SELECT 2 WHERE $1 = $2'));
    expect(statementName(text)).toMatch(/^arb_[0-9a-z]+_[0-9a-z]+$/);
  });
});
