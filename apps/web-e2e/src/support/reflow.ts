/**
 * Reflow (WCAG 2.1 1.4.10): at a phone's width the page itself never scrolls sideways; a wide
 * table scrolls inside its own region instead.
 */
import type { Page } from 'playwright-core';

export interface SidewaysScroll {
  /** How wide the document is, against the window and the layout viewport. */
  readonly scrollWidth: number;
  readonly innerWidth: number;
  readonly clientWidth: number;
  /** The outermost elements that reach past the right edge of the screen (for the failure message). */
  readonly overflowing: readonly string[];
}

/**
 * Measures the document's width. A phone browser zooms a too-wide page out, so `innerWidth`
 * alone could grow with the page: the layout viewport (`clientWidth`) is compared as well.
 */
export function sidewaysScroll(page: Page): Promise<SidewaysScroll> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const overflowing: string[] = [];
    const visit = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > edge + 1) {
        const label = element.getAttribute('aria-label') ?? element.querySelector('caption')?.textContent ?? element.getAttribute('data-testid') ?? '';
        overflowing.push(`${element.tagName.toLowerCase()}${label ? ` "${label}"` : ''} (right edge ${Math.round(box.right)})`);
        return;
      }
      // An element that scrolls by itself keeps what it holds: nothing inside it counts.
      const style = getComputedStyle(element);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden') return;
      for (const child of element.children) visit(child);
    };
    visit(document.body);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      clientWidth: edge,
      overflowing,
    };
  });
}

/** True when the page fits the screen's width (no sideways scroll of the whole page). */
export function fitsWidth(measured: SidewaysScroll): boolean {
  return measured.scrollWidth <= measured.innerWidth && measured.scrollWidth <= measured.clientWidth;
}
