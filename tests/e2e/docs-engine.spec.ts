import type { Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures';

const mode = (page: Page) => page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

test.describe('reading path', () => {
  test('home → Learn → a sidebar link lands on the page with its item active', async ({ page, plain }) => {
    await page.goto(`${plain.baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
    await page.waitForURL(/\/what-is-nillion$/);
    await expect(page.locator('h1')).toHaveText('What is Nillion');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.locator('a[href="/learn/architecture"]').click();
    await page.waitForURL(/\/learn\/architecture$/);
    const active = sidebar.locator('[aria-current="page"]');
    await expect(active).toHaveAttribute('href', '/learn/architecture');
    await expect(active).toHaveText('Architecture');
    await expect(page.locator('h1')).toHaveText('Network architecture');
    await expect(page).toHaveTitle('Network architecture | Nillion Builder Docs');
  });

  test('a hidden docs sidebar stays hidden after a reload', async ({ page, plain }) => {
    await page.goto(`${plain.baseUrl}/what-is-nillion`);
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.dataset.sidebarHidden)).resolves.toBe('true');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
  });
});

test.describe('colour mode', () => {
  test('is dark by default: the exported HTML and a browser without JavaScript', async ({ browser, plain }) => {
    const html = await (await fetch(`${plain.baseUrl}/what-is-nillion`)).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    const context = await newContext(browser, { javaScriptEnabled: false, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${plain.baseUrl}/what-is-nillion`);
    await expect(mode(page)).resolves.toBe('dark');
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const)
    test(`follows a ${scheme} system preference before first paint when nothing is stored`, async ({ browser, plain }) => {
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
      await page.goto(`${plain.baseUrl}/what-is-nillion`);
      await page.waitForFunction(() => document.readyState === 'complete');
      expect(seen[0]).toBe(scheme);
      await expect(mode(page)).resolves.toBe(scheme);
      await context.close();
    });

  test('the toggle survives a reload and syncs to a second tab', async ({ browser, plain }) => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`${plain.baseUrl}/what-is-nillion`);
    await second.goto(`${plain.baseUrl}/quickstart`);
    await expect(mode(first)).resolves.toBe('dark');
    await first.getByRole('button', { name: /^Colour mode: / }).click();
    await expect(mode(first)).resolves.toBe('light');
    await second.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await first.reload();
    await expect(mode(first)).resolves.toBe('light');
    await expect(first.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light');
    await context.close();
  });
});

test('code blocks keep their syntax colours in light and dark mode', async ({ page, plain }) => {
  await page.goto(`${plain.baseUrl}/nada-by-example/addition`);
  // The colour mode follows the system (the default choice): one load, both modes.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => mode(page)).toBe(scheme);
    const distinct = await page.evaluate(
      () => new Set([...document.querySelectorAll('pre.shiki span.line > span')].map((s) => getComputedStyle(s).color)).size,
    );
    // Keywords, strings and names each get their own colour, not the block's default.
    expect(distinct, scheme).toBeGreaterThanOrEqual(4);
  }
});
