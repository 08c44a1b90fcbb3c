import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consolePage } from '../pages/organizer/console-page.js';
import { authPage } from '../pages/player/auth-page.js';
import { playPage } from '../pages/player/play-page.js';
import { type Actor, expectAccessible, launchChromium, newActor, screenshot } from '../support/browser.js';
import { deckCode } from '../support/decks.js';
import { startPlatform, type Platform } from '../support/platform.js';
import { label } from '../support/text.js';

/**
 * What an event needs to fix its own mistakes through the pages (issue 18 items 5, 9 and 10):
 * a player withdraws before the start and the organizer removes a stray registration; the
 * organizer corrects a final result with a reason and the board shows the corrected result;
 * in a Magma Chamber event a player proposes a team, the partner declines, then accepts, and a
 * member leaves the team again before the start. Every page checked with axe.
 */
const INVITE = 'FIX-CUP';
const MAGMA_INVITE = 'MAGMA-FIX';
const PASSWORD = 'a long player password';

let platform: Platform;
let browser: Browser;
const foreignRequests: string[] = [];
let organizer: Actor;
const players: { actor: Actor; name: string }[] = [];
let eventId = '';

beforeAll(async () => {
  platform = await startPlatform('web-fixes');
  browser = await launchChromium();
  organizer = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
});

let broken = false;
beforeEach((context) => {
  if (broken) context.skip();
});
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  broken = true;
  for (const [name, actor] of [['organizer', organizer], ['player-1', players[0]?.actor], ['player-2', players[1]?.actor]] as const) {
    if (actor) await screenshot(actor.page, `failure-fixes-${name}`, actor.viewport).catch(() => undefined);
  }
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const player = (index: number) => {
  const found = players[index];
  if (!found) throw new Error(`no player ${index + 1}`);
  return found;
};

describe('withdrawals, result corrections and Magma Chamber teams through the pages', () => {
  it('four players register; one withdraws on their phone, the organizer removes another', async () => {
    await authPage.logIn(organizer.page, platform.organizer, '/organize');
    eventId = await consolePage.create(organizer.page, { name: 'Correction Cup', mode: 'duel', swissRounds: 1, topCut: 0, inviteCode: INVITE });
    for (let n = 1; n <= 4; n++) {
      const actor = await newActor(browser, platform.baseUrl, n === 3 ? 'phone' : 'desktop', foreignRequests);
      const name = `Fixer ${String.fromCharCode(64 + n)}`;
      players.push({ actor, name });
      await authPage.signUp(actor.page, { name, email: `f${n}.${eventId}@arbiter.test`, password: PASSWORD }, `/events/${eventId}/play`);
      await playPage.register(actor.page, INVITE);
      if (n <= 2) await playPage.submitDeckCode(actor.page, deckCode(n));
    }

    const phone = player(2).actor.page;
    await phone.getByRole('button', { name: label('player', 'withdraw.button') }).click();
    await phone.getByText(label('player', 'withdraw.confirm')).waitFor();
    await expectAccessible(phone, 'withdraw (phone)');
    await phone.getByRole('button', { name: label('player', 'withdraw.yes') }).click();
    // Withdrawn, the page offers registration again.
    await phone.getByLabel(label('player', 'register.inviteCode')).waitFor();

    await consolePage.open(organizer.page, eventId);
    const stray = player(3).name;
    await organizer.page.getByRole('button', { name: label('organizer', 'players.remove', { name: stray }) }).click();
    await expectAccessible(organizer.page, 'console: remove a registration');
    await organizer.page.getByRole('button', { name: label('organizer', 'players.confirmRemove', { name: stray }) }).click();
    await organizer.page.getByRole('table', { name: label('organizer', 'players.caption', { count: 2 }) }).waitFor();
    const names = await organizer.page.getByTestId('registrations').getByRole('rowheader').allTextContents();
    expect(names).toEqual([player(0).name, player(1).name]);
  });

  it('the organizer corrects a final result with a reason; the board shows the corrected result', async () => {
    const page = organizer.page;
    await consolePage.start(page);
    await consolePage.draftAndPublish(page, 1);
    const [table] = await consolePage.missingTables(page, 1, 1);
    if (table === undefined) throw new Error('no table to enter');
    await consolePage.enterResult(page, table, 1, 0);
    const row = page.getByTestId('results-board').getByRole('row').filter({ has: page.getByRole('button', { name: label('organizer', 'correct.open', { table }) }) });
    await row.getByText('1–0', { exact: true }).waitFor();

    await page.getByRole('button', { name: label('organizer', 'correct.open', { table }) }).click();
    const form = page.getByRole('form', { name: label('organizer', 'correct.form', { table }) });
    const selects = form.getByRole('combobox');
    await selects.nth(0).selectOption('0');
    await selects.nth(1).selectOption('1');
    const reason = 'The slip was filled in for the wrong seat.';
    await form.getByLabel(label('organizer', 'correct.reason')).fill(reason);
    await expectAccessible(page, 'console: correct a result');
    await form.getByRole('button', { name: label('organizer', 'correct.save') }).click();
    await form.waitFor({ state: 'detached', timeout: 30_000 });
    await row.getByText('0–1', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByText(label('organizer', 'correct.shown', { reason })).waitFor();
    await screenshot(page, 'console-result-corrected', 'desktop');
  });

  it('Magma Chamber: a proposal is declined, the next one accepted, and a member leaves before the start', async () => {
    const magmaId = await consolePage.create(organizer.page, { name: 'Magma Fix', mode: 'magma_chamber', swissRounds: 1, topCut: 0, inviteCode: MAGMA_INVITE });
    const [first, second] = [player(0), player(1)];
    for (const { actor } of [first, second]) {
      await playPage.open(actor.page, magmaId);
      await playPage.register(actor.page, MAGMA_INVITE);
    }

    const propose = async (team: string) => {
      const page = first.actor.page;
      await page.reload();
      await page.getByLabel(label('player', 'team.name')).fill(team);
      await page.getByLabel(label('player', 'team.partner')).selectOption({ label: second.name });
      await page.getByRole('button', { name: label('player', 'team.send') }).click();
      await page.getByText(label('player', 'team.waiting', { team, name: second.name })).waitFor();
    };
    const invited = second.actor.page;
    await propose('Wrong Embers');
    await invited.reload();
    await invited.getByText(label('player', 'team.invited', { team: 'Wrong Embers', name: first.name })).waitFor();
    await invited.getByRole('button', { name: label('player', 'team.decline') }).click();
    await invited.getByText(label('player', 'team.invited', { team: 'Wrong Embers', name: first.name })).waitFor({ state: 'detached' });

    await propose('Twin Embers');
    await invited.reload();
    await invited.getByText(label('player', 'team.invited', { team: 'Twin Embers', name: first.name })).waitFor();
    await expectAccessible(invited, 'team invitation');
    await screenshot(invited, 'player-team-invitation', 'desktop');
    await invited.getByRole('button', { name: label('player', 'team.accept') }).click();
    await invited.getByText(label('player', 'team.with', { name: first.name })).waitFor();
    await first.actor.page.reload();
    await first.actor.page.getByText(label('player', 'team.with', { name: second.name })).waitFor();
    await expectAccessible(first.actor.page, 'my team');

    await first.actor.page.getByRole('button', { name: label('player', 'team.leave') }).click();
    await first.actor.page.getByRole('heading', { name: label('player', 'team.propose') }).waitFor();
    await invited.reload();
    await invited.getByRole('heading', { name: label('player', 'team.propose') }).waitFor();
  });

  it('loaded nothing from another host', () => {
    expect(foreignRequests).toEqual([]);
  });
});
