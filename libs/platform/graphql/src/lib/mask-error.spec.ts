import { AppError } from '@arbiter/errors';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maskError } from './mask-error.js';

describe('maskError', () => {
  it('turns an AppError into extensions.code with its rule reference', () => {
    const wrapped = new GraphQLError('x', {
      path: ['submitDecklist'],
      originalError: new AppError('DECK.ILLEGAL', 'the main deck has 39 cards', { ruleRef: '103.2' }),
    });
    const masked = maskError(wrapped, 'Unexpected error.') as GraphQLError;
    expect(masked.message).toBe('the main deck has 39 cards');
    expect(masked.extensions).toEqual({ code: 'DECK.ILLEGAL', ruleRef: '103.2' });
    expect(masked.path).toEqual(['submitDecklist']);
  });

  it('hides the message of an unexpected error', () => {
    const wrapped = new GraphQLError('relation "events" does not exist', {
      originalError: new Error('relation "events" does not exist at 10.0.0.3'),
    });
    const masked = maskError(wrapped, 'Unexpected error.') as GraphQLError;
    expect(masked.message).toBe('Unexpected error.');
    expect(masked.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it("keeps GraphQL's own validation errors", () => {
    const validation = new GraphQLError('Cannot query field "secret" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(maskError(validation, 'Unexpected error.')).toBe(validation);
  });
});
