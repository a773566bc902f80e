import { expect, newContext, test, type Served } from './fixtures';
import type { Page } from '@playwright/test';
import { lazyWorkDone } from './settled';

// Search with site data blocked (the `localStorage` getter throws, as with Chromium's "block site
// data") and while the engine is still downloading, against the served export in out/.
const BLOCK_STORAGE = `Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException('blocked', 'SecurityError'); },
});`;

async function openPage(page: Page, plain: Served, path: string) {
  await page.goto(`${plain.baseUrl}${path}`);
  await lazyWorkDone(page);
  // Hydrated: the button's shortcut badge renders after mount.
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
}

test.describe('search with blocked storage', () => {
  test('keyboard only: Ctrl+K, a query, Enter navigates; reopened, no recent searches and no error; /search works too', async ({ browser, plain }) => {
    const context = await newContext(browser);
    await context.addInitScript(BLOCK_STORAGE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openPage(page, plain, '/nada-by-example/multiplication');
    await expect(
      page.evaluate(() => {
        try {
          void localStorage;
          return 'available';
        } catch {
          return 'blocked';
        }
      }),
    ).resolves.toBe('blocked');

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.type('SecretInteger');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    const target = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    expect(target).toMatch(/^\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${plain.baseUrl}${target}`);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    // Reopened: nothing could be remembered, so the empty dialog shows its start screen.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The page and its chrome survived: no error boundary, navbar and main content present.
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('main h1')).toHaveCount(1);

    await page.goto(`${plain.baseUrl}/search?q=permissions`);
    await page.locator('.search-result-group').first().waitFor();
    await expect(page.locator('.search-result-page a').first()).toHaveAttribute('href', /permissions/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('search while the engine loads', () => {
  test('shows a loading state, never "No results", until the engine arrives', async ({ page, plain }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pagefind/pagefind.js', async (route) => {
      await gate;
      await route.continue();
    });
    await openPage(page, plain, '/nada-lang-types');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.type('n');
    const loading = page.locator('.search-loading');
    await loading.waitFor();
    expect(await loading.innerText()).toBe('Searching…');
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    await expect(page.getByText('No results for')).toHaveCount(0);
    release();
    await page.locator('.DocSearch-Hit').first().waitFor();
    await expect(loading).toHaveCount(0);
  });
});
