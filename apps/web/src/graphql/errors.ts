/**
 * What the pages show for a failed operation (style H.38, H.39): an expected error (a code the
 * api documents) shows its text from `text/en/errors.json`; anything else shows a generic text.
 */
import type { CombinedError } from 'urql';
import { errorText, text } from '../text/text.js';

export interface ShownError {
  readonly code: string;
  readonly message: string;
  /** The input at fault, when the api names one (`extensions.field`). */
  readonly field: string | null;
}

export function shownError(error: CombinedError): ShownError {
  if (error.networkError && error.graphQLErrors.length === 0) {
    return { code: 'NETWORK', message: errorText('NETWORK') ?? text('common', 'error.generic'), field: null };
  }
  const first = error.graphQLErrors[0];
  const code = typeof first?.extensions['code'] === 'string' ? first.extensions['code'] : 'INTERNAL_SERVER_ERROR';
  const details = first?.extensions['details'];
  const detailField = details && typeof details === 'object' ? (details as Record<string, unknown>)['field'] : undefined;
  const named = first?.extensions['field'] ?? detailField;
  const field = typeof named === 'string' ? named : null;
  const message = errorText(code, { message: first?.message ?? '' }) ?? first?.message ?? text('common', 'error.generic');
  return { code, message, field };
}
