import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, useBrowserAndServer } from './browser';

// Search with site data blocked (the `localStorage` getter throws, as with Chromium's "block site
// data") and while the index is still downloading, against the served export in out/.
const t = useBrowserAndServer();

const BLOCK_STORAGE = `Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException('blocked', 'SecurityError'); },
});`;

async function openPage(page: Page, path: string) {
  await page.goto(`${t.server.baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  // Hydrated: the button's shortcut badge renders after mount.
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
}

describe('search with blocked storage', () => {
  it('Ctrl+K opens search, a query shows results, Enter navigates; no crash, no page error', async () => {
    const context = await newContext(t.browser);
    await context.addInitScript(BLOCK_STORAGE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openPage(page, '/nada-by-example/multiplication');
    await expect(page.evaluate(() => { try { void localStorage; return 'available'; } catch { return 'blocked'; } })).resolves.toBe('blocked');

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.type('SecretInteger');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    const target = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    expect(target).toMatch(/^\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${t.server.baseUrl}${target}`);
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBe(0);

    // The page and its chrome survived: no error boundary, navbar and main content present.
    expect(await page.getByText('This page crashed').count()).toBe(0);
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    expect(await page.locator('main h1').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('search while the index loads', () => {
  it('shows a loading state, never "No results", until the index arrives', async () => {
    const context = await newContext(t.browser);
    const page = await context.newPage();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index.json', async (route) => {
      await gate;
      await route.continue();
    });
    await openPage(page, '/nada-lang-types');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.type('n');
    const loading = page.locator('.search-loading');
    await loading.waitFor();
    expect(await loading.innerText()).toBe('Loading search…');
    expect(await page.locator('.DocSearch-NoResults').isVisible()).toBe(false);
    expect(await page.getByText('No results for').isVisible()).toBe(false);
    release();
    await page.locator('.DocSearch-Hit').first().waitFor();
    await expect.poll(() => loading.count()).toBe(0);
    await context.close();
  });
});
