import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndServer, newContext } from './browser';
import { serveFixture } from './chrome-fixture';

// Navbar item types, dropdowns and hide-on-scroll on the fixture export, whose navbar
// (`e2eFixtureNavbarItems` in site.config.ts, selected by E2E_FIXTURE=1) has a dropdown, a version
// and a locale dropdown and html items, and hideOnScroll on (NAVBAR_HIDE_ON_SCROLL=1).
const t = useBrowserAndServer(serveFixture);

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await newContext(t.browser, { viewport });
  const page = await context.newPage();
  await page.goto(`${t.server.baseUrl}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const more = (page: Page) => page.locator('.navbar').getByRole('button', { name: 'More' });
const moreMenu = (page: Page) => page.locator('.navbar .dropdown', { has: page.getByRole('button', { name: 'More' }) }).locator('.dropdown-menu');

describe('navbar item types', () => {
  test('renders doc, link, html, dropdown, docsVersionDropdown and localeDropdown items', async () => {
    const page = await open('/what-is-nillion');
    const navbar = page.locator('.navbar');
    await expect(navbar.getByRole('link', { name: 'Learn', exact: true }).getAttribute('href')).resolves.toBe('/what-is-nillion');
    await expect(navbar.locator('.e2e-html-item', { hasText: 'Beta' }).isVisible()).resolves.toBe(true);
    await expect(navbar.getByRole('button', { name: 'Next' }).isVisible()).resolves.toBe(true);
    await expect(navbar.getByRole('button', { name: 'English' }).isVisible()).resolves.toBe(true);
    // The version dropdown links to the version's main doc; the locale dropdown to this page.
    await navbar.getByRole('button', { name: 'Next' }).click();
    await expect(navbar.getByRole('link', { name: 'Next', exact: true }).getAttribute('href')).resolves.toBe('/what-is-nillion');
    await navbar.getByRole('button', { name: 'English' }).click();
    await expect(navbar.getByRole('link', { name: 'English', exact: true }).getAttribute('href')).resolves.toBe('/what-is-nillion');
    await page.context().close();
  });
});

describe('dropdown', () => {
  test('opens on click and closes on a press outside', async () => {
    const page = await open('/what-is-nillion');
    await page.mouse.move(640, 600);
    await expect(moreMenu(page).isVisible()).resolves.toBe(false);
    await more(page).click();
    await expect(moreMenu(page).isVisible()).resolves.toBe(true);
    await expect(more(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.mouse.click(640, 600);
    await expect(moreMenu(page).isVisible()).resolves.toBe(false);
    await expect(more(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.context().close();
  });

  test('closes on a touch outside', async () => {
    const context = await newContext(t.browser, { hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${t.server.baseUrl}/what-is-nillion`, { waitUntil: 'networkidle' });
    await more(page).tap();
    await expect(more(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.touchscreen.tap(640, 600);
    await expect(more(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });

  test('opens on hover', async () => {
    const page = await open('/what-is-nillion');
    await more(page).hover();
    await expect(moreMenu(page).isVisible()).resolves.toBe(true);
    await page.mouse.move(640, 600);
    await expect(moreMenu(page).isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  test('works from the keyboard and closes when focus leaves', async () => {
    const page = await open('/what-is-nillion');
    await page.mouse.move(640, 600);
    await more(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(moreMenu(page).isVisible()).resolves.toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Community');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Nillion website');
    await page.keyboard.press('Escape');
    await expect(moreMenu(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('More');
    // Enter toggles; Tab past the last entry moves focus outside and closes it.
    await page.keyboard.press('Enter');
    await expect(moreMenu(page).isVisible()).resolves.toBe(true);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect.poll(() => more(page).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  test("in the mobile drawer the version and locale dropdowns read 'Versions' and 'Languages'", async () => {
    const page = await open('/what-is-nillion', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    const menu = page.locator('#navbar-menu');
    await expect(menu.getByRole('button', { name: 'Versions' }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('button', { name: 'Languages' }).isVisible()).resolves.toBe(true);
    await menu.getByRole('button', { name: 'More' }).click();
    await expect(menu.getByRole('link', { name: 'Community', exact: true }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('hide on scroll', () => {
  const navbarTop = (page: Page) => page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().top);
  const hidden = async (page: Page) => {
    await page.waitForTimeout(300); // the 200 ms transition
    return (await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom)) <= 0;
  };

  test('hides on scroll down, shows on scroll up and at the top', async () => {
    const page = await open('/nada-lang-types');
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => hidden(page)).toBe(true);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => hidden(page)).toBe(false);
    await expect(navbarTop(page)).resolves.toBe(0);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => hidden(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => hidden(page)).toBe(false);
    await page.context().close();
  });

  test('stays hidden when jumping to a hash anchor, shows again on navigation', async () => {
    const page = await open('/nada-lang-types');
    const anchor = page.locator('.toc a').nth(3);
    await anchor.click();
    await expect.poll(() => hidden(page)).toBe(true);
    await page.locator('.pagination a').first().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/nada-lang-types'));
    await expect.poll(() => hidden(page)).toBe(false);
    await page.context().close();
  });
});
