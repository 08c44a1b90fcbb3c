import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import styles from './table-scroll.module.css';

interface TableScrollProps {
  /** The id of the table's `<caption>`: it names the region the table scrolls in. */
  readonly captionId: string;
  /** How many leading columns stay in view while the others scroll (the rank and the name: 2). */
  readonly stickyColumns?: 0 | 1 | 2;
  readonly children: ReactNode;
}

/**
 * A table wider than the screen scrolls sideways in here, never the page (WCAG 2.1 1.4.10
 * Reflow). While it does, it is a region named by the table's caption that Tab reaches and the
 * arrow keys scroll (2.1.1 Keyboard); a table that fits adds no tab stop and no landmark. In
 * print nothing scrolls or sticks: the whole table goes on paper.
 */
export function TableScroll({ captionId, stickyColumns = 0, children }: TableScrollProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box, stickyColumns);
  const sticky = stickyColumns === 0 ? undefined : styles[`sticky${stickyColumns}`];
  return (
    <div
      ref={box}
      className={[styles['scroll'], sticky, scrolls ? styles['scrolls'] : ''].filter(Boolean).join(' ')}
      {...(scrolls ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}

/** The words of a sticky column's cell (a name): on a phone they wrap instead of widening the column. */
export function StickyText({ children }: { readonly children: ReactNode }) {
  return <span className={styles['stickyText']}>{children}</span>;
}

/**
 * Whether the box's content is wider than the box, measured again whenever the box or the
 * table in it changes size (a column comes in, the phone turns). With a second sticky column,
 * the first one's width goes to `--sticky-first`: the second sticks right beside it.
 */
function useScrollsSideways(box: RefObject<HTMLDivElement | null>, stickyColumns: number): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      // On paper (print media) the box does not scroll: then it is no region either.
      setScrolls(getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1);
      if (stickyColumns < 2) return;
      const first = element.querySelector('tr > :first-child');
      if (first) element.style.setProperty('--sticky-first', `${first.getBoundingClientRect().width}px`);
    };
    const resize = new ResizeObserver(measure);
    // The table itself may be replaced (rows come and go, a loading state in between): watch what is there now.
    const watch = () => {
      resize.disconnect();
      resize.observe(element);
      for (const child of element.children) resize.observe(child);
      // The first column's header cell: its width moves the second sticky column.
      const first = element.querySelector('tr > :first-child');
      if (first) resize.observe(first);
      measure();
    };
    const children = new MutationObserver(watch);
    children.observe(element, { childList: true });
    watch();
    return () => {
      children.disconnect();
      resize.disconnect();
    };
  }, [box, stickyColumns]);
  return scrolls;
}
