import { describe, expect, it } from 'vitest';
import { newContext, useBrowserAndServer } from './browser';

// Controls whose code cannot load say so on the control, against the served export in out/.
const t = useBrowserAndServer();

const notice = (feature: string) => `[data-feature="${feature}"] .feature-notice`;

describe('failed chunk loads', () => {
  it('the search button says search is unavailable when the modal chunk fails', async () => {
    const context = await newContext(t.browser);
    const page = await context.newPage();
    await page.goto(`${t.server.baseUrl}/nada-lang-types`);
    await page.waitForLoadState('networkidle');
    await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
    // From now on no script chunk loads: the modal's code is requested on intent only.
    await page.route('**/_next/static/**/*.js', (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Control+k');
    await page.locator(notice('Search')).waitFor();
    expect(await page.locator(notice('Search')).innerText()).toBe('Search is unavailable: reload the page');
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    // The next intent, with the network back, opens search.
    await page.unroute('**/_next/static/**/*.js');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    expect(await page.locator(notice('Search')).count()).toBe(0);
    await context.close();
  });

  it('when the page scripts fail, the theme toggle and search carry a notice', async () => {
    const context = await newContext(t.browser);
    await context.route('**/_next/static/**/*.js', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.goto(`${t.server.baseUrl}/nada-lang-types`, { waitUntil: 'load' });
    await page.locator(notice('Theme toggle')).waitFor();
    expect(await page.locator(notice('Theme toggle')).innerText()).toBe('Theme toggle is unavailable: reload the page');
    expect(await page.locator(notice('Search')).innerText()).toBe('Search is unavailable: reload the page');
    await context.close();
  });

  it('no notice when everything loads', async () => {
    const context = await newContext(t.browser);
    const page = await context.newPage();
    await page.goto(`${t.server.baseUrl}/nada-lang-types`);
    await page.waitForLoadState('networkidle');
    await page.locator('[data-feature="Theme toggle"][data-ready]').waitFor();
    expect(await page.locator('.feature-notice').count()).toBe(0);
    await context.close();
  });
});
