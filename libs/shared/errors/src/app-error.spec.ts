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

  it('captures no stack frames, so reading its stack never formats (or source-maps) a trace', () => {
    const V8Error: ErrorConstructor & { stackTraceLimit?: number | undefined } = Error;
    const limit = V8Error.stackTraceLimit;
    const error = new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
    expect(error.stack).toBe('AppError: no such tournament');
    expect(V8Error.stackTraceLimit).toBe(limit);
    expect(new Error('boom').stack).toContain('\n    at ');
  });
});
