/**
 * Live pages (style H.37): a subscription says *what* changed and the page refetches that query
 * (`network-only`) instead of patching caches; the page also refetches when a phone tab becomes
 * visible again, because phones drop server-sent events in standby.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnyVariables, type DocumentInput, useSubscription } from 'urql';

/** Calls `callback` whenever the document becomes visible again after being hidden. */
export function useVisibleAgain(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const onChange = (): void => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}

/**
 * A counter that moves on every event of the subscription and when the tab becomes visible:
 * put it in a query's dependencies (or call `refetch` on change) to read that query again.
 */
export function useLiveTick<TData, TVariables extends AnyVariables>(
  query: DocumentInput<TData, TVariables>,
  variables: TVariables,
  onEvent?: (data: TData) => void,
  pause = false,
): number {
  const [tick, setTick] = useState(0);
  const bump = useCallback(() => setTick((value) => value + 1), []);
  useSubscription<TData, TData, TVariables>({ query, variables, pause } as never, (_previous, data) => {
    onEvent?.(data);
    bump();
    return data;
  });
  useVisibleAgain(bump);
  return tick;
}

/** Runs `refetch` whenever `tick` moves past its first value. */
export function useRefetchOn(tick: number, refetch: () => void): void {
  const first = useRef(tick);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (tick !== first.current) latest.current();
  }, [tick]);
}
