import { readFile } from 'node:fs/promises';
import qrcode from 'qrcode-generator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage } from '../pages/organizer/console-page.js';
import { authPage } from '../pages/player/auth-page.js';
import { playPage } from '../pages/player/play-page.js';
import { eventPage } from '../pages/public-event/event-page.js';
import { type Actor, expectAccessible, launchChromium, newActor, screenshot, visit } from '../support/browser.js';
import { stepsBuildOnEachOther } from '../support/steps.js';
import { parseCsv } from '../support/csv.js';
import { deckCode } from '../support/decks.js';
import { startPlatform, type Platform } from '../support/platform.js';
import { label, labelPattern } from '../support/text.js';

/**
 * The desk work of a round through the pages (issue 19): the judge desk names the rules the
 * event plays; the public page's link and QR code; the organizer pauses, extends and resumes the
 * round clock while the public page's clock follows; two phones report different results, both
 * see the dispute, the console lists it and the organizer settles it while the phones follow;
 * the organizer downloads the exports and they hold what the pages show.
 */
const INVITE = 'DESK-CUP';
const PASSWORD = 'a long player password';

let platform: Platform;
let browser: Browser;
const foreignRequests: string[] = [];
let organizer: Actor;
let spectator: Actor;
const players: { actor: Actor; name: string; code: string; list: Map<string, number> }[] = [];
let eventId = '';

beforeAll(async () => {
  platform = await startPlatform('web-desk');
  browser = await launchChromium();
  organizer = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
  spectator = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
});

stepsBuildOnEachOther('desk', () => [['organizer', organizer], ['spectator', spectator], ['player-1', players[0]?.actor], ['player-2', players[1]?.actor]] as const);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const player = (index: number) => {
  const found = players[index];
  if (!found) throw new Error(`no player ${index + 1}`);
  return found;
};

/** The decoded list a player's page shows: card code → count. */
async function shownList(page: Page): Promise<Map<string, number>> {
  await page.getByTestId('decoded-list').getByRole('rowheader').first().waitFor();
  const rows = await page.getByTestId('decoded-list').locator('tbody tr').evaluateAll((elements) =>
    elements.map((row) => ({ count: row.querySelector('td')?.textContent ?? '', card: row.querySelector('th')?.textContent ?? '' })),
  );
  return new Map(rows.map(({ count, card }) => [/\(([^()]+)\)$/.exec(card)?.[1] ?? card, Number(count)]));
}

