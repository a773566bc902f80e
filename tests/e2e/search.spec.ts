import { expect, test, type Served } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { lazyWorkDone, nextFrames } from './settled';

// Search in real Chromium against the exported site (out/: the local Pagefind index).
let server: Served;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];

// The helpers below act on the test's own page and context (Playwright's fixtures, fresh per test).
test.beforeEach(async ({ page: testPage, context: testContext, plain }) => {
  page = testPage;
  context = testContext;
  server = plain;
  cspViolations = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});

test.afterEach(() => {
  // The page's CSP allows exactly what search needs (its script, WebAssembly, same-origin fetches).
  expect(cspViolations).toEqual([]);
});

const BLOCK_STORAGE = `Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException('blocked', 'SecurityError'); },
});`;

const dialog = () => page.locator('.DocSearch-Modal');
const input = () => page.locator('.DocSearch-Input');
const pageRows = () => page.locator('.DocSearch-Hit:not(.search-dialog-section) a');

async function open(path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  await lazyWorkDone(page);
  // Hydrated: the button's shortcut badge renders after mount.
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
}

test.describe('search dialog', () => {
  test('loads the dialog code only on intent, and the search engine and index only on the first query; offline, it says so and recovers', async () => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    const engine: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js')) scripts.push({ url, body: response.text() });
      if (url.includes('/pagefind/')) engine.push(new URL(url).pathname);
    });
    await open('/nada-lang-types');
    const bodies = async () => Promise.all(scripts.map((s) => s.body));
    expect((await bodies()).some((b) => b.includes('search-dialog-list'))).toBe(false);
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(async () => (await bodies()).some((b) => b.includes('search-dialog-list'))).toBe(true);
    await page.locator('.DocSearch-Button').click();
    await dialog().waitFor();
    expect(engine).toEqual([]);
    // The engine cannot load (offline): the dialog says so, and is no "No results".
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.keyboard.type('SecretInteger');
    const error = page.locator('.DocSearch-Modal [role="alert"]');
    await error.waitFor();
    expect(await error.innerText()).toContain('Unable to fetch results');
    expect(await error.innerText()).toContain('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    // Back online: the next keystroke retries and shows results.
    await page.unroute('**/pagefind/**');
    await page.keyboard.type(' ');
    await pageRows().first().waitFor();
    await expect(error).toHaveCount(0);
    // Pagefind's script, its WebAssembly engine and index chunks: never the whole index.
    expect(engine).toContain('/pagefind/pagefind.js');
    expect(engine.some((p) => p.endsWith('.pagefind'))).toBe(true);
    expect(engine.filter((p) => p.includes('/index/')).length).toBeLessThan(4);
  });

  test('keeps what is typed right after Ctrl+K, while the dialog code is still loading; shows a loading state, never "No results", until the engine arrives', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pagefind/pagefind.js', async (route) => {
      await gate;
      await route.continue();
    });
    await open('/nada-lang-types');
    // Slow the dialog chunk down so the keys surely arrive before it.
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      // A slow network: the handler holds the chunk for 400 ms.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('Secret');
    await dialog().waitFor();
    await page.keyboard.type('Integer');
    await expect(input()).toHaveValue('SecretInteger');
    const loading = page.locator('.search-loading');
    await loading.waitFor();
    expect(await loading.innerText()).toBe('Searching…');
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    await expect(page.getByText('No results for')).toHaveCount(0);
    release();
    await page.locator('.DocSearch-Hit a[href="/nada-lang-types"]').waitFor();
    await expect(loading).toHaveCount(0);
  });

  test('keys that open it and keys that do not; modal; what it finds, quotes and shows above the fold; "See all" opens /search', async () => {
    await open('/nada-lang-types');
    const button = page.locator('.DocSearch-Button');
    const close = async () => {
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    };
    /** Opens the dialog with Ctrl+K and puts `query` in its input. */
    const ask = async (query: string) => {
      await page.keyboard.press('Control+k');
      await dialog().waitFor();
      await input().fill(query);
    };

    await test.step('opens with Ctrl+K, closes with Escape and gives the focus back to the button', async () => {
      await page.keyboard.press('Control+k');
      await dialog().waitFor();
      await expect(input()).toBeFocused();
      await expect(input()).toHaveAttribute('placeholder', 'Search docs');
      await expect(input()).toHaveAttribute('maxlength', '64');
      await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
      await close();
      await expect(button).toBeFocused();
    });

    await test.step('does not open with Ctrl+F or Meta+F, even when the button has focus', async () => {
      await button.blur();
      await page.keyboard.press('Control+f');
      await page.keyboard.press('Meta+f');
      await button.focus();
      await page.keyboard.press('Control+f');
      // Proves an absence: Ctrl+K toggles the dialog, so it opens now only if no press above opened it.
      await page.keyboard.press('Control+k');
      await dialog().waitFor();
      await close();
    });

    await test.step("opens with '/' when no input has focus", async () => {
      await button.blur();
      await page.keyboard.press('/');
      await dialog().waitFor();
      await expect(input()).toBeFocused();
      await expect(input()).toHaveValue('');
      await close();
    });

    await test.step('opens with the typed letter when the focused button receives a key', async () => {
      await button.focus();
      await page.keyboard.press('q');
      await dialog().waitFor();
      await expect(input()).toHaveValue('q');
      await close();
    });

    await test.step('is modal: Tab stays in the dialog, the page behind does not scroll, a click beside it closes it (a drag out of it does not)', async () => {
      await ask('secret');
      await pageRows().first().waitFor();
      // The page behind is inert: no Tab stop outside the dialog, forwards or back.
      const outside = () => page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('dialog'));
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await outside(), `focus after ${key}`).toBe(false);
      }
      await expect(page.locator('.navbar a').first()).not.toBeFocused();
      // The wheel over the backdrop (below the dialog, over the article) does not scroll the page.
      await page.mouse.move(640, 850);
      await page.evaluate(() => {
        (window as unknown as { __wheel: Promise<void> }).__wheel = new Promise((resolve) =>
          addEventListener('wheel', () => resolve(), { once: true, capture: true }),
        );
      });
      await page.mouse.wheel(0, 800);
      // Proves an absence: the wheel event was dispatched and two frames drawn since, when a scroll shows.
      await page.evaluate(() => (window as unknown as { __wheel: Promise<void> }).__wheel);
      await nextFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // A drag that starts in the dialog (selecting a result's text) and ends beside it is no click beside it.
      const box = (await page.locator('.search-dialog .DocSearch-Footer').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(640, 850, { steps: 5 });
      await page.mouse.up();
      // Proves an absence: a close on that pointer-up would have been rendered two frames later.
      await nextFrames(page);
      await expect(dialog()).toBeVisible();
      // A click beside the dialog closes it and gives the focus back to the button; the page scrolls again.
      await page.mouse.click(640, 850);
      await dialog().waitFor({ state: 'detached' });
      await expect(button).toBeFocused();
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    await test.step('finds what readers ask for: "store secret", "chat" (not "that"), "testnet faucet"', async () => {
      for (const [query, first] of [
        ['store secret', '/store-secrets'],
        ['chat', '/api/nilai/chat-completion-v-1-chat-completions-post'],
        ['testnet faucet', '/guide-testnet-faucet'],
      ] as const) {
        await ask(query);
        await expect(pageRows().first()).toHaveAttribute('href', first);
        if (query === 'chat') expect(await page.locator('.DocSearch-Hit mark').allInnerTexts()).not.toContain('that');
        await close();
      }
    });

    await test.step('shows \'No results for\' with the query and the report link, also for a nonsense word a URL holds the first letters of ("xyzzy", nilogy.xyz)', async () => {
      await ask('zzqqxx');
      const screen = page.locator('.DocSearch-NoResults', { hasText: 'zzqqxx' });
      await screen.waitFor();
      expect(await screen.innerText()).toContain('No results for "zzqqxx"');
      expect(await screen.locator('a', { hasText: 'Let us know.' }).getAttribute('href')).toContain('discussions/new');
      expect(await screen.innerText()).toContain('Believe this query should return results?');
      await input().fill('xyzzy');
      await page.locator('.DocSearch-NoResults', { hasText: 'xyzzy' }).waitFor();
      await expect(pageRows()).toHaveCount(0);
      await close();
    });

    await test.step('excerpts quote the body: no title or "Applies to" repeat, table cells separated, no code art', async () => {
      const excerpts = async (query: string) => {
        await ask(query);
        await pageRows().first().waitFor();
        await expect(page.locator('.DocSearch-Modal [aria-busy="true"]')).toHaveCount(0);
        const rows = await page.locator('.DocSearch-Hit:not(.search-dialog-section)').evaluateAll((hits) =>
          hits.map((hit) => ({
            title: hit.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
            path: hit.querySelector('.DocSearch-Hit-path')?.textContent ?? '',
          })),
        );
        const texts = await page.locator('.DocSearch-Hit-path').allInnerTexts();
        await close();
        return { texts, rows };
      };
      const secret = await excerpts('secret');
      expect(secret.rows.length).toBeGreaterThanOrEqual(4);
      for (const text of secret.texts) expect(text).not.toContain('Applies to');
      // A page row's excerpt does not open with the page's own title.
      for (const { title, path } of secret.rows) expect(path.toLowerCase().startsWith(`${title.toLowerCase()}.`), `${title}: ${path}`).toBe(false);
      // Table cells: "SecretUnsignedInteger" sits in the types table; its cells are apart.
      const types = await excerpts('SecretUnsignedInteger');
      expect(types.texts.join(' ')).toMatch(/SecretUnsignedInteger · /);
      expect(types.texts.join(' ')).not.toMatch(/SecretUnsignedInteger\. PublicUnsignedInteger\./);
      // Code art: the network diagram's words are not quoted.
      const art = await excerpts('Petnet nilChain');
      for (const text of art.texts) expect(text).not.toMatch(/\+-{3,}|\|\s+\|/);
    });

    // Resized once hydrated, on one load: the dialog's layout is CSS media queries.
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const)
      await test.step(`shows at least four distinct pages above the fold at ${width}×${height}`, async () => {
        await page.setViewportSize({ width, height });
        for (const query of ['secret', 'nada', 'testnet', 'store secret']) {
          await ask(query);
          await expect(pageRows()).not.toHaveCount(0);
          await expect(page.locator('.DocSearch-Modal [aria-busy="true"]')).toHaveCount(0);
          const visible = await page.evaluate(() => {
            const list = document.querySelector('.search-dialog-list')!;
            const scroller = list.closest('.DocSearch-Dropdown') ?? list;
            const bottom = Math.min(scroller.getBoundingClientRect().bottom, window.innerHeight);
            return [...document.querySelectorAll('.DocSearch-Hit:not(.search-dialog-section) a')]
              .filter((a) => a.getBoundingClientRect().bottom <= bottom)
              .map((a) => a.getAttribute('href'));
          });
          expect(new Set(visible).size, `${query}: ${visible.join(', ')}`).toBeGreaterThanOrEqual(4);
          await close();
        }
      });

    await test.step('shows "See all {count} results", which opens /search?q= with the same ranking', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await ask('nada types');
      const footer = page.locator('.DocSearch-HitsFooter a');
      await footer.waitFor();
      await expect(footer).toHaveText(/^See all [1-9]\d* results$/);
      const count = Number(/(\d+)/.exec(await footer.innerText())![1]);
      const dialogOrder = await pageRows().evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await footer.click();
      await page.waitForURL(`${server.baseUrl}/search?q=nada%20types`);
      await page.locator('.search-page-count').waitFor();
      expect(await page.locator('.search-page-count').innerText()).toBe(`${count} pages`);
      expect(await page.locator('.search-page-input').inputValue()).toBe('nada types');
      const pageOrder = await page.locator('.search-result-page a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(pageOrder.slice(0, dialogOrder.length)).toEqual(dialogOrder);
    });
  });

  test('one result per page, the best page with its best section under it; keyboard only: arrows, Enter navigates in-app, the choice becomes a recent search; arrows move through several recent searches', async () => {
    await open('/nada-by-example/multiplication');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.keyboard.press('Control+k');
    await dialog().waitFor();
    await page.keyboard.type('SecretInteger');
    // Each key may start a search; while the last one runs, the list shows the previous answer
    // (aria-busy). Read the rows once the answer to the whole word is in.
    await expect(input()).toHaveValue('SecretInteger');
    await expect(page.locator('.DocSearch-Modal [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await page.locator('.DocSearch-Hit a[href="/nada-lang-types"]').waitFor();
    // One row per page; the first page's best section is the row after it, with an anchor of that page.
    const pages = await pageRows().evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(pages).size).toBe(pages.length);
    const best = pages[0]!;
    const group = page.locator('.DocSearch-Hits').first();
    const sections = await group.locator('.search-dialog-section a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(sections).toHaveLength(1);
    for (const href of sections) expect(href!.startsWith(`${best}#`), href!).toBe(true);
    const bestTitle = await group.locator('.DocSearch-Hit:not(.search-dialog-section) .DocSearch-Hit-title').innerText();
    // The other pages show no section rows: they stay above the fold.
    await expect(page.locator('.search-dialog-section')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/secretinteger/i);
    // The first row is active; ArrowDown moves to the best page's section.
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
    const target = sections[0]!;
    for (let i = 0; i < 40; i++) {
      if ((await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href')) === target) break;
      await page.keyboard.press('ArrowDown');
    }
    const active = page.locator('.DocSearch-Hit[aria-selected="true"]');
    expect(await active.locator('a').getAttribute('href')).toBe(target);
    expect(await input().getAttribute('aria-activedescendant')).toBe(await active.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}${target}`);
    await expect(page.locator('h1')).toHaveText(bestTitle);
    await expect(dialog()).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // Reopened empty, the dialog lists the choice as a recent search; Enter opens it again.
    await page.keyboard.press('Control+k');
    await dialog().waitFor();
    const recent = page.locator('.DocSearch-Hit a').first();
    await expect(recent).toHaveAttribute('href', target);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog()).toHaveCount(0);
    await expect(page).toHaveURL(`${server.baseUrl}${target}`);
    // Several recent searches: the arrows move through them and Enter opens the chosen one.
    const recents = [
      { title: 'Nada data types', url: '/nada-lang-types', context: 'Nada' },
      { title: 'Nada operators', url: '/nada-lang-operators', context: 'Nada' },
      { title: 'What is Nillion?', url: '/what-is-nillion', context: 'Learn' },
    ];
    await page.evaluate((items) => localStorage.setItem('docs.search.recent', JSON.stringify(items)), recents);
    await page.keyboard.press('Control+k');
    await dialog().waitFor();
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    await expect(selected).toHaveAttribute('href', '/nada-lang-types');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(selected).toHaveAttribute('href', '/what-is-nillion');
    // The choice stays put once the dialog has re-rendered (no snapping back to the first row).
    await nextFrames(page);
    await expect(selected).toHaveAttribute('href', '/what-is-nillion');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}/what-is-nillion`);
  });
});

test('with site data blocked (the `localStorage` getter throws, as with Chromium\'s "block site data"), keyboard only: Ctrl+K, a query, Enter navigates; reopened, no recent searches and no error; /search works too', async () => {
  await context.addInitScript(BLOCK_STORAGE);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open('/nada-by-example/multiplication');
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
  await page.waitForURL(`${server.baseUrl}${target}`);
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

  await page.goto(`${server.baseUrl}/search?q=permissions`);
  await page.locator('.search-result-group').first().waitFor();
  await expect(page.locator('.search-result-page a').first()).toHaveAttribute('href', /permissions/);
  expect(errors).toEqual([]);
});

test.describe('/search page', () => {
  test('shows a loading state, then results; reads ?q= and keeps the query in the URL; section filters; load more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pagefind/pagefind.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/search?q=secret`);
    const loading = page.locator('.search-page-loading');
    await loading.waitFor();
    expect(await loading.innerText()).toBe('Searching…');
    await expect(page.locator('.search-page-message')).toHaveCount(0);
    release();
    await page.locator('.search-result-group').first().waitFor();
    await expect(loading).toHaveCount(0);
    // One group per page.
    const urls = await page.locator('.search-result-page a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(urls).size).toBe(urls.length);
    // Load more adds pages.
    const before = await page.locator('.search-result-group').count();
    await page.locator('.search-page-more').click();
    await expect.poll(() => page.locator('.search-result-group').count()).toBeGreaterThan(before);
    // A section filter keeps only that section's pages; All shows them all again.
    const filters = page.locator('.search-page-filters button');
    const all = await page.locator('.search-result-group').count();
    const section = filters.nth(1);
    const name = await section.innerText();
    await section.click();
    await expect(section).toHaveAttribute('aria-pressed', 'true');
    const shown = await page.locator('.search-result-section').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all);
    for (const s of shown) expect(s.toLowerCase()).toBe(name.toLowerCase());
    await filters.first().click();
    await expect(page.locator('.search-result-group')).toHaveCount(all);
    // Typing keeps the query in the URL.
    await page.locator('.search-page-input').fill('multiplication');
    await expect(page).toHaveURL(`${server.baseUrl}/search?q=multiplication`);
    await expect(page.locator('.search-result-page').first()).toHaveText('Multiplication');
  });

  test('shows the empty and the error texts', async () => {
    await open('/search?q=zzqqxx');
    const message = page.locator('.search-page-message');
    await message.waitFor();
    expect(await message.innerText()).toContain('No results for "zzqqxx"');
    expect(await message.innerText()).toContain('Try searching for');
    expect(await message.innerText()).toContain('Believe this query should return results? Let us know.');

    await context.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    page = await context.newPage();
    await page.goto(`${server.baseUrl}/search?q=SecretInteger`);
    const alert = page.locator('.search-page-message[role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Unable to fetch results');
    expect(await alert.innerText()).toContain('You might want to check your network connection.');
    await expect(page.locator('.search-result-group')).toHaveCount(0);
  });
});
