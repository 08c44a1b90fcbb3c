import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage } from '../pages/organizer/console-page.js';
import { authPage } from '../pages/player/auth-page.js';
import { playPage } from '../pages/player/play-page.js';
import { type Actor, expectAccessible, launchChromium, newActor, screenshot, visit } from '../support/browser.js';
import { stepsBuildOnEachOther } from '../support/steps.js';
import { deckCode } from '../support/decks.js';
import { resetFocusOrder, tabTo } from '../support/keyboard.js';
import { startPlatform, type Platform } from '../support/platform.js';
import { label } from '../support/text.js';

/**
 * Keyboard use (issue 19, accessible): a player signs up, registers with the invite code and
 * submits a deck code, and the organizer starts the event, pairs and publishes round 1, with
 * Tab, Shift+Tab, Enter and Space only: no click, no `fill`. Every focus stop on the way must
 * show the focus outline and follow the page's reading order.
 */
const INVITE = 'KEYS-CUP';
const PASSWORD = 'a long player password';

let platform: Platform;
let browser: Browser;
const foreignRequests: string[] = [];
let organizer: Actor;
let keyboardPlayer: Actor;
let eventId = '';

beforeAll(async () => {
  platform = await startPlatform('web-keys');
  browser = await launchChromium();
  organizer = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
  keyboardPlayer = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
});

stepsBuildOnEachOther('keys', () => [['organizer', organizer], ['player', keyboardPlayer]] as const);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('running an event with the keyboard alone', () => {
  it('a player signs up, registers with the invite code and submits a deck code without a mouse', async () => {
    await authPage.logIn(organizer.page, platform.organizer, '/organize');
    eventId = await consolePage.create(organizer.page, { name: 'Keyboard Cup', mode: 'duel', swissRounds: 1, topCut: 0, inviteCode: INVITE });
    // A second player, the usual way, so there is someone to pair against.
    const other = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
    await authPage.signUp(other.page, { name: 'Mouse Mira', email: `mouse.${eventId}@arbiter.test`, password: PASSWORD }, `/events/${eventId}/play`);
    await playPage.register(other.page, INVITE);
    await playPage.submitDeckCode(other.page, deckCode(1));

    const page = keyboardPlayer.page;
    const next = `/events/${eventId}/play`;
    await visit(page, `/signup?next=${encodeURIComponent(next)}`);
    // The first stop is the skip link; it takes focus past the header to the page.
    const [skip] = await tabTo(page, label('common', 'skipToContent'), { limit: 1 });
    expect(skip?.tag).toBe('a');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await resetFocusOrder(page);

    await tabTo(page, label('player', 'signup.displayName'));
    await page.keyboard.type('Keyboard Kai');
    await tabTo(page, label('player', 'signup.email'));
    await page.keyboard.type(`keys.${eventId}@arbiter.test`);
    await tabTo(page, label('player', 'signup.password'));
    await page.keyboard.type('a typo in the password');
    // Back to the address (Shift+Tab), then forward again to retype the password.
    await tabTo(page, label('player', 'signup.email'), { backwards: true, limit: 3 });
    await tabTo(page, label('player', 'signup.password'), { limit: 3 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, label('player', 'signup.submit'));
    await expectAccessible(page, 'sign up, by keyboard');
    await screenshot(page, 'keyboard-signup', 'desktop', { fullPage: false });
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.pathname === next);
    await page.waitForSelector('html[data-ready="true"]');
    // The marker was set on the first page already: wait for this page's form, which shows once
    // the event has loaded, before tabbing through it.
    await page.getByLabel(label('player', 'register.inviteCode')).waitFor();

    await resetFocusOrder(page);
    await tabTo(page, label('player', 'register.inviteCode'), { limit: 60 });
    await page.keyboard.type(INVITE);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: label('player', 'deck.title') }).waitFor();

    await resetFocusOrder(page);
    await tabTo(page, label('player', 'deck.code'), { limit: 60 });
    await page.keyboard.type(deckCode(2));
    await tabTo(page, label('player', 'deck.submit'), { limit: 5 });
    await page.keyboard.press('Enter');
    await page.getByText(label('player', 'deck.submitted')).waitFor();
    await page.getByTestId('decoded-list').getByRole('rowheader').first().waitFor();
  });

  it('the organizer starts the event, pairs round 1, checks it and publishes it without a mouse', async () => {
    const page = organizer.page;
    await consolePage.open(page, eventId);
    await page.getByRole('table', { name: label('organizer', 'players.caption', { count: 2 }) }).waitFor();
    await tabTo(page, label('organizer', 'start.button'), { limit: 80 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: label('organizer', 'section.round') }).waitFor();

    await resetFocusOrder(page);
    await visit(page, `/organize/${eventId}`);
    // The console's round section shows once the event has loaded: wait for it before tabbing.
    await page.getByRole('button', { name: label('organizer', 'round.draft') }).waitFor();
    await tabTo(page, label('organizer', 'round.draft'), { limit: 80 });
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: label('organizer', 'round.draftCaption', { round: 1 }) }).waitFor();
    // The draft replaced the button that had focus: Tab goes on from where it was.
    await resetFocusOrder(page);
    await tabTo(page, label('organizer', 'round.publish', { round: 1 }), { limit: 20 });
    await expectAccessible(page, 'console, pairing by keyboard');
    await screenshot(page, 'keyboard-console-publish', 'desktop', { fullPage: false });
    await page.keyboard.press('Space');
    await page.getByText(label('organizer', 'round.published', { round: 1 })).waitFor();

    // The player's page, open all along, shows the table.
    expect(await playPage.table(keyboardPlayer.page)).toBe(1);
  });

  it('loaded nothing from another host', () => {
    expect(foreignRequests).toEqual([]);
  });
});
