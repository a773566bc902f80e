import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, serveExport } from './browser';
import { serveFixture } from './chrome-fixture';

// Page states: crash page (test-only route /e2e/crash in the fixture export),
// 404, and the wrong-base-URL banner (the normal export served under another path).
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('crash page', () => {
  test("shows 'This page crashed.', the message and 'Try again', which renders the page again", async () => {
    const server = await serveFixture();
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/e2e/crash`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'This page crashed.' }).isVisible()).toBe(true);
    await expect(page.getByText('The crash button was pressed.').isVisible()).resolves.toBe(true);
    // The chrome around the page keeps working.
    await expect(page.locator('.navbar').getByRole('link', { name: 'Learn', exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Crash this page' }).isVisible()).toBe(true);
    await expect(page.getByText('This page crashed.').count()).resolves.toBe(0);
    await context.close();
    await server.close();
  });
});

describe('404', () => {
  test('an unknown path answers 404 with the not-found page', async () => {
    const server = await serveExport();
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${server.baseUrl}/no/such/page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).resolves.toBe(true);
    await context.close();
    await server.close();
  });
});

describe('wrong base URL', () => {
  test('served under another path, the page says so and suggests the right base path', async () => {
    const server = await serveExport({ basePath: '/preview/docs' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/preview/docs/learn/architecture`, { waitUntil: 'load' });
    const banner = page.locator('#base-url-issue-banner');
    await expect.poll(() => banner.isVisible()).toBe(true);
    const text = await banner.textContent();
    expect(text).toContain('built for the base path /');
    expect(text).toContain('served under /preview/docs');
    expect(text).toContain('BASE_PATH=/preview/docs');
    await context.close();
    await server.close();
  });

  test('served under its configured base path, there is no banner', async () => {
    const server = await serveExport();
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/learn/architecture`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    await expect(page.locator('#base-url-issue-banner').count()).resolves.toBe(0);
    await context.close();
    await server.close();
  });
});
