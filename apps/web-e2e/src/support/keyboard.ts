/**
 * Moving through a page with the keyboard alone, as a person without a mouse does: Tab or
 * Shift+Tab until the control wanted has focus, checking on the way that every stop shows
 * where focus is (the `:focus-visible` outline) and that focus moves in the page's reading order.
 */
import type { Page } from 'playwright-core';

export interface FocusStop {
  /** What a screen reader would call the control: its label, aria-label or text. */
  readonly name: string;
  readonly tag: string;
  /** Width of the visible outline in CSS pixels (0: focus is invisible). */
  readonly outlineWidth: number;
  readonly focusVisible: boolean;
  /** The stop is on screen with a size (scrolled into view by the browser). */
  readonly shown: boolean;
  /** Whether this stop comes after (forward) / before (backward) the previous one in the document. */
  readonly inOrder: boolean;
}

/** Reads the focused element; remembers it so the next stop's order can be checked against it. */
function readFocus(page: Page, backwards: boolean): Promise<FocusStop | null> {
  return page.evaluate((back) => {
    const store = window as unknown as { __previousFocus?: Element };
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const labelled = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const previous = store.__previousFocus;
    let inOrder = true;
    if (previous && previous.isConnected && previous !== element) {
      const position = previous.compareDocumentPosition(element);
      inOrder = Boolean(position & (back ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING));
    }
    store.__previousFocus = element;
    return {
      name: labelled.replace(/\s+/g, ' ').trim(),
      tag: element.tagName.toLowerCase(),
      outlineWidth: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      focusVisible: element.matches(':focus-visible'),
      shown: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      inOrder,
    };
  }, backwards);
}

/** Forgets the previous stop (after a navigation or when focus starts again from the top). */
export function resetFocusOrder(page: Page): Promise<void> {
  return page.evaluate(() => {
    delete (window as unknown as { __previousFocus?: Element }).__previousFocus;
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused control's name matches `target`, and returns the
 * stops passed. Fails on a stop without a visible focus outline, one out of reading order, or
 * when the control is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: string | RegExp, options: { backwards?: boolean; limit?: number } = {}): Promise<FocusStop[]> {
  const backwards = options.backwards ?? false;
  const stops: FocusStop[] = [];
  const matches = (name: string) => (typeof target === 'string' ? name === target : target.test(name));
  for (let press = 0; press < (options.limit ?? 40); press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await readFocus(page, backwards);
    if (!stop) continue;
    stops.push(stop);
    if (!stop.focusVisible || stop.outlineWidth < 2 || !stop.shown) throw new Error(`focus is not visible on ${stop.tag} "${stop.name}": ${JSON.stringify(stop)}`);
    if (!stop.inOrder) throw new Error(`focus jumped out of reading order to ${stop.tag} "${stop.name}" after ${JSON.stringify(stops.at(-2)?.name)}`);
    if (matches(stop.name)) return stops;
  }
  throw new Error(`"${String(target)}" was not reached with ${backwards ? 'Shift+Tab' : 'Tab'}; passed: ${stops.map((stop) => stop.name).join(' | ')}`);
}
