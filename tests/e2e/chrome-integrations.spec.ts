import type { Browser } from '@playwright/test';
import { expect, newContext, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_ENV, FIXTURE_OUT_DIR } from './fixture/env';
import { openReady, pageResources } from './settled';

// The AI assistant and the "nothing ships when unset" rule.
/**
 * The JavaScript a doc page loads (file contents, from the export folder).
 * @param baseUrl - origin plus the export's base path (`''` when built without one)
 */
async function pageScripts(browser: Browser, baseUrl: string, dir: string, route: string): Promise<string> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const { origin, pathname: basePath } = new URL(baseUrl);
  // Proves an absence: no script of an optional feature arrives late (after idle) either.
  await openReady(page, `${baseUrl}${route}`);
  const urls = (await pageResources(page)).map((u) => new URL(u));
  await context.close();
  // A script's file in the export is its URL path without the base path.
  const files = new Set(urls.filter((u) => u.origin === origin && u.pathname.endsWith('.js')).map((u) => u.pathname.slice(basePath.replace(/\/$/, '').length)));
  return [...files].map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
}

/** Export names of the optional features' client code, as they appear in the bundles. */
const OPTIONAL_CODE = ['FeedbackButton', 'AnnouncementClose', 'NavbarDropdown', 'NavbarHideOnScroll', 'lazyOnload'];

test.describe('no code for features whose env values are unset', () => {
  test('a doc page of the normal export loads none of the optional features’ code', async ({ browser, plain }) => {
    const code = await pageScripts(browser, plain.baseUrl, 'out', '/learn/architecture');
    for (const name of OPTIONAL_CODE) expect(code.includes(name), name).toBe(false);
  });

  test('the fixture export (features on) does load it: the check above can fail', async ({ browser, fixture }) => {
    const code = await pageScripts(browser, fixture.baseUrl, FIXTURE_OUT_DIR, '/learn/architecture');
    for (const name of OPTIONAL_CODE) expect(code.includes(name), name).toBe(true);
  });

  test('the normal export requests no third-party script', async ({ page, plain }) => {
    const external: string[] = [];
    page.on('request', (r) => !r.url().startsWith(plain.baseUrl) && external.push(r.url()));
    // Proves an absence: no third-party request starts late (lazy scripts load after idle).
    await openReady(page, `${plain.baseUrl}/learn/architecture`);
    external.push(...(await pageResources(page)).filter((u) => !u.startsWith(plain.baseUrl)));
    expect(external).toEqual([]);
  });
});

test.describe('AI assistant', () => {
  test('its script loads after the page, with the API key, without blocking rendering', async ({ page, fixture }) => {
    let requestedAt = 0;
    await page.route(FIXTURE_ENV.AI_ASSISTANT_SCRIPT_URL, async (route) => {
      requestedAt = Date.now();
      await route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__assistant = document.currentScript && document.currentScript.dataset.apiKey;',
      });
    });
    let loadedAt = 0;
    page.on('load', () => (loadedAt = Date.now()));
    await page.goto(`${fixture.baseUrl}/what-is-nillion`, { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __assistant?: string }).__assistant)).toBe(FIXTURE_ENV.AI_ASSISTANT_API_KEY);
    expect(requestedAt).toBeGreaterThanOrEqual(loadedAt);
    // Not in the HTML as a render-blocking script.
    const html = await (await fetch(`${fixture.baseUrl}/what-is-nillion`)).text();
    expect(html).not.toMatch(/<script[^>]+src="https:\/\/assistant\.e2e\.invalid/);
  });

  test('a failure to load is silent: no error on the page, which keeps working', async ({ page, fixture }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let requested = false;
    await page.route(FIXTURE_ENV.AI_ASSISTANT_SCRIPT_URL, (route) => {
      requested = true;
      return route.abort();
    });
    await openReady(page, `${fixture.baseUrl}/what-is-nillion`);
    await expect.poll(() => requested).toBe(true);
    await page.locator('.navbar').getByRole('link', { name: 'Build', exact: true }).click();
    await page.waitForURL('**/quickstart');
    expect(errors).toEqual([]);
    await expect(page.locator('.loading-error, #base-url-issue-banner, .crash-page')).toHaveCount(0);
  });
});

test.describe('third-party scripts on API pages (THIRD_PARTY_SCRIPTS_ON_API_PAGES=0)', () => {
  test('an API reference page opened directly requests no assistant script; a doc page reached from it does', async ({ page, fixture }) => {
    let requests = 0;
    await page.route(FIXTURE_ENV.AI_ASSISTANT_SCRIPT_URL, (route) => {
      requests += 1;
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    // Proves an absence: the assistant loads lazily, after idle.
    await openReady(page, `${fixture.baseUrl}/api/nilai/health-check-v-1-health-get`);
    expect(await pageResources(page)).not.toContain(FIXTURE_ENV.AI_ASSISTANT_SCRIPT_URL);
    expect(requests).toBe(0);
    await openReady(page, `${fixture.baseUrl}/what-is-nillion`);
    await expect.poll(() => requests).toBe(1);
  });
});
