import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './app-error.js';

describe('AppError', () => {
  it('keeps code, rule reference and safe details', () => {
    const error = new AppError('DECK.ILLEGAL', 'deck has 39 cards', { ruleRef: 'CR 1.4 103.2', details: { size: 39 } });
    expect(error).toMatchObject({ code: 'DECK.ILLEGAL', ruleRef: 'CR 1.4 103.2', details: { size: 39 }, message: 'deck has 39 cards' });
  });

  it('is recognised by isAppError, plain errors are not', () => {
    expect(isAppError(new AppError('X.Y', 'x'))).toBe(true);
    expect(isAppError(new Error('boom'))).toBe(false);
    expect(isAppError('TOURNAMENT.NOT_FOUND')).toBe(false);
  });
});
