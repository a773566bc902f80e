import { expect, newContext, test, type Served } from './fixtures';
import type { Page } from '@playwright/test';

// Search with site data blocked (the `localStorage` getter throws, as with Chromium's "block site
// data") and while the index is still downloading, against the served export in out/.
const BLOCK_STORAGE = `Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException('blocked', 'SecurityError'); },
});`;

async function openPage(page: Page, plain: Served, path: string) {
  await page.goto(`${plain.baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  // Hydrated: the button's shortcut badge renders after mount.
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
}

test.describe('search with blocked storage', () => {
  test('Ctrl+K opens search, a query shows results, Enter navigates; no crash, no page error', async ({ browser, plain }) => {
    const context = await newContext(browser);
    await context.addInitScript(BLOCK_STORAGE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openPage(page, plain, '/nada-by-example/multiplication');
    await expect(page.evaluate(() => { try { void localStorage; return 'available'; } catch { return 'blocked'; } })).resolves.toBe('blocked');

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.type('SecretInteger');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    const target = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    expect(target).toMatch(/^\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${plain.baseUrl}${target}`);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    // The page and its chrome survived: no error boundary, navbar and main content present.
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('search while the index loads', () => {
  test('shows a loading state, never "No results", until the index arrives', async ({ browser, plain }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index.json', async (route) => {
      await gate;
      await route.continue();
    });
    await openPage(page, plain, '/nada-lang-types');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.type('n');
    const loading = page.locator('.search-loading');
    await loading.waitFor();
    expect(await loading.innerText()).toBe('Loading search…');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await expect(page.getByText('No results for')).toBeHidden();
    release();
    await page.locator('.DocSearch-Hit').first().waitFor();
    await expect(loading).toHaveCount(0);
    await context.close();
  });
});
