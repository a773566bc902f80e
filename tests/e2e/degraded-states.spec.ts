import { expect, newContext, test } from './fixtures';
import { lazyWorkDone } from './settled';

// Controls whose code cannot load say so on the control, against the served export in out/.
const notice = (feature: string) => `[data-feature="${feature}"] .feature-notice`;

test.describe('failed chunk loads', () => {
  test('the search button says search is unavailable when the modal chunk fails', async ({ page, plain }) => {
    await page.goto(`${plain.baseUrl}/nada-lang-types`);
    await lazyWorkDone(page);
    await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
    // From now on no script chunk loads: the modal's code is requested on intent only.
    await page.route('**/_next/static/**/*.js', (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Control+k');
    await page.locator(notice('Search')).waitFor();
    expect(await page.locator(notice('Search')).innerText()).toBe('Search is unavailable: reload the page');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // The next intent, with the network back, opens search.
    await page.unroute('**/_next/static/**/*.js');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await expect(page.locator(notice('Search'))).toHaveCount(0);
  });

  test('when the page scripts fail, the theme toggle and search carry a notice', async ({ browser, plain }) => {
    const context = await newContext(browser);
    await context.route('**/_next/static/**/*.js', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.goto(`${plain.baseUrl}/nada-lang-types`, { waitUntil: 'load' });
    await page.locator(notice('Theme toggle')).waitFor();
    expect(await page.locator(notice('Theme toggle')).innerText()).toBe('Theme toggle is unavailable: reload the page');
    expect(await page.locator(notice('Search')).innerText()).toBe('Search is unavailable: reload the page');
    await context.close();
  });

  test('no notice when everything loads', async ({ page, plain }) => {
    await page.goto(`${plain.baseUrl}/nada-lang-types`);
    await lazyWorkDone(page);
    await page.locator('[data-feature="Theme toggle"][data-ready]').waitFor();
    await expect(page.locator('.feature-notice')).toHaveCount(0);
  });
});
