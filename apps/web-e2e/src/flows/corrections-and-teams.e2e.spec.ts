import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage } from '../pages/organizer/console-page.js';
import { authPage } from '../pages/player/auth-page.js';
import { playPage } from '../pages/player/play-page.js';
import { type Actor, expectAccessible, launchChromium, newActor, screenshot, visit } from '../support/browser.js';
import { stepsBuildOnEachOther } from '../support/steps.js';
import { cardOnlyIn, deckCode, readyDeckSets } from '../support/decks.js';
import { startPlatform, type Platform } from '../support/platform.js';
import { label } from '../support/text.js';

/**
 * What an event needs to fix its own mistakes through the pages (issue 18 items 5, 9 and 10):
 * a player withdraws before the start and the organizer removes a stray registration; the
 * organizer corrects a final result with a reason and the board shows the corrected result;
 * an event created with every setting (its own format with bans, a date, the decklist and staff
 * settings; a refused setting shown beside its control) whose lists are checked on the event's
 * date; a correction of round 1 after round 2 is paired, and round 2 paired again from the
 * console; a head judge who also plays corrects a result at the judge desk but not their own;
 * in a Magma Chamber event a player proposes a team, the partner declines, then accepts, each
 * answer reaching the proposer's open page, and a member leaves the team again before the start.
 * Every page checked with axe.
 */
const INVITE = 'FIX-CUP';
const MAGMA_INVITE = 'MAGMA-FIX';
const REPAIR_INVITE = 'REPAIR-CUP';
const PASSWORD = 'a long player password';

let platform: Platform;
let browser: Browser;
const foreignRequests: string[] = [];
let organizer: Actor;
const players: { actor: Actor; name: string }[] = [];
let eventId = '';
let repairId = '';

beforeAll(async () => {
  platform = await startPlatform('web-fixes');
  browser = await launchChromium();
  organizer = await newActor(browser, platform.baseUrl, 'desktop', foreignRequests);
});

