import type { Page } from 'playwright-core';
import { visit } from '../../support/browser.js';
import { label } from '../../support/text.js';

export interface NewEvent {
  readonly name: string;
  readonly mode: 'duel' | 'match' | 'ffa3' | 'magma_chamber';
  readonly swissRounds: number;
  readonly topCut: number;
  readonly inviteCode: string;
  /** Players may still be registered until this round is paired. */
  readonly lateRegistrationUntilRound?: number;
}

/** Create-event form and the organizer console. */
export const consolePage = {
  /** Fills in the form and returns the new event's id (from the console URL it lands on). */
  async create(page: Page, event: NewEvent): Promise<string> {
    await visit(page, '/organize/new');
    await page.getByLabel(label('organizer', 'create.name'), { exact: true }).fill(event.name);
    await page.getByLabel(label('organizer', 'create.mode')).selectOption(event.mode);
    await page.getByLabel(label('organizer', 'create.swissRounds')).fill(String(event.swissRounds));
    await page.getByLabel(label('organizer', 'create.topCut')).selectOption(String(event.topCut));
    await page.getByLabel(label('organizer', 'create.inviteCode')).fill(event.inviteCode);
    if (event.lateRegistrationUntilRound !== undefined) await page.getByLabel(label('organizer', 'create.lateRegistration')).fill(String(event.lateRegistrationUntilRound));
    await page.getByRole('button', { name: label('organizer', 'create.submit') }).click();
    await page.waitForURL((url) => /^\/organize\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    return new URL(page.url()).pathname.split('/').pop() ?? '';
  },

  /** Submits the create-event form as it is filled in; returns the new event's id. */
  async submitCreate(page: Page): Promise<string> {
    await page.getByRole('button', { name: label('organizer', 'create.submit') }).click();
    await page.waitForURL((url) => /^\/organize\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    return new URL(page.url()).pathname.split('/').pop() ?? '';
  },

  open: (page: Page, eventId: string) => visit(page, `/organize/${eventId}`),

  /** Shows an earlier round on the results board (to correct its results). */
  async showResultsOf(page: Page, round: number): Promise<void> {
    await page.getByLabel(label('organizer', 'results.round')).selectOption(String(round));
    await page.getByRole('table', { name: label('organizer', 'results.caption', { round }) }).getByRole('rowheader').first().waitFor();
  },

  /** The rows of the results board (or of the judge desk's results): table number and the players as the row names them. */
  async boardRows(page: Page, testId: 'results-board' | 'judge-results'): Promise<{ table: number; players: string }[]> {
    const rows = page.getByTestId(testId).locator('tbody tr');
    return rows.evaluateAll((elements) =>
      elements.map((row) => ({ table: Number(row.querySelector('td')?.textContent ?? '0'), players: row.querySelector('th')?.textContent ?? '' })),
    );
  },

  /** Corrects a 1v1 result through the correction form of a table (console or judge desk). */
  async correctResult(page: Page, table: number, first: number, second: number, reason: string): Promise<void> {
    await page.getByRole('button', { name: label('organizer', 'correct.open', { table }) }).click();
    const form = page.getByRole('form', { name: label('organizer', 'correct.form', { table }) });
    const selects = form.getByRole('combobox');
    await selects.nth(0).selectOption(String(first));
    await selects.nth(1).selectOption(String(second));
    await form.getByLabel(label('organizer', 'correct.reason')).fill(reason);
    await form.getByRole('button', { name: label('organizer', 'correct.save') }).click();
    await form.waitFor({ state: 'detached', timeout: 30_000 });
  },

  async start(page: Page): Promise<void> {
    await page.getByRole('button', { name: label('organizer', 'start.button') }).click();
    await page.getByRole('heading', { name: label('organizer', 'section.round') }).waitFor();
  },

  /** Pair, check (the draft table shows), publish. */
  async draftAndPublish(page: Page, round: number): Promise<void> {
    await page.getByRole('button', { name: label('organizer', 'round.draft') }).click();
    await page.getByRole('table', { name: label('organizer', 'round.draftCaption', { round }) }).waitFor();
    await page.getByRole('button', { name: label('organizer', 'round.publish', { round }) }).click();
    await page.getByText(label('organizer', 'round.published', { round })).waitFor();
  },

  async startClock(page: Page): Promise<void> {
    await page.getByRole('button', { name: label('organizer', 'clock.start') }).click();
    await page.getByTestId('round-clock').getByText(label('common', 'clock.running')).waitFor();
  },

  /** Enters a 1v1 result on the results board: the first seat wins `first`, the second `second`. */
  async enterResult(page: Page, table: number, first: number, second: number): Promise<void> {
    const form = page.getByRole('form', { name: label('organizer', 'results.enter', { table }) });
    const selects = form.getByRole('combobox');
    await selects.nth(0).selectOption(String(first));
    await selects.nth(1).selectOption(String(second));
    await form.getByRole('button', { name: label('organizer', 'results.save') }).click();
    await form.waitFor({ state: 'detached', timeout: 30_000 });
  },

  /** A late entry: a walk-in registered by name after the start. */
  async addWalkIn(page: Page, name: string): Promise<void> {
    await page.getByLabel(label('organizer', 'add.name')).fill(name);
    await page.getByRole('button', { name: label('organizer', 'add.submit') }).click();
    await page.getByText(label('organizer', 'add.done', { name })).waitFor();
  },

  /** Types in the deck code of a player missing a list (a paper list, a late entry). */
  async enterDeckCode(page: Page, name: string, code: string): Promise<void> {
    const form = page.getByRole('form', { name: label('organizer', 'deck.enterFor', { name }) });
    await form.getByLabel(label('organizer', 'deck.codeFor', { name })).fill(code);
    await form.getByRole('button', { name: label('organizer', 'deck.save') }).click();
    await form.waitFor({ state: 'detached' });
  },

  /** Disqualifies a player from the registrations table, with the reason the form asks for. */
  async disqualify(page: Page, name: string, reason: string): Promise<void> {
    await page.getByRole('button', { name: label('organizer', 'players.disqualify', { name }) }).click();
    await page.getByLabel(label('organizer', 'players.reason', { name })).fill(reason);
    await page.getByRole('button', { name: label('organizer', 'players.confirmDq'), exact: true }).click();
  },

  /** The status cell of a player's row in the registrations table. */
  playerStatus: (page: Page, name: string) =>
    page.getByTestId('registrations').getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell').first(),

  /** Gives one table more time from the results board. */
  async extendTable(page: Page, table: number, minutes: number): Promise<void> {
    const form = page.getByRole('form', { name: label('organizer', 'results.enter', { table }) });
    await form.getByLabel(label('organizer', 'results.extend', { table })).fill(String(minutes));
    await form.getByRole('button', { name: label('organizer', 'results.extendButton') }).click();
    await form.getByText(`+${minutes}`, { exact: true }).waitFor();
  },

  /** Waits for the board of `round` with `open` results missing, then names their tables. */
  async missingTables(page: Page, round: number, open: number): Promise<number[]> {
    await page.getByRole('table', { name: label('organizer', 'results.caption', { round }) }).waitFor();
    await page.getByTestId('missing-results').getByText(label('organizer', open === 1 ? 'results.missing_one' : 'results.missing_other', { count: open })).waitFor();
    const forms = page.getByRole('form', { name: /^Enter result for table \d+$/ });
    const names = await forms.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    return names.map((name) => Number(name.replace(/\D/g, '')));
  },

  async waitForRoundComplete(page: Page, round: number): Promise<void> {
    await page.getByText(label('organizer', 'round.complete', { round })).waitFor({ timeout: 60_000 });
  },
};
