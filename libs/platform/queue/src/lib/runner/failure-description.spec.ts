import { ConcurrencyError } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import { describe, expect, it } from 'vitest';
import { PermanentFailure } from '../message-queue.port.js';
import { describeFailure, failureCode, internalFailureCode, isContention, isPermanent } from './failure-description.js';

describe('a stored failure description', () => {
  it('keeps an AppError code so organizers see why a report was rejected', () => {
    const description = describeFailure(new AppError('RESULT.MATCH_ALREADY_FINAL', 'the match is final'));
    expect(description).toBe('RESULT.MATCH_ALREADY_FINAL: the match is final');
    expect(failureCode(description)).toBe('RESULT.MATCH_ALREADY_FINAL');
  });

  it('files every other error under the internal code', () => {
    const description = describeFailure(new TypeError('x is undefined'));
    expect(description).toBe(`${internalFailureCode}: TypeError: x is undefined`);
    expect(failureCode(description)).toBe(internalFailureCode);
    expect(failureCode(null)).toBe(internalFailureCode);
    expect(failureCode('not a code: at all')).toBe(internalFailureCode);
  });
});

describe('failure kinds', () => {
  it('treats AppError and PermanentFailure as rejections for good, nothing else', () => {
    expect(isPermanent(new AppError('A.B', 'no'))).toBe(true);
    expect(isPermanent(new PermanentFailure('no processor'))).toBe(true);
    expect(isPermanent(new Error('connection reset'))).toBe(false);
  });

  it('retries a lost race on a stream and PostgreSQL serialization failures at once', () => {
    expect(isContention(new ConcurrencyError('match-1', 3, 4))).toBe(true);
    expect(isContention(Object.assign(new Error('could not serialize'), { code: '40001' }))).toBe(true);
    expect(isContention(Object.assign(new Error('query failed'), { driverError: { code: '40P01' } }))).toBe(true);
    expect(isContention(Object.assign(new Error('unique violation'), { code: '23505' }))).toBe(false);
    expect(isContention('a string')).toBe(false);
  });
});
