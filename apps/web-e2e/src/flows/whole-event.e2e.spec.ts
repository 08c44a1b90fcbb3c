import { waitFor } from '@arbiter/platform-queue/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage } from '../pages/organizer/console-page.js';
import { authPage } from '../pages/player/auth-page.js';
import { playPage } from '../pages/player/play-page.js';
import { eventPage } from '../pages/public-event/event-page.js';
import {
  type Actor,
  clearFailureScreenshots,
  expectAccessible,
  launchChromium,
  newActor,
  recordNotifications,
  screenshot,
  setInBackground,
  shownNotifications,
  visit,
} from '../support/browser.js';
import { stepsBuildOnEachOther } from '../support/steps.js';
import { deckCode, pastedText } from '../support/decks.js';
import { startPlatform, type Platform } from '../support/platform.js';
import { label, labelPattern } from '../support/text.js';

/**
 * A whole 8-player event through the pages alone (issue 19): the organizer creates it, eight
 * players sign up, register with the invite code and submit lists in their own browser contexts
 * (the first at a phone viewport, the second pasting a list), the organizer pairs, checks and
 * publishes, two players report and confirm on their phones, a spectator's page sees the
 * standings change without reloading, then a late entry and a disqualification, the remaining
 * rounds, the top cut and the finish.
 * Every page visited passes axe, and no page asks another host for anything.
 */
const SWISS_ROUNDS = 3;
const INVITE = 'E2E-CUP';
const PASSWORD = 'a long player password';

let platform: Platform;
let browser: Browser;
const foreignRequests: string[] = [];
let organizer: Actor;
let spectator: Actor;
const players: { actor: Actor; name: string }[] = [];
let eventId = '';

beforeAll(async () => {
  clearFailureScreenshots();
  platform = await startPlatform('web-flow');
  browser = await launchChromium();
  organizer = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
  spectator = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
});

