import type { Locator, Page } from 'playwright-core';
import { visit } from '../../support/browser.js';
import { label } from '../../support/text.js';

/** The player's page of one event (phone first). */
export const playPage = {
  open: (page: Page, eventId: string) => visit(page, `/events/${eventId}/play`),

  async register(page: Page, inviteCode: string): Promise<void> {
    await page.getByLabel(label('player', 'register.inviteCode')).fill(inviteCode);
    await page.getByRole('button', { name: label('player', 'register.submit') }).click();
    await page.getByRole('heading', { name: label('player', 'deck.title') }).waitFor();
  },

  async submitDeckCode(page: Page, deckCode: string): Promise<void> {
    await page.getByLabel(label('player', 'deck.code'), { exact: true }).fill(deckCode);
    await page.getByRole('button', { name: label('player', 'deck.submit') }).click();
    await page.getByText(label('player', 'deck.submitted')).waitFor();
  },

  async submitPastedText(page: Page, text: string): Promise<void> {
    await page.getByLabel(label('player', 'deck.kind.list')).check();
    await page.getByLabel(label('player', 'deck.list'), { exact: true }).fill(text);
    await page.getByRole('button', { name: label('player', 'deck.submit') }).click();
    await page.getByText(label('player', 'deck.submitted')).waitFor();
  },

  /** The table number shown under "My match" (waits for it to appear). */
  async table(page: Page): Promise<number> {
    const text = await page.getByText(/^Table \d+$/).first().textContent({ timeout: 30_000 });
    return Number(text?.replace(/\D/g, ''));
  },

  /** The page's live notice while it says that round `round` is paired. */
  liveNotice: (page: Page, round: number): Locator => page.getByRole('status').filter({ hasText: label('common', 'live.pairingsPublished', { round }) }),

  /** Closes the live notice with its own button (a real click: nothing may lie over it). */
  async dismissLiveNotice(page: Page): Promise<void> {
    await page.getByRole('button', { name: label('common', 'live.dismiss') }).click();
  },

  /** Drops from the event, confirming when the page asks. */
  async drop(page: Page): Promise<void> {
    await page.getByRole('button', { name: label('player', 'drop.button') }).click();
    await page.getByRole('button', { name: label('player', 'drop.yes') }).click();
  },

  /** Waits for the match's status line to read `status` (no reload: the page must update itself). */
  async waitForStatus(page: Page, status: 'open' | 'reported' | 'disputed' | 'final'): Promise<void> {
    await page.getByText(label('player', 'match.status', { status: label('common', `match.status.${status}`) })).waitFor({ timeout: 30_000 });
  },

  async report(page: Page, myWins: number, theirWins: number, opponent: string): Promise<void> {
    await page.getByLabel(label('player', 'report.myWins')).selectOption(String(myWins));
    await page.getByLabel(label('player', 'report.theirWins', { name: opponent })).selectOption(String(theirWins));
    await page.getByRole('button', { name: label('player', 'report.submit') }).click();
    await page.getByText(label('player', 'report.sent')).waitFor();
  },

  /** Waits for the opponent's report to show (the match subscription brings it), then confirms it. */
  async confirm(page: Page): Promise<void> {
    await page.getByRole('button', { name: label('player', 'report.confirm') }).click({ timeout: 30_000 });
    await page.getByText(label('player', 'report.confirmed')).waitFor();
  },
};
