import type { Locator, Page } from 'playwright-core';
import { visit } from '../../support/browser.js';
import { label } from '../../support/text.js';

/** The public event page. */
export const eventPage = {
  open: (page: Page, eventId: string) => visit(page, `/events/${eventId}`),

  async search(page: Page, query: string): Promise<void> {
    await page.getByLabel(label('publicEvent', 'pairings.search')).fill(query);
  },

  /**
   * The region the standings table scrolls in when it is wider than the screen, named by the
   * table's caption (it exists only while the table needs it).
   */
  standingsRegion: (page: Page, round: number): Locator => page.getByRole('region', { name: label('publicEvent', 'standings.caption', { round }), exact: true }),

  /** The points in the standings row of `name`, or null while the row is not there. */
  async points(page: Page, name: string): Promise<number | null> {
    const row = page.getByTestId('standings').getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    if ((await row.count()) === 0) return null;
    return Number(await row.getByRole('cell').nth(1).textContent());
  },
};
