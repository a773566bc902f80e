import { expect, test, type Served } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';

// Search in real Chromium against the exported site.
let server: Served;
let context: BrowserContext;
let page: Page;

// The helpers below act on the test's own page and context (Playwright's fixtures, fresh per test).
test.beforeEach(async ({ page: testPage, context: testContext, plain }) => {
  page = testPage;
  context = testContext;
  server = plain;
});

const modal = () => page.locator('.DocSearch-Modal');

/** Opens the modal with Ctrl+K and types `query` into it. */
async function searchFor(query: string) {
  await page.keyboard.press('Control+k');
  await modal().waitFor();
  await page.keyboard.type(query);
}

async function open(path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  // Hydrated: the button's shortcut badge renders after mount.
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
}

test.describe('search modal', () => {
  test('opens with Ctrl+K and closes with Escape', async () => {
    await open('/nada-lang-types');
    await page.keyboard.press('Control+k');
    await modal().waitFor();
    await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.locator('.DocSearch-Input')).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });
  });

  test("opens with '/' when no input has focus", async () => {
    await open('/nada-lang-types');
    await page.keyboard.press('/');
    await modal().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain('DocSearch-Input');
  });

  test('does not open with Ctrl+F or Meta+F, even when the button has focus', async () => {
    await open('/nada-lang-types');
    await page.keyboard.press('Control+f');
    await page.keyboard.press('Meta+f');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('Control+f');
    // Proves an absence: the modal has not opened within this window.
    await page.waitForTimeout(800);
    await expect(modal()).toHaveCount(0);
  });

  test('loads the modal code only on intent, and the index only on the first keystroke', async () => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    const index: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js')) scripts.push({ url, body: response.text() });
      if (url.includes('search-index.json')) index.push(url);
    });
    await open('/nada-lang-types');
    const bodies = async () => Promise.all(scripts.map((s) => s.body));
    expect((await bodies()).some((b) => b.includes('DocSearch-Dropdown'))).toBe(false);
    const before = scripts.length;
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(async () => (await bodies()).some((b) => b.includes('DocSearch-Dropdown'))).toBe(true);
    expect(scripts.length).toBeGreaterThan(before);
    await page.locator('.DocSearch-Button').click();
    await modal().waitFor();
    expect(index).toEqual([]);
    await page.keyboard.type('S');
    await expect.poll(() => index.length).toBe(1);
  });

  test('keeps what is typed right after Ctrl+K, while the modal code is still loading', async () => {
    await open('/nada-lang-types');
    // Slow the modal chunk down so the keys surely arrive before it.
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      // A slow network: the handler holds the chunk for 400 ms.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('Secret');
    await modal().waitFor();
    await page.keyboard.type('Integer');
    await expect(page.locator('.DocSearch-Input')).toHaveValue('SecretInteger');
    await page.locator('.DocSearch-Hit a[href="/nada-lang-types"]').waitFor();
  });

  test('opens with the typed letter when the focused button receives a key', async () => {
    await open('/nada-lang-types');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('q');
    await modal().waitFor();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('q');
  });

  test("lists the nada types page for 'SecretInteger' and Enter navigates there in-app", async () => {
    await open('/nada-by-example/multiplication');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await searchFor('SecretInteger');
    const typesHit = page.locator('.DocSearch-Hit a[href="/nada-lang-types"]');
    await typesHit.waitFor();
    expect(await typesHit.innerText()).toContain('Nada data types');
    // Grouped by top-level section, at most 5 hits per group; the types page sits under nilVM.
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(expect.arrayContaining(['nilVM', 'Nada by Example']));
    for (const count of await groups.evaluateAll((sections) => sections.map((s) => s.querySelectorAll('.DocSearch-Hit').length))) {
      expect(count).toBeLessThanOrEqual(5);
    }
    expect(await groups.filter({ has: typesHit }).locator('.DocSearch-Hit-source').innerText()).toBe('nilVM');
    // Move the active item to the types page, then press Enter.
    for (let i = 0; i < 30; i++) {
      const selected = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
      if (selected === '/nada-lang-types') break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href')).toBe('/nada-lang-types');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}/nada-lang-types`);
    await expect(page.locator('h1')).toHaveText('Nada data types');
    await expect(modal()).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The chosen hit is kept as a recent search in browser storage.
    const recent = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__local'));
    expect(JSON.parse(recent ?? '[]').map((hit: { url: string }) => hit.url)).toContain('/nada-lang-types');
  });

  test('shows "See all {count} results", which opens /search?q=SecretInteger with results', async () => {
    await open('/nada-lang-types');
    await searchFor('SecretInteger');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await footer.waitFor();
    await expect(footer).toHaveText(/^See all [1-9]\d* results$/);
    const count = Number(/(\d+)/.exec(await footer.innerText())![1]);
    await footer.click();
    await page.waitForURL(`${server.baseUrl}/search?q=SecretInteger`);
    await page.locator('.search-page-count').waitFor();
    expect(await page.locator('.search-page-count').innerText()).toBe(`${count} results`);
    expect(await page.locator('.search-page-input').inputValue()).toBe('SecretInteger');
    await expect(page.locator('.search-result-hit')).toHaveCount(20);
    await expect.poll(() => page.locator('.search-result-group a[href^="/nada-lang-types"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-page-results mark').first().innerText()).toBe('SecretInteger');
  });

  test("shows 'No results for' with the query and the report link", async () => {
    await open('/nada-lang-types');
    await searchFor('zzqqxx');
    const screen = page.locator('.DocSearch-NoResults', { hasText: 'zzqqxx' });
    await screen.waitFor();
    expect(await screen.innerText()).toContain('No results for "zzqqxx"');
    expect(await screen.locator('a', { hasText: 'Let us know.' }).getAttribute('href')).toContain('discussions/new');
    expect(await screen.innerText()).toContain('Believe this query should return results?');
  });

  test("shows 'Unable to fetch results' when the index fetch is aborted (offline)", async () => {
    await page.route('**/search-index.json', (route) => route.abort('internetdisconnected'));
    await open('/nada-lang-types');
    await searchFor('SecretInteger');
    const error = page.locator('.DocSearch-Modal [role="alert"]');
    await error.waitFor();
    expect(await error.innerText()).toContain('Unable to fetch results');
    expect(await error.innerText()).toContain('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    // Back online: the next keystroke retries and shows results.
    await page.unroute('**/search-index.json');
    await page.keyboard.type(' ');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await expect(error).toHaveCount(0);
  });
});

