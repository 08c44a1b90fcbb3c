import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { texts } from '../text/text.js';
import styles from './live-region.module.css';

const c = texts('common');

/**
 * One polite live region per page (style H.40): "pairings published" is announced to screen
 * readers; the ticking clock is not.
 */
const AnnounceContext = createContext<(message: string) => void>(() => undefined);

interface Notice {
  readonly text: string;
  /** Moves with every announcement, so the same words said twice are read out twice. */
  readonly serial: number;
}

/**
 * The page with its notice above it, in the flow. A toast floating over the page lay on the
 * result form of a phone, where the player taps Confirm; in the flow it pushes the page down
 * instead and covers nothing. It stays until dismissed or replaced: a notice leaving by itself
 * would pull the page up under a thumb about to tap.
 */
export function LiveRegion({ children }: { readonly children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const announce = useCallback((text: string) => setNotice((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 })), []);
  const dismiss = () => {
    setNotice(null);
    // The button goes with the notice: keep focus here, so Tab goes on into the page.
    box.current?.focus();
  };
  return (
    <AnnounceContext.Provider value={announce}>
      <div ref={box} tabIndex={-1} className={`${styles['notice']} ${notice ? styles['shown'] : ''} no-print`}>
        {/* Always in the page, empty or not: screen readers only follow a region that was there before its words. */}
        <p role="status" aria-live="polite" className={styles['message']}>
          {notice ? <span key={notice.serial}>{notice.text}</span> : null}
        </p>
        {notice ? (
          <button type="button" className="secondary" onClick={dismiss}>
            {c('live.dismiss')}
          </button>
        ) : null}
      </div>
      {children}
    </AnnounceContext.Provider>
  );
}

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}
