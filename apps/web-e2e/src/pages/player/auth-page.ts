import type { Page } from 'playwright-core';
import { visit } from '../../support/browser.js';
import { label } from '../../support/text.js';

/** Sign-up and log-in pages. */
export const authPage = {
  async signUp(page: Page, account: { name: string; email: string; password: string }, next: string): Promise<void> {
    await visit(page, `/signup?next=${encodeURIComponent(next)}`);
    await page.getByLabel(label('player', 'signup.displayName')).fill(account.name);
    await page.getByLabel(label('player', 'signup.email')).fill(account.email);
    await page.getByLabel(label('player', 'signup.password')).fill(account.password);
    await page.getByRole('button', { name: label('player', 'signup.submit') }).click();
    await page.waitForURL((url) => url.pathname === next.split('?')[0]);
  },

  async logIn(page: Page, account: { email: string; password: string }, next: string): Promise<void> {
    await visit(page, `/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel(label('player', 'login.email')).fill(account.email);
    await page.getByLabel(label('player', 'login.password')).fill(account.password);
    await page.getByRole('button', { name: label('player', 'login.submit') }).click();
    await page.waitForURL((url) => url.pathname === next.split('?')[0]);
  },
};
