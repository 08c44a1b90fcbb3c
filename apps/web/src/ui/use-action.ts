import { useCallback, useRef, useState } from 'react';
import type { CombinedError, OperationResult } from 'urql';
import { shownError, type ShownError } from '../graphql/errors.js';

export interface ActionState {
  readonly pending: boolean;
  /** An error that belongs to no field. */
  readonly formError: string | null;
  /** Errors by field name. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/**
 * Runs a mutation from a form (style H.39): the submit stays disabled while it is in flight, a
 * server error maps to the field it concerns (by code, `fieldOf`) or to the form, and focus goes
 * to the first error so keyboard and screen-reader users land on it.
 */
export function useAction(fieldOf: (error: ShownError) => string | null = (error) => error.field) {
  const [state, setState] = useState<ActionState>({ pending: false, formError: null, fieldErrors: {} });
  const formRef = useRef<HTMLFormElement | null>(null);
  const run = useCallback(
    async <TData>(action: () => Promise<OperationResult<TData>>): Promise<TData | null> => {
      setState({ pending: true, formError: null, fieldErrors: {} });
      const result = await action();
      if (result.error || !result.data) {
        const shown = shownError(result.error as CombinedError);
        const field = fieldOf(shown);
        setState({ pending: false, formError: field ? null : shown.message, fieldErrors: field ? { [field]: shown.message } : {} });
        requestAnimationFrame(() => {
          const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
          first?.focus();
        });
        return null;
      }
      setState({ pending: false, formError: null, fieldErrors: {} });
      return result.data;
    },
    [fieldOf],
  );
  return { ...state, run, formRef };
}
