import { expect, newContext, serveExport, test } from './fixtures';
import { openReady } from './settled';

// Page states: crash page (test-only route /e2e/crash in the fixture export),
// 404, and the wrong-base-URL banner (the normal export served under another path).
test.describe('crash page', () => {
  test("shows 'This page crashed.', the message and 'Try again', which renders the page again", async ({ browser, fixture: server }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openReady(page, `${server.baseUrl}/e2e/crash`);
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('The crash button was pressed.')).toBeVisible();
    // The chrome around the page keeps working.
    await expect(page.locator('.navbar').getByRole('link', { name: 'Learn', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await context.close();
  });
});

test.describe('404', () => {
  test('an unknown path answers 404 with the not-found page', async ({ browser, plain: server }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await openReady(page, `${server.baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await context.close();
  });
});

test.describe('wrong base URL', () => {
  test('served under another path, the page says so and suggests the right base path', async ({ browser }) => {
    const server = await serveExport({ basePath: '/preview/docs' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/preview/docs/learn/architecture`, { waitUntil: 'load' });
    const banner = page.locator('#base-url-issue-banner');
    await expect(banner).toBeVisible();
    const text = await banner.textContent();
    expect(text).toContain('built for the base path /');
    expect(text).toContain('served under /preview/docs');
    expect(text).toContain('BASE_PATH=/preview/docs');
    await context.close();
    await server.close();
  });

  test('served under its configured base path, there is no banner', async ({ browser, plain: server }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/learn/architecture`, { waitUntil: 'load' });
    // Proves an absence: the banner's check runs in a `load` listener, and every one has returned.
    await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd);
    await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
    await context.close();
  });
});
