import { expect, newContext, test } from './fixtures';
import type { BrowserContext } from '@playwright/test';
import { FIXTURE_ENV } from './fixture/env';
import { lazyWorkDone, openReady } from './settled';

// Announcement bar on the fixture export (bar id FIXTURE_ENV.NEXT_PUBLIC_ANNOUNCEMENT_ID).
const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';
const ID = FIXTURE_ENV.NEXT_PUBLIC_ANNOUNCEMENT_ID;

/** Records, from the first parse on, whether the bar was ever displayed and the layout shifts. */
async function observe(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __barEverShown: boolean; __shifts: number };
    w.__barEverShown = false;
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const check = () => {
      // Nothing is painted before the stylesheet has loaded (its custom property is the probe).
      if (!getComputedStyle(document.documentElement).getPropertyValue('--navbar-height')) return;
      const bar = document.querySelector('.announcement-bar');
      if (bar && getComputedStyle(bar).display !== 'none') w.__barEverShown = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    document.addEventListener('DOMContentLoaded', check);
    window.addEventListener('load', check);
  });
}

const bar = '.announcement-bar';

test.describe('announcement bar', () => {
  test('shows the configured content and colours, and closes', async ({ browser, fixture }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openReady(page, `${fixture.baseUrl}/what-is-nillion`);
    await expect(page.locator(bar)).toBeVisible();
    await expect(page.locator(bar).getByRole('link', { name: 'read the quickstart' })).toHaveAttribute('href', `${fixture.basePath}/quickstart`);
    await expect(page.locator(bar)).toHaveCSS('background-color', 'rgb(31, 59, 255)');
    await expect(page.evaluate((k) => localStorage.getItem(k), ID_KEY)).resolves.toBe(ID);

    await page.locator(bar).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator(bar)).toBeHidden();
    await expect(page.evaluate((k) => localStorage.getItem(k), DISMISS_KEY)).resolves.toBe('true');

    // The same id keeps the dismissal: on other pages and after a reload, the bar is never painted
    // and the layout never shifts.
    await observe(context);
    await page.reload({ waitUntil: 'load' });
    await lazyWorkDone(page);
    await openReady(page, `${fixture.baseUrl}/quickstart`);
    await expect(page.locator(bar)).toBeHidden();
    await expect(page.evaluate(() => (window as unknown as { __barEverShown: boolean }).__barEverShown)).resolves.toBe(false);
    await expect(page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).resolves.toBeLessThan(0.01);
    await context.close();
  });

  test('a new bar id clears an old dismissal, so the new bar shows again', async ({ browser, fixture }) => {
    const context = await newContext(browser);
    // The reader dismissed an earlier bar.
    await context.addInitScript(
      ([dismissKey, idKey]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(idKey!, 'e2e-announcement-1');
          localStorage.setItem(dismissKey!, 'true');
          sessionStorage.setItem('seeded', '1');
        }
      },
      [DISMISS_KEY, ID_KEY],
    );
    const page = await context.newPage();
    await openReady(page, `${fixture.baseUrl}/what-is-nillion`);
    await expect(page.locator(bar)).toBeVisible();
    await expect(page.evaluate((k) => localStorage.getItem(k), ID_KEY)).resolves.toBe(ID);
    await expect(page.evaluate((k) => localStorage.getItem(k), DISMISS_KEY)).resolves.toBe(null);
    await context.close();
  });
});
