import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openReady } from './settled';

// Mobile drawer on the normal export: open/close, Back, resize, focus.
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const hamburger = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });
/** The drawer's copy of the page's sidebar (the page's own sidebar column is hidden at this width). */
const drawerSidebar = (page: Page) => drawer(page).getByRole('navigation', { name: /sidebar/ });
const sidebarLink = (page: Page, name: string) => drawerSidebar(page).getByRole('link', { name, exact: true });
const drawerMenu = (page: Page) => drawer(page).locator('.navbar-drawer-menu');

test.describe('mobile drawer at 390 px', { tag: '@mobile' }, () => {
  // A phone's full height (the mobile project's 900 px is the axe and keyboard walks' height).
  test.use({ viewport: MOBILE });

  test('opens with the page sidebar as secondary menu, traps focus and gives it back to the hamburger on Escape; Back to main menu shows the primary menu; closes at desktop width', async ({
    page,
    plain,
  }) => {
    await test.step('opens with the page sidebar as secondary menu', async () => {
      await openReady(page, `${plain.baseUrl}/learn/architecture`);
      await expect(page.locator('#doc-sidebar')).toBeHidden();
      await hamburger(page).click();
      await expect(drawer(page)).toBeVisible();
      // The modal hides the rest of the page, the button too, from the accessibility tree.
      await expect(page.locator('.navbar-toggle')).toHaveAttribute('aria-expanded', 'true');
      expect(await page.locator('#main-content').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
      // Secondary menu: the sidebar, inside the drawer area.
      await expect(sidebarLink(page, 'Use cases')).toBeVisible();
      const box = await drawerSidebar(page).boundingBox();
      expect(box!.x).toBe(0);
      expect(box!.width).toBeLessThanOrEqual(MOBILE.width * 0.84);
      // Focus moved into the drawer.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close navigation bar');
    });
    await test.step('traps focus while open and restores it to the hamburger on Escape', async () => {
      const inside = () =>
        page.evaluate(() => {
          const a = document.activeElement;
          return Boolean(a && document.querySelector('[role=dialog]')?.contains(a));
        });
      // The drawer's code loads when the hamburger is pressed: Tab once the dialog holds the focus.
      await expect.poll(inside).toBe(true);
      const seen = new Set<string>();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        expect(await inside()).toBe(true);
        seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
      }
      // It cycled through the drawer (close, back) and the sidebar, and wrapped around.
      expect(seen.has('← Back to main menu')).toBe(true);
      expect(seen.has('Use cases')).toBe(true);
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await inside()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle navigation bar');
    });
    await test.step('Back to main menu shows the primary menu', async () => {
      await hamburger(page).click();
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      await expect(drawerSidebar(page)).toHaveCount(0);
      const menu = drawerMenu(page);
      for (const name of ['Learn', 'Build', 'API', 'Community']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: 'Nillion on GitHub' })).toBeVisible();
    });
    await test.step('closes when the window becomes desktop width', async () => {
      await page.setViewportSize(DESKTOP);
      await expect(drawer(page)).toHaveCount(0);
      await expect(hamburger(page)).toBeHidden();
      // Desktop layout: the sidebar is a column again and the page scrolls.
      const box = await page.locator('#doc-sidebar').boundingBox();
      expect(box!.width).toBeGreaterThan(200);
      await expect(page.evaluate(() => document.documentElement.hasAttribute('data-drawer'))).resolves.toBe(false);
    });
  });

  test('Back closes the drawer and stays on the page', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/what-is-nillion`);
    await page
      .getByRole('link', { name: 'Use cases', exact: true })
      .first()
      .evaluate((a: HTMLElement) => a.click());
    await page.waitForURL('**/learn/use-cases');
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    const title = (await page.locator('h1').textContent())!;
    await page.goBack();
    await expect(drawer(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/learn/use-cases');
    await expect(page.locator('h1')).toHaveText(title);
    // The next Back leaves the page as usual.
    await page.goBack();
    await page.waitForURL('**/what-is-nillion');
  });

  test('a link in the drawer navigates and closes it; one Back returns to the page it was opened on', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/learn/architecture`);
    const title = (await page.locator('h1').textContent())!;
    const entries = await page.evaluate(() => history.length);
    await hamburger(page).click();
    await sidebarLink(page, 'Protocols').click();
    await page.waitForURL('**/learn/protocols');
    // One new entry only: the entry the drawer pushed was replaced, not left behind.
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries + 1);
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.locator('#doc-sidebar')).toBeHidden();
    await page.goBack();
    await page.waitForURL('**/learn/architecture');
    await expect(page.locator('h1')).toHaveText(title);
  });

  test('a page without a sidebar opens straight on the primary menu', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/`);
    await hamburger(page).click();
    await expect(page.getByRole('button', { name: '← Back to main menu' })).toHaveCount(0);
    await expect(drawerMenu(page).getByRole('link', { name: 'Build', exact: true })).toBeVisible();
    await page.locator('.navbar-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(drawer(page)).toHaveCount(0);
  });
});

test.describe('desktop at 1280 px', () => {
  test('no hamburger, no drawer; navbar items and sidebar are in the page', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/learn/architecture`);
    await expect(hamburger(page)).toBeHidden();
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.locator('.navbar').getByRole('link', { name: 'Learn', exact: true })).toBeVisible();
    await expect(page.locator('#doc-sidebar').getByRole('link', { name: 'Use cases', exact: true })).toBeVisible();
  });
});
