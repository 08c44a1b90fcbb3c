import axeModule from '@axe-core/playwright';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

// The package's types describe its CommonJS build; under Vite's ESM resolution the default
// export is the class itself. Accept either.
type AxeBuilderClass = typeof axeModule.default;
const AxeBuilder: AxeBuilderClass = (axeModule as unknown as { default?: AxeBuilderClass }).default ?? (axeModule as unknown as AxeBuilderClass);

/** Where screenshots of the main pages go (gitignored; CI keeps them for inspection). */
export const screenshotDir = resolve(import.meta.dirname, '../../../../reports/screenshots');

/** Debian's Chromium, with the flags this machine needs (no network beyond the loopback). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
}

export type Viewport = 'desktop' | 'phone';

const viewports: Record<Viewport, Parameters<Browser['newContext']>[0]> = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

export interface Actor {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly viewport: Viewport;
}

/**
 * One browser context per actor (style H.44). Every request must go to the platform's own host:
 * anything else is aborted and recorded, and `foreignRequests` fails the test at the end.
 */
export async function newActor(browser: Browser, baseUrl: string, viewport: Viewport, foreignRequests: string[]): Promise<Actor> {
  const context = await browser.newContext({ ...viewports[viewport], baseURL: baseUrl, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  const own = new URL(baseUrl).host;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own) return route.continue();
    foreignRequests.push(url.toString());
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${viewport}] page error: ${error.message}`));
  return { context, page, viewport };
}

/** Navigates and waits for the app's ready marker (set once React has rendered the layout). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-ready="true"]');
}

/** axe-core on the page as it is now; any violation fails with its rule ids and targets. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  if (violations.length > 0) throw new Error(`axe found ${violations.length} violation(s) on ${label}:\n${JSON.stringify(violations, null, 2)}`);
}

/**
 * `<page>.<viewport>.png`, the ticking clock masked so screenshots compare
 * (ARBITER_SCREENSHOTS_UNMASKED=true keeps it, for the README's copies in docs/screenshots).
 */
export async function screenshot(page: Page, name: string, viewport: Viewport, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.${viewport}.png`);
  const mask = process.env['ARBITER_SCREENSHOTS_UNMASKED'] === 'true' ? [] : [page.getByTestId('round-clock')];
  await page.screenshot({ path, fullPage: options.fullPage ?? true, mask });
  return path;
}

/** Screenshots of an earlier failed run would mislead: they go before a flow starts. */
export function clearFailureScreenshots(): void {
  if (!existsSync(screenshotDir)) return;
  for (const file of readdirSync(screenshotDir)) if (file.startsWith('failure-')) rmSync(join(screenshotDir, file));
}

/**
 * Records every `Notification` the pages construct (the real one is still shown), so a test can
 * read what a player was told. Takes effect on the context's next navigation.
 */
export async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Real = window.Notification;
    if (!Real) return;
    const shown: { title: string; body: string }[] = [];
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
    Object.defineProperty(window, '__shownNotifications', { value: shown });
  });
}

/** What `recordNotifications` saw on this page. */
export function shownNotifications(page: Page): Promise<{ title: string; body: string }[]> {
  return page.evaluate(() => (window as unknown as { __shownNotifications?: { title: string; body: string }[] }).__shownNotifications ?? []);
}

/**
 * Makes the page report itself as a tab in the background (headless Chromium has no other
 * background). `false` gives the document its own `visibilityState` back.
 */
export function setInBackground(page: Page, background: boolean): Promise<void> {
  return page.evaluate((hidden) => {
    if (hidden) Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    else delete (document as unknown as Record<string, unknown>)['visibilityState'];
  }, background);
}
