import { expect, newContext, test } from './fixtures';
import { openReady } from './settled';

// Storage unavailable: localStorage throws on access, as in a browser with site
// data disabled. The site keeps working without persistence and warns once per page load.
const DISABLE_STORAGE = `Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError'); },
});`;

test.describe('storage disabled', () => {
  test('theme, announcement, sidebar and navigation work; one warning is logged', async ({ browser, fixture }) => {
    // A dark system preference: with nothing stored the site follows it.
    const context = await newContext(browser, { colorScheme: 'dark' });
    await context.addInitScript(DISABLE_STORAGE);
    const page = await context.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('storage')) warnings.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await openReady(page, `${fixture.baseUrl}/learn/architecture`);
    await expect(
      page.evaluate(() => {
        try {
          localStorage;
          return 'available';
        } catch {
          return 'disabled';
        }
      }),
    ).resolves.toBe('disabled');

    // Colour mode follows the system preference and toggles without storage.
    await expect(page.evaluate(() => document.documentElement.className)).resolves.toContain('dark');
    await page.getByRole('button', { name: /^Colour mode: / }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('light');

    // The announcement bar closes.
    await page.locator('.announcement-bar').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.announcement-bar')).toBeHidden();

    // The docs sidebar collapses.
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    await expect(page.locator('#doc-sidebar .sidebar')).toBeHidden();

    // Client navigation still works, and the chrome state holds within the page load.
    await page.locator('#doc-sidebar').getByRole('button', { name: 'Expand sidebar', exact: true }).click();
    await page.locator('#doc-sidebar').getByRole('link', { name: 'Protocols', exact: true }).click();
    await page.waitForURL('**/learn/protocols');
    await expect(page.locator('.announcement-bar')).toBeHidden();

    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Browser storage is unavailable');
    await context.close();
  });
});
