import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndServer, newContext, serveExport } from './browser';

// Mobile drawer on the normal export: open/close, Back, resize, focus.
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const t = useBrowserAndServer();

async function open(path: string, viewport = MOBILE): Promise<Page> {
  const context = await newContext(t.browser, { viewport });
  const page = await context.newPage();
  await page.goto(`${t.server.baseUrl}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const hamburger = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });
const sidebarLink = (page: Page, name: string) => page.locator('#doc-sidebar').getByRole('link', { name, exact: true });

describe('mobile drawer at 390 px', () => {
  test('opens with the page sidebar as secondary menu; Back to main menu shows the primary menu', async () => {
    const page = await open('/learn/architecture');
    await expect(page.locator('#doc-sidebar').isVisible()).resolves.toBe(false);
    await hamburger(page).click();
    await expect(drawer(page).isVisible()).resolves.toBe(true);
    await expect(hamburger(page).getAttribute('aria-expanded')).resolves.toBe('true');
    // Secondary menu: the sidebar, inside the drawer area.
    await expect(sidebarLink(page, 'Use cases').isVisible()).resolves.toBe(true);
    const box = await page.locator('#doc-sidebar').boundingBox();
    expect(box!.x).toBe(0);
    expect(box!.width).toBeLessThanOrEqual(MOBILE.width * 0.84);
    // Focus moved into the drawer.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Close navigation bar');

    await page.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(page.locator('#doc-sidebar').isVisible()).resolves.toBe(false);
    const menu = page.locator('#navbar-menu');
    for (const name of ['Learn', 'Build', 'API', 'Community']) {
      await expect(menu.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(menu.getByRole('link', { name: 'Nillion on GitHub' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  test('traps focus while open and restores it to the hamburger on Escape', async () => {
    const page = await open('/learn/architecture');
    await hamburger(page).click();
    const inside = () =>
      page.evaluate(() => {
        const a = document.activeElement;
        return Boolean(a && (document.querySelector('[role=dialog]')?.contains(a) || document.getElementById('doc-sidebar')?.contains(a)));
      });
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
    await expect(drawer(page).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Toggle navigation bar');
    await page.context().close();
  });

  test('Back closes the drawer and stays on the page', async () => {
    const page = await open('/what-is-nillion');
    await page.getByRole('link', { name: 'Use cases', exact: true }).first().evaluate((a: HTMLElement) => a.click());
    await page.waitForURL('**/learn/use-cases');
    await hamburger(page).click();
    await expect(drawer(page).isVisible()).resolves.toBe(true);
    const title = await page.locator('h1').textContent();
    await page.goBack();
    await expect(drawer(page).count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/learn/use-cases');
    await expect(page.locator('h1').textContent()).resolves.toBe(title);
    // The next Back leaves the page as usual.
    await page.goBack();
    await page.waitForURL('**/what-is-nillion');
    await page.context().close();
  });

  test('a link in the drawer navigates and closes it; one Back returns to the page it was opened on', async () => {
    const page = await open('/learn/architecture');
    const title = await page.locator('h1').textContent();
    const entries = await page.evaluate(() => history.length);
    await hamburger(page).click();
    await sidebarLink(page, 'Protocols').click();
    await page.waitForURL('**/learn/protocols');
    // One new entry only: the entry the drawer pushed was replaced, not left behind.
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries + 1);
    await expect(drawer(page).count()).resolves.toBe(0);
    await expect(page.locator('#doc-sidebar').isVisible()).resolves.toBe(false);
    await page.goBack();
    await page.waitForURL('**/learn/architecture');
    await expect(page.locator('h1').textContent()).resolves.toBe(title);
    await page.context().close();
  });

  test('closes when the window becomes desktop width', async () => {
    const page = await open('/learn/architecture');
    await hamburger(page).click();
    await expect(drawer(page).isVisible()).resolves.toBe(true);
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => drawer(page).count()).toBe(0);
    await expect(hamburger(page).isVisible()).resolves.toBe(false);
    // Desktop layout: the sidebar is a column again and the page scrolls.
    const box = await page.locator('#doc-sidebar').boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    await expect(page.evaluate(() => document.documentElement.hasAttribute('data-drawer'))).resolves.toBe(false);
    await page.context().close();
  });

  test('a page without a sidebar opens straight on the primary menu', async () => {
    const page = await open('/');
    await hamburger(page).click();
    await expect(page.getByRole('button', { name: '← Back to main menu' }).count()).resolves.toBe(0);
    await expect(page.locator('#navbar-menu').getByRole('link', { name: 'Build', exact: true }).isVisible()).resolves.toBe(true);
    await page.locator('.navbar-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(drawer(page).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('desktop at 1280 px', () => {
  test('no hamburger, no drawer; navbar items and sidebar are in the page', async () => {
    const page = await open('/learn/architecture', DESKTOP);
    await expect(hamburger(page).isVisible()).resolves.toBe(false);
    await expect(drawer(page).count()).resolves.toBe(0);
    await expect(page.locator('.navbar').getByRole('link', { name: 'Learn', exact: true }).isVisible()).resolves.toBe(true);
    await expect(sidebarLink(page, 'Use cases').isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
