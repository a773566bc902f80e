import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, serveExport } from './browser';

let browser: Browser;
let site: Awaited<ReturnType<typeof serveExport>>;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveExport()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('reading path', () => {
  it('home → Learn → a sidebar link lands on the page with its item active', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
    await page.waitForURL(/\/what-is-nillion$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('What is Nillion');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.locator('a[href="/learn/architecture"]').click();
    await page.waitForURL(/\/learn\/architecture$/);
    const active = sidebar.locator('[aria-current="page"]');
    await expect(active.getAttribute('href')).resolves.toBe('/learn/architecture');
    await expect(active.textContent()).resolves.toBe('Architecture');
    await expect(page.locator('h1').textContent()).resolves.toBe('Network architecture');
    await expect.poll(() => page.title()).toBe('Network architecture | Nillion Builder Docs');
    await context.close();
  });

  it('the skip link moves focus to the main content', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/what-is-nillion`);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
    await context.close();
  });

  it('a hidden docs sidebar stays hidden after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/what-is-nillion`);
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).resolves.toBe(false);
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.dataset.sidebarHidden)).resolves.toBe('true');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('colour mode', () => {
  const mode = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.classList.contains('dark') ? 'dark' : 'light');

  it('is dark by default: the exported HTML and a browser without JavaScript', async () => {
    const html = await (await fetch(`${site.baseUrl}/what-is-nillion`)).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    const context = await newContext(browser, { javaScriptEnabled: false, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/what-is-nillion`);
    await expect(mode(page)).resolves.toBe('dark');
    await context.close();
  });

  it.each(['light', 'dark'] as const)('follows a %s system preference before first paint when nothing is stored', async (scheme) => {
    const context = await newContext(browser, { colorScheme: scheme });
    const page = await context.newPage();
    const seen: string[] = [];
    await page.exposeFunction('report', (m: string) => seen.push(m));
    // The class at DOMContentLoaded is what the first paint uses: no flash of the wrong theme.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        (window as unknown as { report: (m: string) => void }).report(document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
      );
    });
    await page.goto(`${site.baseUrl}/what-is-nillion`);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(seen[0]).toBe(scheme);
    await expect(mode(page)).resolves.toBe(scheme);
    await context.close();
  });

  it('the toggle survives a reload and syncs to a second tab', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`${site.baseUrl}/what-is-nillion`);
    await second.goto(`${site.baseUrl}/quickstart`);
    await expect(mode(first)).resolves.toBe('dark');
    await first.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(mode(first)).resolves.toBe('light');
    await second.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await first.reload();
    await expect(mode(first)).resolves.toBe('light');
    await expect(first.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light');
    await context.close();
  });
});

describe('code blocks', () => {
  it.each(['light', 'dark'] as const)('keep syntax colours in %s mode', async (scheme) => {
    const context = await newContext(browser, { colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/nada-by-example/addition`);
    const colours = await page.evaluate(() => {
      const pre = document.querySelector('pre.shiki')!;
      const tokens = [...pre.querySelectorAll('span.line > span')].map((s) => getComputedStyle(s).color);
      return { pre: getComputedStyle(pre).color, distinct: new Set(tokens).size };
    });
    // Keywords, strings and names each get their own colour, not the block's default.
    expect(colours.distinct).toBeGreaterThanOrEqual(4);
    await context.close();
  });
});

describe('not found', () => {
  it('an unknown path shows the 404 page with status 404', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${site.baseUrl}/does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    await context.close();
  });
});
