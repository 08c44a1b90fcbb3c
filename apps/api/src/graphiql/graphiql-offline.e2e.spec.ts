import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing/api-test-harness.js';

/**
 * GraphiQL on a machine without internet: the page at /graphql (what a browser gets) may name
 * no other host, and everything it names must come from the api itself.
 */
let harness: ApiHarness;
let page = '';

beforeAll(async () => {
  harness = await startApiHarness();
  const response = await fetch(harness.api.graphqlUrl, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  page = await response.text();
});
afterAll(() => harness.stop());

/** Every URL the page loads: src and href attributes, url(...) and quoted paths of workers. */
function referencedUrls(html: string): string[] {
  const attributes = [...html.matchAll(/\b(?:src|href)\s*=\s*["']?([^"'\s>]+)/gi)].map((match) => match[1] ?? '');
  const quotedPaths = [...html.matchAll(/["'](\/[^"'\s]+\.(?:js|css|ico))["']/g)].map((match) => match[1] ?? '');
  return [...new Set([...attributes, ...quotedPaths])];
}

describe('GraphiQL without internet', () => {
  it('is the GraphiQL page', () => {
    expect(page).toContain('renderYogaGraphiQL');
    expect(page).toContain('<title>Arbiter GraphQL</title>');
  });

  it('names no other host: no absolute URL, no protocol-relative one', () => {
    expect(page.match(/\b(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/gi) ?? []).toEqual([]);
    expect(referencedUrls(page).filter((url) => !url.startsWith('/'))).toEqual([]);
  });

  it('gets its script, styles, editor workers and icon from the api', async () => {
    const urls = referencedUrls(page);
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls) {
      const response = await fetch(new URL(url, harness.api.graphqlUrl));
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    const script = await fetch(new URL(urls.find((url) => url.endsWith('yoga-graphiql.js')) ?? '/missing', harness.api.graphqlUrl));
    expect(await script.text()).toContain('renderYogaGraphiQL');
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('opens in Chromium with every other host blocked: the editor appears and nothing else is asked for', async () => {
    const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
    try {
      const page = await browser.newPage();
      const origin = new URL(harness.api.graphqlUrl).origin;
      const elsewhere: string[] = [];
      const failures: string[] = [];
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
        elsewhere.push(url);
        return route.abort();
      });
      page.on('pageerror', (error) => failures.push(String(error)));
      await page.goto(harness.api.graphqlUrl);
      await page.locator('.graphiql-container .monaco-editor').first().waitFor({ timeout: 60_000 });
      expect({ elsewhere, failures }).toEqual({ elsewhere: [], failures: [] });
    } finally {
      await browser.close();
    }
  });
});
