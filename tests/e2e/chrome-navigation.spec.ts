import { expect, newContext, test, type Served } from './fixtures';
import type { Browser, Page, Request } from '@playwright/test';
import { lazyWorkDone, openReady } from './settled';

// Navigation behaviour on the normal export.
/** RSC payload requests (page data for client navigations and prefetches). */
const isPayload = (request: Request) => new URL(request.url()).pathname.endsWith('.txt');

/**
 * Records, in the page, whether the progress bar was ever shown, when it first showed and when the
 * last click happened (`performance.now()` ms: the page's own clock, unaffected by test-runner delays).
 */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector('.nav-progress')!;
    const w = window as unknown as { __barShown: boolean; __barShownAt?: number; __clickAt?: number };
    w.__barShown = false;
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (bar.getAttribute('data-state') === 'visible' && !w.__barShown) {
        w.__barShown = true;
        w.__barShownAt = performance.now();
      }
    }).observe(bar, { attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __barShown: boolean }).__barShown);
}

test.describe('progress bar', () => {
  test('does not show on a navigation that lands before 200 ms', async ({ page, plain }) => {
    // The page's timers on a clock the test controls: it runs at real speed until paused.
    await page.clock.install();
    // The navbar's "Build" link is in view, so its page data is prefetched after load.
    const prefetched = page.waitForResponse((r) => isPayload(r.request()) && new URL(r.url()).pathname.startsWith('/quickstart'));
    await page.goto(`${plain.baseUrl}/what-is-nillion`, { waitUntil: 'load' });
    await prefetched;
    const shown = await watchProgressBar(page);
    // From here no page time passes unless the test moves the clock, so the navigation lands "before
    // 200 ms" however loaded the machine is: the bar's delay timer must be cleared when it lands.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.locator('.navbar').getByRole('link', { name: 'Build', exact: true }).click();
    await page.waitForURL('**/quickstart');
    await expect(page.locator('h1')).toHaveText('Getting Started');
    // Proves an absence: moved past the bar's 200 ms delay, its timer (were it still set) has fired.
    await page.clock.runFor(400);
    expect(await shown()).toBe(false);
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-state', 'idle');
  });

  test('shows after 200 ms on a slow navigation, and goes away when the page arrives', async ({ page, plain }) => {
    // Every page-data request (prefetches included) takes 1.5 s.
    await page.route(
      (url) => url.pathname.endsWith('.txt'),
      async (route) => {
        // A slow network: the handler holds the request for 1.5 s.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    await page.goto(`${plain.baseUrl}/what-is-nillion`, { waitUntil: 'load' });
    const shown = await watchProgressBar(page);
    await page.locator('.navbar').getByRole('link', { name: 'Build', exact: true }).click();
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-state', 'visible');
    // Not before 200 ms after the click, but well before the page arrives (1.5 s), on the page's clock.
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __barShownAt: number; __clickAt: number };
      return w.__barShownAt - w.__clickAt;
    });
    expect(delay).toBeGreaterThanOrEqual(200);
    expect(delay).toBeLessThan(1400);
    await expect(page.locator('.nav-progress-bar').evaluate((el) => el.getBoundingClientRect().height)).resolves.toBeGreaterThan(0);
    await page.waitForURL('**/quickstart');
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-state', 'idle');
    expect(await shown()).toBe(true);
    // No spinner anywhere.
    await expect(page.locator('.loading-spinner, [role=status][aria-label=Loading]')).toHaveCount(0);
  });
});

test.describe('scroll on navigation', () => {
  const headingTop = (page: Page, id: string) => page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
  const navbarBottom = (page: Page) => page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);

  test('a URL with a hash lands on the heading just below the sticky navbar', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/glossary#online-protocol`);
    const top = await headingTop(page, 'online-protocol');
    const bottom = await navbarBottom(page);
    expect(top).toBeGreaterThanOrEqual(bottom);
    expect(top - bottom).toBeLessThan(40);
  });

  test('an in-app link to another page#anchor scrolls to the anchor below the navbar; a plain link scrolls to the top', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/nada-metrics`);
    const link = page.locator('.markdown a[href^="/glossary#"]').first();
    const hash = new URL((await link.getAttribute('href'))!, plain.baseUrl).hash.slice(1);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await link.click();
    await page.waitForURL(`**/glossary#${hash}`);
    await expect.poll(() => headingTop(page, hash)).toBeGreaterThanOrEqual(await navbarBottom(page));
    expect((await headingTop(page, hash)) - (await navbarBottom(page))).toBeLessThan(40);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(documents).toEqual([]); // client-side navigation

    await page.locator('.navbar').getByRole('link', { name: 'Learn', exact: true }).click();
    await page.waitForURL('**/what-is-nillion');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('prefetching', () => {
  async function payloadRequests(browser: Browser, plain: Served, init?: string) {
    const context = await newContext(browser);
    if (init) await context.addInitScript(init);
    // Every fetch the page starts, recorded in the page from its first script on.
    await context.addInitScript(() => {
      const fetched: string[] = [];
      (window as unknown as { __fetched: string[] }).__fetched = fetched;
      const original = window.fetch;
      window.fetch = (input, options) => {
        fetched.push(new URL(input instanceof Request ? input.url : String(input), location.href).href);
        return original(input, options);
      };
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => isPayload(r) && requests.push(r.url()));
    await openReady(page, `${plain.baseUrl}/what-is-nillion`);
    await page.locator('.navbar').getByRole('link', { name: 'Community', exact: true }).hover();
    // Proves an absence: the prefetch a hover (or a link in view) schedules has started once the
    // tasks and idle callbacks queued by then have run.
    await lazyWorkDone(page);
    const fetched = await page.evaluate(() => (window as unknown as { __fetched: string[] }).__fetched);
    await context.close();
    return [...new Set([...requests, ...fetched.filter((url) => new URL(url).pathname.endsWith('.txt'))])];
  }
  const connection = (value: object) =>
    `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(value)}) });`;

  test('links prefetch their pages on a normal connection', async ({ browser, plain }) => {
    expect((await payloadRequests(browser, plain, connection({ effectiveType: '4g', saveData: false }))).length).toBeGreaterThan(0);
  });

  test('no prefetching with Save-Data', async ({ browser, plain }) => {
    expect(await payloadRequests(browser, plain, connection({ effectiveType: '4g', saveData: true }))).toEqual([]);
  });

  test('no prefetching on 2g', async ({ browser, plain }) => {
    expect(await payloadRequests(browser, plain, connection({ effectiveType: '2g', saveData: false }))).toEqual([]);
  });
});

test.describe('route code that fails to load', () => {
  /** Script URLs a page's HTML references. */
  async function scripts(plain: Served, path: string): Promise<Set<string>> {
    const html = await (await fetch(`${plain.baseUrl}${path}`)).text();
    return new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!));
  }

  test('the navigation falls back to a full page load of the target', async ({ page, plain }) => {
    // The code only doc pages need (not the home page) fails to load.
    const home = await scripts(plain, '/');
    const docOnly = [...(await scripts(plain, '/quickstart'))].filter((src) => !home.has(src));
    expect(docOnly.length).toBeGreaterThan(0);
    await page.route(
      (url) => docOnly.includes(url.pathname),
      (route) => route.abort(),
    );
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
    await openReady(page, `${plain.baseUrl}/`);
    await page.getByRole('link', { name: 'Start building' }).click();
    // No waitForURL: the client navigation that is abandoned for the full load can itself report
    // net::ERR_ABORTED to the waiter. The URL, the document request and the heading are polled instead.
    await expect.poll(() => documents).toContain('/quickstart');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/quickstart');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});
