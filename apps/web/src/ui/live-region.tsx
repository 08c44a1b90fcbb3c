import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

/**
 * One polite live region per page (style H.40): "pairings published" is announced to screen
 * readers; the ticking clock is not.
 */
const AnnounceContext = createContext<(message: string) => void>(() => undefined);

export function LiveRegion({ children }: { readonly children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage(next), []);
  useEffect(() => {
    if (!message) return;
    // The toast goes after a while; screen readers have announced it by then.
    const timer = setTimeout(() => setMessage(''), 8_000);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" className="live-message">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}