test.describe('/search page', () => {
  test('reads ?q=, keeps the query in the URL while typing, and loads more', async () => {
    await open('/search?q=SecretInteger');
    await expect(page.locator('.search-result-hit')).toHaveCount(20);
    await page.locator('.search-page-more').click();
    await expect(page.locator('.search-result-hit')).toHaveCount(40);
    await page.locator('.search-page-input').fill('multiplcation');
    await expect(page).toHaveURL(`${server.baseUrl}/search?q=multiplcation`);
    await expect(page.locator('.search-result-page').first()).toHaveText('Multiplication');
  });

  test('shows the empty and the error texts', async () => {
    await open('/search?q=zzqqxx');
    const message = page.locator('.search-page-message');
    await message.waitFor();
    expect(await message.innerText()).toContain('No results for "zzqqxx"');
    expect(await message.innerText()).toContain('Try searching for');
    expect(await message.innerText()).toContain('Believe this query should return results? Let us know.');

    await context.route('**/search-index.json', (route) => route.abort('internetdisconnected'));
    page = await context.newPage();
    await open('/search?q=SecretInteger');
    const alert = page.locator('.search-page-message[role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Unable to fetch results');
    expect(await alert.innerText()).toContain('You might want to check your network connection.');
    await expect(page.locator('.search-result-hit')).toHaveCount(0);
  });
});