stepsBuildOnEachOther('fixes', () => [['organizer', organizer], ['player-1', players[0]?.actor], ['player-2', players[1]?.actor]] as const);

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
    // The result has gone through reporting once the standings count it: no refetch started
    // before it can still land while the correction form is open.
    await page.getByTestId('standings').getByText('1-0-0', { exact: true }).waitFor({ timeout: 30_000 });

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

  it('the organizer creates an event with every setting: its own format with bans, a date, decklist and staff settings', async () => {
    const page = organizer.page;
    const laterBan = cardOnlyIn(1);
    const earlierBan = cardOnlyIn(2);
    await visit(page, '/organize/new');
    await page.getByLabel(label('organizer', 'create.name'), { exact: true }).fill('Repair Cup');
    await page.getByLabel(label('organizer', 'create.mode')).selectOption('duel');
    await page.getByLabel(label('organizer', 'create.startsOn')).fill('2026-04-20');
    await page.getByLabel(label('organizer', 'create.swissRounds')).fill('3');
    await page.getByLabel(label('organizer', 'create.roundTime')).fill('40');
    await page.getByLabel(label('organizer', 'create.organizedPlayLevel')).selectOption('competitive');
    await page.getByLabel(label('organizer', 'create.staffMayPlay')).check();
    await page.getByLabel(label('organizer', 'create.openDecklists')).check();
    await page.getByLabel(label('organizer', 'create.decklistDeadline')).fill('2099-01-01T10:00');
    await page.getByLabel(label('organizer', 'create.format.custom')).check();
    await page.getByLabel(label('organizer', 'create.formatId'), { exact: true }).fill('ogn-cup');
    await page.getByLabel(label('organizer', 'create.formatName'), { exact: true }).fill('Origins Cup');
    for (const set of ['UNL', 'VEN', 'SFD']) await page.getByLabel(label('organizer', `create.set.${set}`)).uncheck();
    expect(readyDeckSets().every((set) => ['OGS', 'OGN'].includes(set))).toBe(true);
    // One ban from a day after the event (legal in it), one from a day before (refused in it).
    for (const [index, ban] of [[1, { name: laterBan.name, from: '2026-05-01' }], [2, { name: earlierBan.name, from: '2026-04-01' }]] as const) {
      await page.getByRole('button', { name: label('organizer', 'create.banAdd') }).click();
      await page.getByLabel(label('organizer', 'create.banCard', { n: index })).fill(ban.name);
      await page.getByLabel(label('organizer', 'create.banFrom', { n: index })).fill(ban.from);
    }
    await page.getByRole('button', { name: label('organizer', 'create.preconAdd') }).click();
    await page.getByLabel(label('organizer', 'create.preconName', { n: 1 })).fill('Viktor starter deck');
    await page.getByLabel(label('organizer', 'create.preconCode', { n: 1 })).fill(deckCode(0));
    await page.getByLabel(label('organizer', 'create.allowPrecon')).check();
    await page.getByLabel(label('organizer', 'create.inviteCode')).fill(REPAIR_INVITE);

    // Preconstructed decks keep banned cards at casual events only: the refusal shows beside the checkbox.
    await page.getByRole('button', { name: label('organizer', 'create.submit') }).click();
    const allow = page.locator('input[name="allowPreconstructedBannedCards"][aria-invalid="true"]');
    await allow.waitFor();
    const errorId = await allow.getAttribute('aria-errormessage');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toMatch(/^These settings do not work: .*casual/);
    await expectAccessible(page, 'create event: a refused setting');
    await screenshot(page, 'create-event-refused', 'desktop');

    await page.getByLabel(label('organizer', 'create.organizedPlayLevel')).selectOption('casual');
    repairId = await consolePage.submitCreate(page);
    // The pages write dates in their own locale (English), whatever the browser's.
    const played = label('publicEvent', 'startsOn', { date: new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 3, 20)) });
    await page.getByText(played).waitFor();
    await visit(page, `/events/${repairId}`);
    await page.getByTestId('event-date').getByText(played).waitFor();
    await expectAccessible(page, 'public page with the event date');
  });

  it('lists are checked against that format on the event date; the deck-kind radios sit beside their labels', async () => {
    for (const n of [0, 1, 2, 3]) {
      const page = player(n).actor.page;
      await playPage.open(page, repairId);
      await playPage.register(page, REPAIR_INVITE);
    }
    const phone = player(2).actor.page;
    const radio = phone.getByLabel(label('player', 'deck.kind.code'));
    const [radioBox, labelBox] = await Promise.all([radio.boundingBox(), phone.locator('label.choice').filter({ hasText: label('player', 'deck.kind.code') }).boundingBox()]);
    if (!radioBox || !labelBox) throw new Error('the deck-kind radio is not shown');
    // Beside, not above: the radio's middle is the label's middle, and it starts the label's line.
    expect(Math.abs(radioBox.y + radioBox.height / 2 - (labelBox.y + labelBox.height / 2))).toBeLessThan(4);
    expect(radioBox.x - labelBox.x).toBeLessThan(4);
    await screenshot(phone, 'player-decklist-kind', 'phone');

    await playPage.submitDeckCode(player(0).actor.page, deckCode(0));
    // Banned only from 2026-05-01: legal in an event on 2026-04-20, though submitted later.
    await playPage.submitDeckCode(player(1).actor.page, deckCode(1));
    // Banned from 2026-04-01: refused, and the refusal names the card.
    await phone.getByLabel(label('player', 'deck.code'), { exact: true }).fill(deckCode(2));
    await phone.getByRole('button', { name: label('player', 'deck.submit') }).click();
    await phone.getByRole('alert').filter({ hasText: cardOnlyIn(2).name }).waitFor();
    await expectAccessible(phone, 'a list refused for a banned card (phone)');
    await playPage.submitDeckCode(phone, deckCode(3));
    await playPage.submitDeckCode(player(3).actor.page, deckCode(3));
  });

  it('a correction of round 1 after round 2 is paired: the organizer pairs round 2 again from the console', async () => {
    const page = organizer.page;
    await consolePage.open(page, repairId);
    await consolePage.start(page);
    await consolePage.draftAndPublish(page, 1);
    for (const table of await consolePage.missingTables(page, 1, 2)) await consolePage.enterResult(page, table, 1, 0);
    await consolePage.waitForRoundComplete(page, 1);
    await consolePage.draftAndPublish(page, 2);
    await consolePage.missingTables(page, 2, 2);
    const before = await consolePage.boardRows(page, 'results-board');
    // Nothing was corrected: no re-pairing is offered.
    expect(await page.getByTestId('repair-round').count()).toBe(0);

    await consolePage.showResultsOf(page, 1);
    const round1 = await consolePage.boardRows(page, 'results-board');
    const [corrected, other] = round1 as [{ table: number; players: string }, { table: number; players: string }];
    const seats = (row: { players: string }) => row.players.split(' – ') as [string, string];
    await consolePage.correctResult(page, corrected.table, 0, 1, 'The slip of table 1 was read the wrong way round.');

    // Nothing of round 2 is reported: the console offers to pair it again, and asks first.
    await page.getByRole('heading', { name: label('organizer', 'repair.title', { round: 2 }) }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: label('organizer', 'repair.button', { round: 2 }) }).click();
    await page.getByText(label('organizer', 'repair.question', { round: 2 })).waitFor();
    await expectAccessible(page, 'console: pair a round again');
    await page.getByRole('button', { name: label('organizer', 'repair.yes', { round: 2 }) }).click();
    await page.getByText(label('organizer', 'repair.done', { round: 2 })).waitFor({ timeout: 30_000 });
    const repaired = page.getByRole('table', { name: label('organizer', 'repair.caption', { round: 2 }) });
    const pairs = (await repaired.getByRole('rowheader').allTextContents()).map((players) => players.split(' – ').sort().join(' v ')).sort();
    // The corrected winner now meets the other table's winner; the two losers meet.
    expect(pairs).toEqual([[seats(corrected)[1], seats(other)[0]].sort().join(' v '), [seats(corrected)[0], seats(other)[1]].sort().join(' v ')].sort());
    expect(pairs).not.toEqual(before.map((row) => row.players.split(' – ').sort().join(' v ')).sort());
    await page.getByRole('heading', { name: label('organizer', 'repair.title', { round: 2 }) }).waitFor({ state: 'detached' });
    await screenshot(page, 'console-round-repaired', 'desktop');

    // The board of round 2 shows the new tables.
    await consolePage.showResultsOf(page, 2);
    const after = (await consolePage.boardRows(page, 'results-board')).map((row) => row.players.split(' – ').sort().join(' v ')).sort();
    expect(after).toEqual(pairs);
  });

  it('a head judge who also plays corrects a result at the judge desk, but not a match they play in', async () => {
    const page = organizer.page;
    const headJudge = player(0);
    await page.getByLabel(label('organizer', 'staff.email')).fill(`f1.${eventId}@arbiter.test`);
    await page.getByLabel(label('organizer', 'staff.role')).selectOption('head_judge');
    await page.getByRole('button', { name: label('organizer', 'staff.submit') }).click();
    await page.getByText(`${headJudge.name} · ${label('organizer', 'staff.role.head_judge')}`).waitFor();
    // With a head judge named, the organizer no longer corrects results (TR 15.2.2).
    await page.getByText(label('organizer', 'results.headJudgeCorrects')).waitFor();

    const desk = headJudge.actor.page;
    await visit(desk, `/judge/${repairId}`);
    await desk.getByLabel(label('judge', 'results.round')).selectOption('1');
    await desk.getByRole('table', { name: label('judge', 'results.caption', { round: 1 }) }).waitFor();
    const rows = await consolePage.boardRows(desk, 'judge-results');
    const own = rows.find((row) => row.players.includes(headJudge.name));
    const others = rows.find((row) => !row.players.includes(headJudge.name));
    if (!own || !others) throw new Error('the head judge should play at one of the two tables');
    const ownRow = desk.getByTestId('judge-results').getByRole('row').filter({ has: desk.getByRole('rowheader', { name: own.players, exact: true }) });
    await ownRow.getByText(label('judge', 'results.ownMatch')).waitFor();
    expect(await ownRow.getByRole('button').count()).toBe(0);

    const reason = 'Both players agree the slip named the wrong winner.';
    const current = await desk.getByTestId('judge-results').getByRole('row').filter({ has: desk.getByRole('rowheader', { name: others.players, exact: true }) }).getByRole('cell').nth(2).textContent();
    // Whatever it reads now, the correction gives the other seat the win.
    const firstWon = current?.startsWith('1–0') ?? true;
    await consolePage.correctResult(desk, others.table, firstWon ? 0 : 1, firstWon ? 1 : 0, reason);
    const othersRow = desk.getByTestId('judge-results').getByRole('row').filter({ has: desk.getByRole('rowheader', { name: others.players, exact: true }) });
    await othersRow.getByText(label('judge', 'results.corrected', { reason })).waitFor({ timeout: 30_000 });
    await othersRow.getByText(firstWon ? '0–1' : '1–0', { exact: true }).waitFor();
    await expectAccessible(desk, 'judge desk: results corrected');
    await screenshot(desk, 'judge-desk-correct-result', 'desktop');
  });

  it('Magma Chamber: a proposal is declined, the next one accepted, and a member leaves before the start', async () => {
    const magmaId = await consolePage.create(organizer.page, { name: 'Magma Fix', mode: 'magma_chamber', swissRounds: 1, topCut: 0, inviteCode: MAGMA_INVITE });
    const [first, second] = [player(0), player(1)];
    for (const { actor } of [first, second]) {
      await playPage.open(actor.page, magmaId);
      await playPage.register(actor.page, MAGMA_INVITE);
    }

    // The first player registered before the second: once, the page reads the partners again.
    await first.actor.page.reload();
    const propose = async (team: string) => {
      const page = first.actor.page;
      await page.getByLabel(label('player', 'team.name')).fill(team);
      await page.getByLabel(label('player', 'team.partner')).selectOption({ label: second.name });
      await page.getByRole('button', { name: label('player', 'team.send') }).click();
      await page.getByText(label('player', 'team.waiting', { team, name: second.name })).waitFor();
    };
    // From here on no page is reloaded: proposals and answers arrive over the teamUpdated subscription.
    const invited = second.actor.page;
    const proposer = first.actor.page;
    await propose('Wrong Embers');
    await invited.getByText(label('player', 'team.invited', { team: 'Wrong Embers', name: first.name })).waitFor({ timeout: 30_000 });
    await invited.getByRole('button', { name: label('player', 'team.decline') }).click();
    await invited.getByText(label('player', 'team.invited', { team: 'Wrong Embers', name: first.name })).waitFor({ state: 'detached' });
    await proposer.getByTestId('team-news').getByText(label('player', 'team.news.declined', { team: 'Wrong Embers' })).waitFor({ timeout: 30_000 });
    await proposer.getByText(label('player', 'team.waiting', { team: 'Wrong Embers', name: second.name })).waitFor({ state: 'detached' });
    await expectAccessible(proposer, 'team invitation declined');

    await propose('Twin Embers');
    await invited.getByText(label('player', 'team.invited', { team: 'Twin Embers', name: first.name })).waitFor({ timeout: 30_000 });
    await expectAccessible(invited, 'team invitation');
    await screenshot(invited, 'player-team-invitation', 'desktop');
    await invited.getByRole('button', { name: label('player', 'team.accept') }).click();
    await invited.getByText(label('player', 'team.with', { name: first.name })).waitFor();
    await proposer.getByText(label('player', 'team.with', { name: second.name })).waitFor({ timeout: 30_000 });
    await proposer.getByTestId('team-news').getByText(label('player', 'team.news.formed', { team: 'Twin Embers' })).waitFor();
    await expectAccessible(proposer, 'my team');
    await screenshot(proposer, 'player-team-formed', 'desktop');

    await first.actor.page.getByRole('button', { name: label('player', 'team.leave') }).click();
    await first.actor.page.getByRole('heading', { name: label('player', 'team.propose') }).waitFor();
    await invited.getByRole('heading', { name: label('player', 'team.propose') }).waitFor({ timeout: 30_000 });
    await invited.getByTestId('team-news').getByText(label('player', 'team.news.left', { team: 'Twin Embers' })).waitFor();
  });

  it('loaded nothing from another host', () => {
    expect(foreignRequests).toEqual([]);
  });
});