stepsBuildOnEachOther('', () => [['organizer', organizer], ['spectator', spectator], ['player-1', players[0]?.actor]] as const);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('an 8-player event run through the pages', () => {
  it('the organizer creates the event with its settings', async () => {
    await authPage.logIn(organizer.page, platform.organizer, '/organize');
    await expectAccessible(organizer.page, 'organize');
    await visit(organizer.page, '/organize/new');
    await expectAccessible(organizer.page, 'create event');
    await screenshot(organizer.page, 'create-event', 'desktop');
    eventId = await consolePage.create(organizer.page, {
      name: 'Piltover Browser Cup',
      mode: 'duel',
      swissRounds: SWISS_ROUNDS,
      topCut: 2,
      inviteCode: INVITE,
      lateRegistrationUntilRound: 2,
    });
    expect(eventId).not.toBe('');
    await organizer.page.getByText(label('organizer', 'console.invite', { code: INVITE })).waitFor();
  });

  it('eight players sign up, register with the invite code and submit their lists', async () => {
    for (let n = 1; n <= 8; n++) {
      const actor = await newActor(browser, platform.baseUrl, n === 1 ? 'phone' : 'desktop', foreignRequests);
      const name = `Player ${String.fromCharCode(64 + n)}${n === 3 ? 'ë' : ''}`;
      players.push({ actor, name });
      await authPage.signUp(actor.page, { name, email: `p${n}.${eventId}@arbiter.test`, password: PASSWORD }, `/events/${eventId}/play`);
      await playPage.register(actor.page, INVITE);
      if (n === 2) {
        // Pasted as a deck builder exports it; the decoded list shows the catalog's names.
        await playPage.submitPastedText(actor.page, pastedText(n));
        // "Submitted" shows before the decoded list has rendered its rows.
        await actor.page.getByTestId('decoded-list').getByRole('rowheader').first().waitFor();
        const decoded = await actor.page.getByTestId('decoded-list').getByRole('rowheader').allTextContents();
        expect(decoded.length).toBeGreaterThan(0);
        expect(decoded.every((card) => /^.+ \([A-Z]{2,5}-\d+\w*\)$/.test(card))).toBe(true);
      } else {
        await playPage.submitDeckCode(actor.page, deckCode(n));
      }
      await actor.page.getByTestId('decoded-list').waitFor();
      if (n === 1) {
        await expectAccessible(actor.page, 'play page before the start (phone)');
        await screenshot(actor.page, 'player-decklist', 'phone');
      }
    }
    await consolePage.open(organizer.page, eventId);
    await organizer.page.getByRole('table', { name: label('organizer', 'players.caption', { count: 8 }) }).waitFor();
    expect(await organizer.page.getByText(label('organizer', 'players.missingList'), { exact: true }).count()).toBe(0);
    await expectAccessible(organizer.page, 'console at registration');
    await screenshot(organizer.page, 'console-registrations', 'desktop');
  });

  it('the organizer starts, pairs, checks and publishes round 1; the phone sees its table without reloading and is notified', async () => {
    const phoneActor = players[0]?.actor;
    if (!phoneActor) throw new Error('no phone player');
    const phone = phoneActor.page;
    await recordNotifications(phoneActor.context);
    await playPage.open(phone, eventId);
    await phone.getByText(label('player', 'match.title')).waitFor();
    // The player allows notifications with the page's button, then puts the page in the background.
    await phoneActor.context.grantPermissions(['notifications']);
    await phone.getByRole('button', { name: label('player', 'notify.button') }).click();
    await phone.getByText(label('player', 'notify.on')).waitFor();
    await setInBackground(phone, true);
    await consolePage.start(organizer.page);
    await consolePage.draftAndPublish(organizer.page, 1);
    await consolePage.startClock(organizer.page);
    await phone.getByText(labelPattern('common', 'live.pairingsPublished')).first().waitFor({ timeout: 30_000 });
    expect(await shownNotifications(phone)).toEqual([{ title: label('player', 'notify.title', { round: 1 }), body: label('player', 'notify.body') }]);
    await setInBackground(phone, false);
    expect(await playPage.table(phone)).toBeGreaterThan(0);
    await expectAccessible(phone, 'my match (phone)');
    await screenshot(phone, 'player-my-match', 'phone');
  });

  it('the organizer gives a table time; two players report and confirm, their phones and a spectator page follow without reloading', async () => {
    const [first] = players;
    if (!first) throw new Error('no players');
    await eventPage.open(spectator.page, eventId);
    await eventPage.search(spectator.page, 'playér a');
    await spectator.page.getByRole('rowheader', { name: first.name, exact: true }).first().waitFor();
    // Each word typed begins a word of the name: the "a" is "A", not the one inside "Player".
    await spectator.page.getByText(label('publicEvent', 'pairings.matches_one', { count: 1 }), { exact: true }).waitFor();
    await expectAccessible(spectator.page, 'public event page');
    await screenshot(spectator.page, 'public-event', 'desktop');
    const opponentText = (await first.actor.page.getByText(labelPattern('player', 'match.opponents')).textContent()) ?? '';
    const opponent = players.find((player) => opponentText.endsWith(player.name));
    if (!opponent) throw new Error(`no opponent in "${opponentText}"`);
    expect(await eventPage.points(spectator.page, first.name)).toBe(0);
    // Both phones are open before anything happens; neither reloads from here on.
    await playPage.open(opponent.actor.page, eventId);
    await playPage.waitForStatus(opponent.actor.page, 'open');
    const table = await playPage.table(first.actor.page);
    await consolePage.extendTable(organizer.page, table, 4);
    await first.actor.page.getByText(label('player', 'match.extension', { minutes: 4 })).waitFor({ timeout: 30_000 });
    await playPage.report(first.actor.page, 1, 0, opponent.name);
    await playPage.confirm(opponent.actor.page);
    await playPage.waitForStatus(first.actor.page, 'final');
    // No reload: the standings subscription tells the page to read them again.
    await spectator.page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('[data-testid="standings"] tbody tr')].some(
          (row) => row.querySelector('th')?.textContent === name && row.querySelectorAll('td')[1]?.textContent === '3',
        ),
      first.name,
      { timeout: 30_000 },
    );
    expect(await eventPage.points(spectator.page, first.name)).toBe(3);
  });

  it('the organizer appoints a judge, who records a ruling; the player appeals and the organizer changes the penalty', async () => {
    const player = players[1];
    if (!player) throw new Error('no second player');
    const judge = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
    const judgeEmail = `judge.${eventId}@arbiter.test`;
    await authPage.signUp(judge.page, { name: 'Judge Jo', email: judgeEmail, password: PASSWORD }, '/');
    await organizer.page.getByLabel(label('organizer', 'staff.email')).fill(judgeEmail);
    await organizer.page.getByLabel(label('organizer', 'staff.role')).selectOption('judge');
    await organizer.page.getByRole('button', { name: label('organizer', 'staff.submit') }).click();
    await organizer.page.getByText(`Judge Jo · ${label('organizer', 'staff.role.judge')}`).waitFor();

    const desk = judge.page;
    await visit(desk, `/judge/${eventId}`);
    await desk.getByLabel(label('judge', 'record.player')).selectOption({ label: player.name });
    await desk.getByLabel(label('judge', 'record.category')).selectOption('communication_error');
    await desk.getByLabel(label('judge', 'record.measure')).selectOption('warning');
    await desk.getByLabel(label('judge', 'record.description')).fill('Did not announce a triggered ability.');
    await desk.getByRole('button', { name: label('judge', 'record.submit') }).click();
    await desk.getByText(label('judge', 'record.done')).waitFor();
    await expectAccessible(desk, 'judge desk');
    await screenshot(desk, 'judge-desk', 'desktop');

    const statement = 'I announced it; my opponent agrees.';
    await playPage.open(player.actor.page, eventId);
    await player.actor.page.getByLabel(label('player', 'rulings.appealLabel')).fill(statement);
    await player.actor.page.getByRole('button', { name: label('player', 'rulings.appeal') }).click();
    await player.actor.page.getByText(label('player', 'rulings.appealed', { statement })).waitFor();

    // Without a head judge, the organizer decides appeals (TR 15.2.2).
    await visit(organizer.page, `/judge/${eventId}`);
    // The appeal changes the ruling: the desk asks for the new penalty only then.
    await organizer.page.getByLabel(label('judge', 'decide.outcome')).selectOption('changed');
    await organizer.page.getByLabel(label('judge', 'decide.measure')).selectOption('caution');
    await organizer.page.getByLabel(label('judge', 'decide.note')).fill('The announcement was late, not missing.');
    await expectAccessible(organizer.page, 'judge desk, deciding an appeal');
    await organizer.page.getByRole('button', { name: label('judge', 'decide.submit') }).click();
    const decided = label('judge', 'appeal.decided', { outcome: label('judge', 'outcome.changed'), note: 'The announcement was late, not missing.' });
    const changedTo = label('judge', 'appeal.changedTo', { category: label('judge', 'category.communication_error'), measure: label('judge', 'measure.caution') });
    await organizer.page.getByText(decided).waitFor();
    await organizer.page.getByText(changedTo).waitFor();
    await playPage.open(player.actor.page, eventId);
    await player.actor.page.getByText(changedTo).waitFor();
    await judge.context.close();
    await consolePage.open(organizer.page, eventId);
  });

  it('the organizer enters the other results of round 1', async () => {
    // One of the four tables was reported and confirmed by its players above.
    const missing = await consolePage.missingTables(organizer.page, 1, 3);
    await expectAccessible(organizer.page, 'results board');
    await screenshot(organizer.page, 'console-results', 'desktop');
    for (const table of missing) await consolePage.enterResult(organizer.page, table, 1, 0);
    await consolePage.waitForRoundComplete(organizer.page, 1);
  });

  it('before round 2: a late entry whose list the organizer types in, a disqualification, and a dead letter retried', async () => {
    const page = organizer.page;
    const late = 'Walk-in Wren';
    await consolePage.addWalkIn(page, late);
    // Pairing waits for the late entry's list: the console names who is missing one, the organizer types it in.
    await page.getByText(label('organizer', 'players.missingCount_one', { count: 1 })).waitFor();
    await consolePage.playerStatus(page, late).getByText(label('organizer', 'players.status.active')).waitFor();
    await expectAccessible(page, 'console with a late entry missing a list');
    await consolePage.enterDeckCode(page, late, deckCode(9));
    await page.getByText(label('organizer', 'players.missingCount_one', { count: 1 })).waitFor({ state: 'detached' });
    const disqualified = players[7]?.name ?? '';
    await consolePage.disqualify(page, disqualified, 'Marked cards found at the deck check.');
    await consolePage.playerStatus(page, disqualified).getByText(label('organizer', 'players.status.disqualified'), { exact: true }).waitFor();

    const letter = await platform.deadLetter(eventId, 'connection terminated unexpectedly');
    await consolePage.open(page, eventId);
    const retry = page.getByRole('button', { name: label('organizer', 'dead.retry', { id: letter.slice(0, 8) }) });
    await page.getByRole('table', { name: label('organizer', 'dead.caption') }).getByText('QUEUE.PROCESSING_FAILED').waitFor();
    await expectAccessible(page, 'console with a dead letter');
    await retry.click();
    await page.getByText(label('organizer', 'dead.empty')).waitFor();
    await waitFor(() => platform.outboxStatus(letter), (status) => status === 'done', { what: 'the retried report to be processed' });
  });

  it('plays the remaining Swiss rounds with the late entry, without the disqualified player, and without one who drops', async () => {
    const leaving = players[2];
    if (!leaving) throw new Error('no third player');
    for (let round = 2; round <= SWISS_ROUNDS; round++) {
      await consolePage.draftAndPublish(organizer.page, round);
      // Eight players in round 2 (the late entry took the disqualified player's place), seven after a drop.
      const missing = await consolePage.missingTables(organizer.page, round, round === 2 ? 4 : 3);
      if (round === 2) {
        const board = organizer.page.getByTestId('results-board');
        const seated = await board.getByRole('rowheader').allTextContents();
        expect(seated.some((names) => names.includes('Walk-in Wren'))).toBe(true);
        expect(seated.some((names) => names.includes(players[7]?.name ?? '?'))).toBe(false);
      }
      for (const table of missing) await consolePage.enterResult(organizer.page, table, 1, 0);
      await consolePage.waitForRoundComplete(organizer.page, round);
      if (round === 2) {
        // A player leaves on their own page; the console sees it when it reads the event again.
        await playPage.open(leaving.actor.page, eventId);
        await playPage.drop(leaving.actor.page);
        await leaving.actor.page.getByText(label('player', 'status.dropped', { round: 2 })).waitFor();
        await expectAccessible(leaving.actor.page, 'play page after dropping');
        await consolePage.open(organizer.page, eventId);
        await consolePage.playerStatus(organizer.page, leaving.name).getByText(label('organizer', 'players.status.dropped', { round: 2 })).waitFor();
      }
    }
  });

  it('cuts to the top 2, plays the final and finishes; the public page shows the champion and the lists once published', async () => {
    await organizer.page.getByRole('button', { name: label('organizer', 'topCut.start') }).click();
    const [final] = await consolePage.missingTables(organizer.page, SWISS_ROUNDS + 1, 1);
    await consolePage.enterResult(organizer.page, final ?? 1, 1, 0);
    await consolePage.waitForRoundComplete(organizer.page, SWISS_ROUNDS + 1);
    await organizer.page.getByRole('button', { name: label('organizer', 'finish.button') }).click();
    await organizer.page.getByText(label('organizer', 'finish.done')).waitFor();
    await eventPage.open(spectator.page, eventId);
    await spectator.page.getByText(labelPattern('publicEvent', 'champions')).waitFor();
    // Lists stay hidden information until the organizer publishes them (TR 401.5).
    await spectator.page.getByText(label('publicEvent', 'decklists.hidden')).waitFor();
    await organizer.page.getByRole('button', { name: label('organizer', 'publishLists.all') }).click();
    await organizer.page.getByText(label('organizer', 'publishLists.doneAll')).waitFor();
    await eventPage.open(spectator.page, eventId);
    const lists = spectator.page.getByTestId('published-decklists');
    const first = players[0]?.name ?? '';
    await lists.getByText(first, { exact: true }).click();
    const mainDeck = lists.getByRole('table', { name: label('publicEvent', 'decklists.section.mainDeck') }).first();
    const cards = await mainDeck.getByRole('rowheader').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    // The catalog's names, not the printing codes.
    expect(cards.filter((card) => /^[A-Z]{2,5}-\d/.test(card))).toEqual([]);
    await expectAccessible(spectator.page, 'finished event');
    await screenshot(spectator.page, 'public-event-finished', 'desktop');
  });

  it('renders the print pages and projector mode', async () => {
    const page = spectator.page;
    await page.emulateMedia({ media: 'print' });
    for (const [path, name] of [
      [`/events/${eventId}/print/pairings?by=name`, 'print-pairings-by-name'],
      [`/events/${eventId}/print/pairings?by=table`, 'print-pairings-by-table'],
      [`/events/${eventId}/print/standings`, 'print-standings'],
      [`/events/${eventId}/print/slips`, 'print-slips'],
    ] as const) {
      await visit(page, path);
      await page.getByRole('table').first().waitFor();
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      await expectAccessible(page, name);
      await screenshot(page, name, 'desktop');
    }
    await page.emulateMedia({ media: 'screen' });
    await visit(page, `/events/${eventId}/projector`);
    await page.getByTestId('round-clock').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('projector'))).toBe(true);
    await expectAccessible(page, 'projector');
    await screenshot(page, 'projector', 'desktop', { fullPage: false });
  });

  it('loaded nothing from another host', () => {
    expect(foreignRequests).toEqual([]);
  });
});
