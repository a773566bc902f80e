import { expect, newContext, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openReady } from './settled';

// Navbar item types, dropdowns and hide-on-scroll on the fixture export, whose navbar (links and a
// dropdown from tests/e2e/fixture/content/_nav/navbar.yaml, controls from `e2eFixtureNavbarItems` in
// site.config.ts, selected by E2E_FIXTURE=1) has a dropdown, a version and a locale dropdown and an
// html item, and hideOnScroll on (NAVBAR_HIDE_ON_SCROLL=1).
const more = (page: Page) => page.locator('.navbar').getByRole('button', { name: 'More' });
const moreMenu = (page: Page) => page.locator('.navbar .dropdown', { has: page.getByRole('button', { name: 'More' }) }).locator('.dropdown-menu');

test.describe('navbar items and dropdowns', () => {
  test('a dropdown opens on click, closes on a press outside and works from the keyboard; every item type renders', async ({ page, fixture }) => {
    await openReady(page, `${fixture.baseUrl}/what-is-nillion`);
    await test.step('opens on click and closes on a press outside', async () => {
      await page.mouse.move(640, 600);
      await expect(moreMenu(page)).toBeHidden();
      await more(page).click();
      await expect(moreMenu(page)).toBeVisible();
      await expect(more(page)).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.click(640, 600);
      await expect(moreMenu(page)).toBeHidden();
      await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('works from the keyboard: arrows, Escape returns focus to the button', async () => {
      await more(page).focus();
      await page.keyboard.press('ArrowDown');
      await expect(moreMenu(page)).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Community');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Nillion website');
      await page.keyboard.press('Escape');
      await expect(moreMenu(page)).toBeHidden();
      // Radix gives the focus back after the close animation frame: poll for it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('More');
      // Enter opens on the first entry; arrows wrap around (menu button pattern, WAI-ARIA APG).
      await page.keyboard.press('Enter');
      await expect(moreMenu(page)).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Community');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).not.toBe('Community');
      await expect(page.locator('.dropdown-menu [role="menuitem"]').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
      // Radix gives the focus back after the close animation frame: poll for it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('More');
    });
    await test.step('renders doc, link, html, dropdown, docsVersionDropdown and localeDropdown items', async () => {
      const navbar = page.locator('.navbar');
      await expect(navbar.getByRole('link', { name: 'Learn', exact: true })).toHaveAttribute('href', `${fixture.basePath}/what-is-nillion`);
      await expect(navbar.locator('.e2e-html-item', { hasText: 'Beta' })).toBeVisible();
      await expect(navbar.getByRole('button', { name: 'Next' })).toBeVisible();
      await expect(navbar.getByRole('button', { name: 'English' })).toBeVisible();
      // The version dropdown links to the version's main doc; the locale dropdown to this page.
      await navbar.getByRole('button', { name: 'Next' }).click();
      // Entries are menu items (Radix Dropdown Menu) that are links.
      await expect(navbar.getByRole('menuitem', { name: 'Next', exact: true })).toHaveAttribute('href', `${fixture.basePath}/what-is-nillion`);
      await navbar.getByRole('button', { name: 'English' }).click();
      await expect(navbar.getByRole('menuitem', { name: 'English', exact: true })).toHaveAttribute('href', `${fixture.basePath}/what-is-nillion`);
    });
  });

  test('closes on a touch outside', async ({ browser, fixture }) => {
    const context = await newContext(browser, { hasTouch: true });
    const page = await context.newPage();
    await openReady(page, `${fixture.baseUrl}/what-is-nillion`);
    await more(page).tap();
    await expect(more(page)).toHaveAttribute('aria-expanded', 'true');
    await page.touchscreen.tap(640, 600);
    await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });

  test.describe('at 390 px', { tag: '@mobile' }, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("in the mobile drawer the version and locale dropdowns read 'Versions' and 'Languages'", async ({ page, fixture }) => {
      await openReady(page, `${fixture.baseUrl}/what-is-nillion`);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation' });
      await expect(menu.getByRole('button', { name: 'Versions' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Languages' })).toBeVisible();
      await menu.getByRole('button', { name: 'More' }).click();
      await expect(menu.getByRole('menuitem', { name: 'Community', exact: true })).toBeVisible();
    });
  });
});

test('hide on scroll: hides on scroll down, shows on scroll up and at the top; stays hidden when jumping to a hash anchor, shows again on navigation', async ({
  page,
  fixture,
}) => {
  const navbarTop = () => page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().top);
  /** Out of view (its 200 ms transition included: expect.poll asks again until it holds). */
  const hidden = async () => (await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom)) <= 0;
  await openReady(page, `${fixture.baseUrl}/nada-lang-types`);
  await page.mouse.move(640, 450);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => hidden()).toBe(true);
  await page.mouse.wheel(0, -300);
  await expect.poll(() => hidden()).toBe(false);
  await expect.poll(() => navbarTop()).toBe(0);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => hidden()).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => hidden()).toBe(false);
  const anchor = page.locator('.toc a').nth(3);
  await anchor.click();
  await expect.poll(() => hidden()).toBe(true);
  await page.locator('.pagination a').first().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/nada-lang-types'));
  await expect.poll(() => hidden()).toBe(false);
});