/** The public clock's digits in seconds ("49:07", "1:02:03"). */
async function clockSeconds(page: Page): Promise<number> {
  const digits = (await page.getByTestId('round-clock').getByRole('timer').textContent()) ?? '';
  return digits.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** Clicks an export button and returns the downloaded file's name and text. */
async function download(page: Page, what: 'standings' | 'pairings' | 'decklists', format: 'csv' | 'json'): Promise<{ name: string; text: string }> {
  const button = page.getByRole('button', { name: label('organizer', 'export.download', { what: label('organizer', `export.${what}`), format: label('organizer', `export.${format}`) }) });
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

describe('a round at the desk: ruleset, share link, clock, dispute and exports', () => {
  it('four players register with lists; the judge desk names the rules the event plays', async () => {
    await authPage.logIn(organizer.page, platform.organizer, '/organize');
    eventId = await consolePage.create(organizer.page, { name: 'Desk Cup', mode: 'duel', swissRounds: 1, topCut: 0, inviteCode: INVITE });
    for (let n = 1; n <= 4; n++) {
      const actor = await newActor(browser, platform.baseUrl, n <= 2 ? 'phone' : 'desktop', foreignRequests);
      const name = `Desk ${String.fromCharCode(64 + n)}`;
      const code = deckCode(n + 3);
      await authPage.signUp(actor.page, { name, email: `d${n}.${eventId}@arbiter.test`, password: PASSWORD }, `/events/${eventId}/play`);
      await playPage.register(actor.page, INVITE);
      await playPage.submitDeckCode(actor.page, code);
      players.push({ actor, name, code, list: await shownList(actor.page) });
    }

    // New events play the current Core Rules (CR 1.4); the desk spells the document out.
    await visit(organizer.page, `/judge/${eventId}`);
    const ruleset = organizer.page.getByTestId('judge-ruleset');
    await ruleset.waitFor();
    expect(await ruleset.textContent()).toBe(label('judge', 'ruleset.played', { ruleset: label('judge', 'ruleset.coreRules', { version: '1.4' }) }));
    expect(await ruleset.textContent()).toBe('Played under Core Rules 1.4');
    await expectAccessible(organizer.page, 'judge desk with the ruleset');
  });

  it('the public page links to itself, and its QR code encodes that link', async () => {
    const page = spectator.page;
    await eventPage.open(page, eventId);
    const eventUrl = new URL(`/events/${eventId}`, platform.baseUrl).toString();
    const share = page.getByRole('region', { name: label('publicEvent', 'share.title') });
    const link = share.getByRole('link');
    expect(await link.getAttribute('href')).toBe(eventUrl);
    expect(await link.textContent()).toBe(eventUrl);

    const qr = share.getByRole('img', { name: label('publicEvent', 'share.qr') });
    expect(await qr.isVisible()).toBe(true);
    const box = await qr.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    // The dark modules drawn, read back from the SVG, are those of a QR code of the link.
    const drawn = await qr.locator('path').getAttribute('d');
    const dark = new Set([...(drawn ?? '').matchAll(/M(\d+) (\d+)/g)].map((match) => `${match[1]},${match[2]}`));
    const expected = qrcode(0, 'M');
    expected.addData(eventUrl);
    expected.make();
    const modules = new Set<string>();
    const quiet = 4;
    for (let row = 0; row < expected.getModuleCount(); row++) {
      for (let column = 0; column < expected.getModuleCount(); column++) if (expected.isDark(row, column)) modules.add(`${column + quiet},${row + quiet}`);
    }
    expect(dark.size).toBeGreaterThan(100);
    expect([...dark].sort()).toEqual([...modules].sort());
    expect(await qr.getAttribute('viewBox')).toBe(`0 0 ${expected.getModuleCount() + 2 * quiet} ${expected.getModuleCount() + 2 * quiet}`);
  });

  it('the organizer pauses, extends and resumes the round clock; the public page shows each change live', async () => {
    const page = organizer.page;
    await consolePage.open(page, eventId);
    await consolePage.start(page);
    await consolePage.draftAndPublish(page, 1);
    await consolePage.startClock(page);
    const publicClock = spectator.page.getByTestId('round-clock');
    // The spectator's page was opened before the round: everything below arrives without a reload.
    await publicClock.getByText(label('common', 'clock.running')).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: label('organizer', 'clock.pause') }).click();
    await publicClock.getByText(label('common', 'clock.paused')).waitFor({ timeout: 30_000 });
    const paused = await clockSeconds(spectator.page);
    await expectAccessible(spectator.page, 'public page with the clock paused');
    await screenshot(spectator.page, 'public-event-clock-paused', 'desktop');

    await page.getByLabel(label('organizer', 'clock.extend')).fill('10');
    await page.getByRole('button', { name: label('organizer', 'clock.extendButton') }).click();
    // Paused, the clock stands still: the new end is exactly ten minutes later.
    await spectator.page.waitForFunction(
      (expected) => {
        const digits = document.querySelector('[data-testid="round-clock"] [role="timer"]')?.textContent ?? '';
        return digits.split(':').reduce((total, part) => total * 60 + Number(part), 0) === expected;
      },
      paused + 600,
      { timeout: 30_000 },
    );
    expect(await publicClock.getByText(label('common', 'clock.paused')).isVisible()).toBe(true);

    await page.getByRole('button', { name: label('organizer', 'clock.resume') }).click();
    await publicClock.getByText(label('common', 'clock.running')).waitFor({ timeout: 30_000 });
    // Running again from the extended time, counting down.
    await spectator.page.waitForFunction(
      (ceiling) => {
        const digits = document.querySelector('[data-testid="round-clock"] [role="timer"]')?.textContent ?? '';
        const seconds = digits.split(':').reduce((total, part) => total * 60 + Number(part), 0);
        return seconds < ceiling && seconds > ceiling - 120;
      },
      paused + 600,
      { timeout: 30_000 },
    );
  });

  it('two phones report different results: both show the dispute, the console lists it and settles it, the phones show the result', async () => {
    const first = player(0);
    const opponentText = (await first.actor.page.getByText(labelPattern('player', 'match.opponents')).textContent({ timeout: 30_000 })) ?? '';
    const opponent = players.find((candidate) => opponentText.endsWith(candidate.name));
    if (!opponent) throw new Error(`no opponent in "${opponentText}"`);
    await playPage.open(opponent.actor.page, eventId);
    await playPage.waitForStatus(opponent.actor.page, 'open');
    const table = await playPage.table(first.actor.page);

    // Each claims the win; neither page reloads from here on.
    await playPage.report(first.actor.page, 1, 0, opponent.name);
    await playPage.report(opponent.actor.page, 1, 0, first.name);
    for (const phone of [first.actor.page, opponent.actor.page]) {
      await playPage.waitForStatus(phone, 'disputed');
      await phone.getByRole('alert').filter({ hasText: label('player', 'match.disputed') }).waitFor();
    }
    await expectAccessible(first.actor.page, 'my match disputed (phone)');
    await screenshot(first.actor.page, 'player-match-disputed', 'phone');

    const board = organizer.page;
    const disputes = board.getByRole('region', { name: label('organizer', 'section.disputes') });
    const row = board.getByTestId('results-board').getByRole('row').filter({ has: board.getByRole('cell', { name: String(table), exact: true }) });
    const seated = (await row.getByRole('rowheader').textContent()) ?? '';
    await disputes.getByText(label('organizer', 'disputes.item', { table, round: 1, players: seated })).waitFor({ timeout: 30_000 });
    await row.getByText(label('common', 'match.status.disputed')).waitFor();
    await expectAccessible(board, 'console with a dispute');
    await screenshot(board, 'console-dispute', 'desktop');

    // The judge's call: the first seat won 1-0. The organizer enters it on the board.
    await consolePage.enterResult(board, table, 1, 0);
    await disputes.getByText(label('organizer', 'disputes.empty')).waitFor({ timeout: 30_000 });
    await row.getByText('1–0', { exact: true }).waitFor({ timeout: 30_000 });
    for (const phone of [first.actor.page, opponent.actor.page]) {
      await playPage.waitForStatus(phone, 'final');
      await phone.getByText(label('player', 'match.result', { result: '1–0' })).waitFor();
      expect(await phone.getByText(label('player', 'match.disputed')).count()).toBe(0);
    }
  });

  it('the organizer downloads the exports; their rows are the standings and the lists the pages show', async () => {
    const page = organizer.page;
    for (const table of await consolePage.missingTables(page, 1, 1)) await consolePage.enterResult(page, table, 1, 0);
    await consolePage.waitForRoundComplete(page, 1);

    await eventPage.open(spectator.page, eventId);
    await spectator.page.getByTestId('standings').getByRole('rowheader').nth(3).waitFor({ timeout: 30_000 });
    const shown = await spectator.page.getByTestId('standings').locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = row.querySelectorAll('td');
        return { rank: Number(cells[0]?.textContent), name: row.querySelector('th')?.textContent ?? '', points: Number(cells[1]?.textContent) };
      }),
    );
    expect(shown.map((row) => row.points).sort()).toEqual([0, 0, 3, 3]);

    const standingsCsv = await download(page, 'standings', 'csv');
    expect(standingsCsv.name).toBe('desk-cup-standings.csv');
    expect(parseCsv(standingsCsv.text).map((row) => ({ rank: Number(row['rank']), name: row['name'], points: Number(row['points']) }))).toEqual(shown);
    const standingsJson = JSON.parse((await download(page, 'standings', 'json')).text) as { rows: { rank: number; entrant: { name: string }; points: number }[] };
    expect(standingsJson.rows.map((row) => ({ rank: row.rank, name: row.entrant.name, points: row.points }))).toEqual(shown);

    const listsCsv = parseCsv((await download(page, 'decklists', 'csv')).text);
    const listsJson = JSON.parse((await download(page, 'decklists', 'json')).text) as {
      displayName: string;
      decklist: { deckCode: string; cards: { cardCode: string; count: number }[] } | null;
    }[];
    for (const { name, code, list } of players) {
      const rows = listsCsv.filter((row) => row['name'] === name);
      expect(new Set(rows.map((row) => row['deck_code']))).toEqual(new Set([code]));
      expect(new Map(rows.map((row) => [row['card_code'] ?? '', Number(row['count'])]))).toEqual(list);
      const exported = listsJson.find((entry) => entry.displayName === name);
      expect(exported?.decklist?.deckCode).toBe(code);
      expect(new Map(exported?.decklist?.cards.map((card) => [card.cardCode, card.count]))).toEqual(list);
    }
    expect(listsJson).toHaveLength(players.length);
  });

  it('loaded nothing from another host', () => {
    expect(foreignRequests).toEqual([]);
  });
});
