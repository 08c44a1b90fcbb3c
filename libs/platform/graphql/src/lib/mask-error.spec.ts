import { AppError } from '@arbiter/errors';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maskError } from './mask-error.js';

const log = (): void => undefined;

describe('maskError', () => {
  it('turns an AppError into extensions.code with its rule reference', () => {
    const wrapped = new GraphQLError('x', {
      path: ['submitDecklist'],
      originalError: new AppError('DECK.ILLEGAL', 'the main deck has 39 cards', { ruleRef: 'CR 1.4 103.2' }),
    });
    const masked = maskError(wrapped, 'Unexpected error.', log) as GraphQLError;
    expect(masked.message).toBe('the main deck has 39 cards');
    expect(masked.extensions).toEqual({ code: 'DECK.ILLEGAL', ruleRef: 'CR 1.4 103.2' });
    expect(masked.path).toEqual(['submitDecklist']);
  });

  it('hides the message of an unexpected error', () => {
    const wrapped = new GraphQLError('relation "events" does not exist', {
      originalError: new Error('relation "events" does not exist at 10.0.0.3'),
    });
    const masked = maskError(wrapped, 'Unexpected error.', log) as GraphQLError;
    expect(masked.message).toBe('Unexpected error.');
    expect(masked.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', correlationId: expect.any(String) });
  });

  it('turns overload (no pooled connection in time, a race lost on every retry) into a retryable SERVICE.UNAVAILABLE', () => {
    const poolTimeout = new GraphQLError('x', { path: ['registerPlayer'], originalError: new Error('timeout exceeded when trying to connect') });
    const lostRace = Object.assign(new Error('stream tournament-1: expected version 3, actual 4'), { name: 'ConcurrencyError' });
    for (const error of [poolTimeout, lostRace]) {
      const masked = maskError(error, 'Unexpected error.', log) as GraphQLError;
      expect(masked.extensions).toEqual({ code: 'SERVICE.UNAVAILABLE', details: { retryable: true } });
      expect(masked.message).not.toMatch(/stream|timeout/);
    }
  });

  it('logs every busy answer once, with its reason, and nothing else as busy', () => {
    const logged: { reason: string; path: string | null }[] = [];
    const logBusy = (entry: { reason: string; path: string | null }): void => void logged.push({ reason: entry.reason, path: entry.path });
    const poolTimeout = new GraphQLError('x', { path: ['submitDecklist'], originalError: new Error('timeout exceeded when trying to connect') });
    const lostRace = Object.assign(new Error('stream tournament-1: expected version 3, actual 4'), { name: 'ConcurrencyError' });
    const writerGaveUp = new GraphQLError('x', {
      path: ['registerPlayer'],
      originalError: new AppError('SERVICE.UNAVAILABLE', 'too many changes at once', { details: { retryable: true, reason: 'lost_race' } }),
    });
    const refusal = new GraphQLError('x', { path: ['reportResult'], originalError: new AppError('MATCH.ALREADY_FINAL', 'final') });
    for (const error of [poolTimeout, lostRace, writerGaveUp, refusal]) maskError(error, 'Unexpected error.', log, logBusy);
    // yoga may mask one error twice (a result and its stream): one line per answer.
    maskError(poolTimeout, 'Unexpected error.', log, logBusy);
    expect(logged).toEqual([
      { reason: 'pool_timeout', path: 'submitDecklist' },
      { reason: 'lost_race', path: null },
      { reason: 'lost_race', path: 'registerPlayer' },
    ]);
  });

  it("keeps GraphQL's own validation errors", () => {
    const validation = new GraphQLError('Cannot query field "secret" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(maskError(validation, 'Unexpected error.', log)).toBe(validation);
  });

  it('answers a variable that does not fit its type as BAD_USER_INPUT with GraphQL\'s message', () => {
    const coercion = new GraphQLError('Variable "$n" got invalid value 1.5; Int cannot represent non-integer value: 1.5', {
      originalError: new GraphQLError('Int cannot represent non-integer value: 1.5'),
    });
    const masked = maskError(coercion, 'Unexpected error.', log) as GraphQLError;
    expect(masked.message).toBe(coercion.message);
    expect(masked.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it('masks a GraphQL error raised while executing a field, such as a bad value in a result', () => {
    const serialization = new GraphQLError('Int cannot represent non-integer value: 1.5', {
      path: ['round'],
      originalError: new GraphQLError('Int cannot represent non-integer value: 1.5'),
    });
    expect((maskError(serialization, 'Unexpected error.', log) as GraphQLError).extensions['code']).toBe('INTERNAL_SERVER_ERROR');
  });
});
