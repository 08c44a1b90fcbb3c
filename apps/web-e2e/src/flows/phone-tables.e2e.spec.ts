import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage } from '../pages/organizer/console-page.js';
import { authPage } from '../pages/player/auth-page.js';
import { playPage } from '../pages/player/play-page.js';
import { eventPage } from '../pages/public-event/event-page.js';
import { type Actor, expectAccessible, launchChromium, newActor, screenshot, visit } from '../support/browser.js';
import { deckCode } from '../support/decks.js';
import { tabTo } from '../support/keyboard.js';
import { startPlatform, type Platform } from '../support/platform.js';
import { fitsWidth, sidewaysScroll } from '../support/reflow.js';
import { stepsBuildOnEachOther } from '../support/steps.js';
import { label } from '../support/text.js';

/**
 * The tables of the public and player pages on a 390x844 phone (WCAG 2.1 1.4.10 Reflow, 2.1.1
 * Keyboard). The standings with their tiebreaker columns are wider than the screen: they scroll
 * sideways in a region of their own, named by the table's caption, that Tab reaches and the arrow
 * keys scroll, while the rank and the name stay in view; the page itself never scrolls sideways.
 * The same holds for the pairings, the results and the published lists, with players whose
 * names are long (the handle's rows scroll in their own region too). The print page still
 * prints the whole table.
 */
const INVITE = 'WIDE-CUP';
const PASSWORD = 'a long player password';
// A long name, and a handle with nowhere to wrap (as players sign up with the name they play online under).
const NAMES = ['Maximiliana Oberstdorfer-Schwarzenberg', 'RuneboundUnbreakableChampion2025'] as const;

let platform: Platform;
let browser: Browser;
const foreignRequests: string[] = [];
let organizer: Actor;
let visitor: Actor;
const phones: Actor[] = [];
let eventId = '';

beforeAll(async () => {
  platform = await startPlatform('web-phone-tables');
  browser = await launchChromium();
  organizer = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
  visitor = await newActor(browser, platform.baseUrl, 'phone', foreignRequests);
});

stepsBuildOnEachOther('phone-tables', () => [['organizer', organizer], ['visitor', visitor], ['phone-1', phones[0]]] as const);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Fails with the elements that reach past the screen's right edge. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const measured = await sidewaysScroll(page);
  expect(fitsWidth(measured), `${where} scrolls sideways: ${JSON.stringify(measured)}`).toBe(true);
}

