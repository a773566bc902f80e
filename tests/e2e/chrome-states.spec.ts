import { expect, serveExport, test } from './fixtures';
import { openReady } from './settled';

// Page states: crash page (test-only route /e2e/crash in the fixture export) and the wrong-base-URL
// banner (the normal export served under another path).
test.describe('crash page', () => {
  test("shows 'This page crashed.', the message and 'Try again', which renders the page again", async ({ page, fixture: server }) => {
    await openReady(page, `${server.baseUrl}/e2e/crash`);
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('The crash button was pressed.')).toBeVisible();
    // The chrome around the page keeps working.
    await expect(page.locator('.navbar').getByRole('link', { name: 'Learn', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});

test.describe('wrong base URL', () => {
  test('served under another path, the page says so and suggests the right base path', async ({ page }) => {
    const server = await serveExport({ basePath: '/preview/docs' });
    await page.goto(`${server.baseUrl}/preview/docs/learn/architecture`, { waitUntil: 'load' });
    const banner = page.locator('#base-url-issue-banner');
    await expect(banner).toBeVisible();
    const text = await banner.textContent();
    expect(text).toContain('built for the base path /');
    expect(text).toContain('served under /preview/docs');
    expect(text).toContain('BASE_PATH=/preview/docs');
    await server.close();
  });

  test('served under its configured base path, there is no banner', async ({ page, plain: server }) => {
    await page.goto(`${server.baseUrl}/learn/architecture`, { waitUntil: 'load' });
    // Proves an absence: the banner's check runs in a `load` listener, and every one has returned.
    await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd);
    await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
  });
});
