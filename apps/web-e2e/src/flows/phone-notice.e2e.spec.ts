import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage } from '../pages/organizer/console-page.js';
import { authPage } from '../pages/player/auth-page.js';
import { playPage } from '../pages/player/play-page.js';
import { eventPage } from '../pages/public-event/event-page.js';
import { type Actor, expectAccessible, launchChromium, newActor, screenshot } from '../support/browser.js';
import { stepsBuildOnEachOther } from '../support/steps.js';
import { deckCode } from '../support/decks.js';
import { startPlatform, type Platform } from '../support/platform.js';
import { label } from '../support/text.js';

/**
 * The live notice on a phone ("Round 1 pairings are up."): it must never lie over the controls
 * of the page. Two players at a phone viewport have their page open when round 1 is published;
 * one reports, and the other taps "Confirm this result" with a real click while the notice is
 * still shown, the button scrolled to the bottom of the screen (where a thumb reaches it, and
 * where a floating toast would sit). Then the notice is dismissed, and the public standings
 * show no column for the random tiebreaker.
 */
const INVITE = 'PHONE-CUP';
const PASSWORD = 'a long player password';

let platform: Platform;
let browser: Browser;
const foreignRequests: string[] = [];
let organizer: Actor;
const phones: { actor: Actor; name: string }[] = [];
let eventId = '';

beforeAll(async () => {
  platform = await startPlatform('web-phone');
  browser = await launchChromium();
  organizer = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
});

stepsBuildOnEachOther('phone', () => [['organizer', organizer], ['phone-1', phones[0]?.actor], ['phone-2', phones[1]?.actor]] as const);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const phone = (index: number) => {
  const found = phones[index];
  if (!found) throw new Error(`no phone ${index + 1}`);
  return found;
};

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Scrolls through the whole page a quarter screen at a time and names every control the notice
 * lies on at some point (none may be: a fixed toast covers whatever scrolls under it).
 */
function controlsUnder(notice: Locator): Promise<string[]> {
  return notice.evaluate((element) => {
    const covered = new Set<string>();
    const step = Math.max(1, Math.floor(window.innerHeight / 4));
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let top = 0; top <= end + step - 1; top += step) {
      window.scrollTo(0, Math.min(top, end));
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (const control of document.querySelectorAll('a[href], button, input, select, textarea')) {
        const other = control.getBoundingClientRect();
        const overlaps = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
        if (overlaps && other.width > 0 && !element.contains(control)) covered.add(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim()}"`);
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

describe('the live notice on a phone leaves the result form free', () => {
  it('two players register on their phones and keep their page open', async () => {
    await authPage.logIn(organizer.page, platform.organizer, '/organize');
    eventId = await consolePage.create(organizer.page, { name: 'Phone Cup', mode: 'duel', swissRounds: 1, topCut: 0, inviteCode: INVITE });
    for (let n = 1; n <= 2; n++) {
      const actor = await newActor(browser, platform.baseUrl, 'phone', foreignRequests);
      const name = `Phone ${String.fromCharCode(64 + n)}`;
      await authPage.signUp(actor.page, { name, email: `phone${n}.${eventId}@arbiter.test`, password: PASSWORD }, `/events/${eventId}/play`);
      await playPage.register(actor.page, INVITE);
      await playPage.submitDeckCode(actor.page, deckCode(n));
      phones.push({ actor, name });
    }
  });

  it('round 1 is published: both phones show the notice and their table', async () => {
    await consolePage.open(organizer.page, eventId);
    await consolePage.start(organizer.page);
    await consolePage.draftAndPublish(organizer.page, 1);
    for (const { actor } of phones) {
      await playPage.liveNotice(actor.page, 1).waitFor({ timeout: 30_000 });
      expect(await playPage.table(actor.page)).toBe(1);
    }
  });

  it('the opponent reports; the confirm button is tapped with a real click while the notice shows, and the notice covers none of it', async () => {
    const reporter = phone(0);
    const confirmer = phone(1);
    await playPage.report(reporter.actor.page, 1, 0, confirmer.name);

    const page = confirmer.actor.page;
    // What a 390x844 phone leaves the page with its browser's toolbars shown (Playwright's
    // iPhone 12 is 390x664): the confirm button is then below the fold, and scrolls up from the bottom.
    await page.setViewportSize({ width: 390, height: 664 });
    const confirm = page.getByRole('button', { name: label('player', 'report.confirm') });
    await confirm.waitFor({ timeout: 30_000 });
    const notice = playPage.liveNotice(page, 1);
    expect(await notice.isVisible()).toBe(true);
    // Scrolled so the button is the last thing on screen: where a thumb taps and a toast would float.
    await confirm.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await expectAccessible(page, 'my match with the live notice (phone)');
    await screenshot(page, 'player-confirm-with-notice', 'phone', { fullPage: false });
    const [noticeBox, confirmBox] = await Promise.all([notice.boundingBox(), confirm.boundingBox()]);
    if (!noticeBox || !confirmBox) throw new Error('the notice or the confirm button has no box');
    expect(intersects(noticeBox, confirmBox), `notice ${JSON.stringify(noticeBox)} over confirm ${JSON.stringify(confirmBox)}`).toBe(false);
    // Nor does it lie on any other control, wherever the page is scrolled to.
    expect(await controlsUnder(notice)).toEqual([]);

    // A real click: Playwright refuses it if anything else would receive the tap.
    await confirm.click();
    await page.getByText(label('player', 'report.confirmed')).waitFor();
    await playPage.waitForStatus(page, 'final');
    await playPage.waitForStatus(reporter.actor.page, 'final');
  });

  it('the notice can be dismissed, and the live region stays for the next announcement', async () => {
    const page = phone(0).actor.page;
    await playPage.dismissLiveNotice(page);
    expect(await playPage.liveNotice(page, 1).count()).toBe(0);
    expect(await page.locator('[aria-live="polite"]').count()).toBe(1);
    await screenshot(page, 'player-notice-dismissed', 'phone', { fullPage: false });
  });

  it('the public standings order the players without a column of random fractions', async () => {
    const page = phone(0).actor.page;
    await eventPage.open(page, eventId);
    const standings = page.getByTestId('standings');
    await standings.getByRole('rowheader').nth(1).waitFor({ timeout: 30_000 });
    const columns = await standings.getByRole('columnheader').allTextContents();
    expect(columns.slice(0, 4)).toEqual(['rank', 'name', 'points', 'record'].map((key) => label('publicEvent', `standings.col.${key}`)));
    expect(columns).not.toContain(label('publicEvent', 'tiebreaker.random'));
    // No cell of the table is a bare fraction such as 0.47.
    expect((await standings.getByRole('cell').allTextContents()).filter((cell) => /^0\.\d+$/.test(cell))).toEqual([]);
    expect(await eventPage.points(page, phone(0).name)).toBe(3);
    await expectAccessible(page, 'public standings (phone)');
    await screenshot(page, 'public-standings', 'phone');
  });

  it('loaded nothing from another host', () => {
    expect(foreignRequests).toEqual([]);
  });
});