describe('tables on a phone scroll by themselves, never the page', () => {
  it('two players with long names register on their phones; the decoded list fits the screen', async () => {
    await authPage.logIn(organizer.page, platform.organizer, '/organize');
    eventId = await consolePage.create(organizer.page, { name: 'Wide Table Cup', mode: 'duel', swissRounds: 1, topCut: 0, inviteCode: INVITE });
    for (const [index, name] of NAMES.entries()) {
      const actor = await newActor(browser, platform.baseUrl, 'phone', foreignRequests);
      await authPage.signUp(actor.page, { name, email: `wide${index}.${eventId}@arbiter.test`, password: PASSWORD }, `/events/${eventId}/play`);
      await playPage.register(actor.page, INVITE);
      await playPage.submitDeckCode(actor.page, deckCode(index + 1));
      phones.push(actor);
    }
    const page = phones[0]?.page;
    if (!page) throw new Error('no phone');
    await page.getByTestId('decoded-list').waitFor();
    await expectNoSidewaysScroll(page, 'the player page with the decoded list');
  });

  it('the organizer plays the round, finishes the event and publishes every list', async () => {
    await consolePage.open(organizer.page, eventId);
    await consolePage.start(organizer.page);
    await consolePage.draftAndPublish(organizer.page, 1);
    await consolePage.enterResult(organizer.page, 1, 1, 0);
    await consolePage.waitForRoundComplete(organizer.page, 1);
    await organizer.page.getByRole('button', { name: label('organizer', 'finish.button') }).click();
    await organizer.page.getByText(label('organizer', 'finish.done')).waitFor();
    await organizer.page.getByRole('button', { name: label('organizer', 'publishLists.all') }).click();
    await organizer.page.getByText(label('organizer', 'publishLists.doneAll')).waitFor();
  });

  it('at 390 px the public page never scrolls sideways: the standings scroll in their own region, reached by Tab and scrolled by the arrow keys', async () => {
    const page = visitor.page;
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    await eventPage.open(page, eventId);
    const standings = page.getByTestId('standings');
    await standings.getByRole('rowheader', { name: NAMES[0] }).waitFor({ timeout: 30_000 });
    // The tiebreakers are shown: the table is wider than the screen.
    expect(await standings.getByRole('columnheader', { name: label('publicEvent', 'tiebreaker.ogw') }).count()).toBe(1);
    await expectNoSidewaysScroll(page, 'the public page with standings');

    // Keyboard: from the search box, Tab reaches the standings region (with a visible outline, in reading order).
    const region = eventPage.standingsRegion(page, 1);
    await region.waitFor();
    expect(await region.getAttribute('tabindex')).toBe('0');
    await page.getByLabel(label('publicEvent', 'pairings.search')).focus();
    const stops = await tabTo(page, new RegExp(`^${label('publicEvent', 'standings.caption', { round: 1 })}`), { limit: 10 });
    expect(stops.at(-1)?.tag).toBe('div');
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    const before = await region.evaluate((element) => ({ scrollLeft: element.scrollLeft, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(before.scrollLeft).toBe(0);
    expect(before.scrollWidth).toBeGreaterThan(before.clientWidth);

    for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // The page stayed put: only the region scrolled.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    // The rank and the name stay in view while the tiebreakers scroll under them.
    const area = await region.boundingBox();
    const name = await standings.getByRole('rowheader', { name: NAMES[0] }).boundingBox();
    const rank = await standings.getByRole('row').filter({ has: page.getByRole('rowheader', { name: NAMES[0] }) }).getByRole('cell').first().boundingBox();
    if (!area || !name || !rank) throw new Error('no box for the region, the name or the rank');
    expect(rank.x).toBeGreaterThanOrEqual(area.x - 1);
    expect(name.x).toBeGreaterThanOrEqual(rank.x + rank.width - 1);
    // ... and leave most of the screen to the columns that scroll.
    expect(name.x + name.width).toBeLessThanOrEqual(area.x + area.width * 0.6);
    await screenshot(page, 'public-standings-scrolled', 'phone', { fullPage: false });
    // Back with the left arrow key.
    for (let press = 0; press < 12; press++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBe(0);

    await expectAccessible(page, 'public standings with their scroll region (phone)');
    await screenshot(page, 'public-event-tables', 'phone');
  });

  it('the results, the pairings and an opened list fit the screen too', async () => {
    const page = visitor.page;
    // The handle leaves them wider than the screen: each scrolls in a region named by its caption.
    for (const caption of [label('publicEvent', 'pairings.caption', { round: 1 }), label('publicEvent', 'results.caption', { round: 1 })]) {
      await page.getByRole('table', { name: caption }).waitFor();
      expect(await page.getByRole('region', { name: caption, exact: true }).getAttribute('tabindex')).toBe('0');
    }
    const lists = page.getByTestId('published-decklists');
    await lists.getByText(NAMES[1], { exact: true }).click();
    await lists.getByRole('table', { name: label('publicEvent', 'decklists.section.mainDeck') }).first().waitFor();
    await expectNoSidewaysScroll(page, 'the public page with a list opened');
    await expectAccessible(page, 'public page with a list opened (phone)');
    await screenshot(page, 'public-event-list-opened', 'phone');
  });

  it('the print page prints the whole table: nothing scrolls or clips in print', async () => {
    for (const actor of [visitor, organizer]) {
      const page = actor.page;
      await page.emulateMedia({ media: 'print' });
      await visit(page, `/events/${eventId}/print/standings`);
      const table = page.getByTestId('standings');
      await table.getByRole('rowheader', { name: NAMES[0] }).waitFor({ timeout: 30_000 });
      // No ancestor of the table clips it, and every column is laid out in full.
      const clipped = await table.evaluate((element) => {
        const found: string[] = [];
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible') found.push(`${parent.tagName.toLowerCase()}.${parent.className} overflow-x: ${style.overflowX}`);
        }
        return found;
      });
      expect(clipped).toEqual([]);
      // Nor is it a region to scroll on paper.
      expect(await table.evaluate((element) => element.parentElement?.getAttribute('tabindex') ?? null)).toBeNull();
      expect(await table.getByRole('columnheader', { name: label('publicEvent', 'tiebreaker.ogw') }).isVisible()).toBe(true);
      await expectAccessible(page, `print standings (${actor.viewport})`);
      await screenshot(page, 'print-standings-tiebreakers', actor.viewport);
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('loaded nothing from another host', () => {
    expect(foreignRequests).toEqual([]);
  });
});
