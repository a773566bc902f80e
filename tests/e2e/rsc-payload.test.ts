import { describe, expect, test } from 'vitest';
import { newContext, useBrowserAndServer } from './browser';

// Pages hydrate from the RSC payload file the postbuild moved out of their HTML (issue 11,
// lib/export/rsc-payload.ts), also when the file arrives after the page's code.
const t = useBrowserAndServer();
const ROUTE = '/build/secretVault-secretDataAnalytics/upload-retrieve';

describe('RSC payload outside the HTML', () => {
  test('the HTML holds no payload chunk and references one payload script', async () => {
    const html = await (await fetch(`${t.server.baseUrl}${ROUTE}`)).text();
    expect(html).not.toMatch(/self\.__next_f\.push\(\[1,/);
    expect(html.match(/<script src="[^"]*\/_next\/static\/rsc\/[0-9a-f]{16}\.js"><\/script>/g)).toHaveLength(1);
  });

  for (const delayMs of [0, 1500]) {
    test(`the page hydrates when the payload file takes ${delayMs} ms`, async () => {
      const context = await newContext(t.browser);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.route('**/_next/static/rsc/*.js', async (route) => {
        await new Promise((r) => setTimeout(r, delayMs));
        await route.continue();
      });
      await page.goto(`${t.server.baseUrl}${ROUTE}`, { waitUntil: 'networkidle' });
      // React has hydrated the navbar: its toggle carries React's props (and the click works).
      await expect.poll(() => page.locator('.color-mode-toggle').evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
      const before = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.locator('.color-mode-toggle').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!before);
      // A client navigation works from the hydrated page.
      await page.locator('.navbar').getByRole('link', { name: 'Community', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/community-and-support');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
