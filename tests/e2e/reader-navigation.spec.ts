// Where the reader is: every page placed in a sidebar, the sidebar following the current page,
// the navbar's current item, the table of contents below 1200 px, and nothing covering the text.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures';
import { nextFrames, openReady } from './settled';

/** Top, bottom of the current sidebar item and of the box that scrolls the sidebar, in viewport px. */
async function currentItemPlacement(page: Page) {
  return page.evaluate(() => {
    // The drawer's copy of the sidebar while the drawer is open, else the page's sidebar column.
    const root = document.querySelector('[role="dialog"]') ?? document.getElementById('doc-sidebar');
    const item = root?.querySelector('.sidebar [aria-current="page"]');
    if (!item) throw new Error('no current item in the sidebar');
    let box = item.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) box = box.parentElement;
    if (!box) throw new Error('the sidebar has no scrolling box');
    const i = item.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    return { item: { top: i.top, bottom: i.bottom }, box: { top: b.top, bottom: b.bottom }, scrollTop: box.scrollTop, pageScroll: window.scrollY };
  });
}

function expectInside(p: Awaited<ReturnType<typeof currentItemPlacement>>) {
  expect(p.item.top, 'current item below the top of the sidebar').toBeGreaterThanOrEqual(p.box.top);
  expect(p.item.bottom, 'current item above the bottom of the sidebar').toBeLessThanOrEqual(p.box.bottom);
}

test.describe('sidebar follows the reader', () => {
  test('a deep page opens with its item in view, without moving the page; a click keeps the place', async ({ page, plain }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openReady(page, `${plain.baseUrl}/nada-by-example/voting`);
    const first = await currentItemPlacement(page);
    expectInside(first);
    // The item was out of sight at offset 0: the sidebar scrolled, the page did not.
    expect(first.scrollTop).toBeGreaterThan(0);
    expect(first.pageScroll).toBe(0);
    // Centred: its middle is near the middle of the sidebar box.
    expect(Math.abs((first.item.top + first.item.bottom) / 2 - (first.box.top + first.box.bottom) / 2)).toBeLessThan(40);

    // Client-side navigation to the neighbour item: the sidebar stays where it was.
    await page.locator('#doc-sidebar').getByRole('link', { name: 'Standard Deviation', exact: true }).click();
    await expect(page.locator('h1')).toHaveText(/standard deviation/i);
    await expect(page.locator('#doc-sidebar [aria-current="page"]')).toHaveText(/Standard Deviation/);
    const after = await currentItemPlacement(page);
    expectInside(after);
    expect(after.scrollTop).toBe(first.scrollTop);
    expect(after.pageScroll).toBe(0);
  });

  test("the current item is in view before the page's scripts run", async ({ page, plain }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    // No script bundle loads (the stylesheet does): only the inline scripts of the HTML run, no hydration.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto(`${plain.baseUrl}/nada-by-example/voting`, { waitUntil: 'load' });
    const placement = await currentItemPlacement(page);
    expectInside(placement);
    expect(placement.scrollTop).toBeGreaterThan(0);
    expect(placement.pageScroll).toBe(0);
  });

  test('a link in the article to a page whose item is out of sight brings that item into view', async ({ page, plain }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openReady(page, `${plain.baseUrl}/nada-by-example`);
    const start = await currentItemPlacement(page);
    expectInside(start);
    await page.locator('.markdown a[href$="/nada-by-example/r-p-s"]').first().click();
    await expect(page).toHaveURL(/nada-by-example\/r-p-s$/);
    await expect(page.locator('#doc-sidebar [aria-current="page"]')).toHaveAttribute('href', /r-p-s$/);
    const after = await currentItemPlacement(page);
    expectInside(after);
    expect(after.scrollTop).toBeGreaterThan(start.scrollTop);
  });

  test('categories the reader opens stay open across client-side navigation', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/nada-lang-types`);
    const hooks = page.locator('#doc-sidebar').getByRole('button', { name: "Expand sidebar category 'Hooks'" });
    await hooks.scrollIntoViewIfNeeded();
    await hooks.click();
    await expect(page.locator('#doc-sidebar a[href$="/js-client-hooks-values"]')).toBeVisible();
    await page.locator('#doc-sidebar a[href$="/nada-lang-operators"]').click();
    await expect(page).toHaveURL(/nada-lang-operators$/);
    await expect(page.locator('#doc-sidebar a[href$="/js-client-hooks-values"]')).toBeVisible();
    await expect(page.locator('#doc-sidebar').getByRole('button', { name: "Collapse sidebar category 'Hooks'" })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('sidebar in the mobile drawer', { tag: '@mobile' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the current item in view, and keeps its place after a click', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/nada-by-example/voting`);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawerSidebar = page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', { name: /sidebar/ });
    await expect(drawerSidebar.locator('[aria-current="page"]')).toBeVisible();
    const first = await currentItemPlacement(page);
    expectInside(first);
    expect(first.scrollTop).toBeGreaterThan(0);
    await drawerSidebar.getByRole('link', { name: 'Cardio Risk', exact: true }).click();
    await expect(page.locator('h1')).toHaveText(/cardio/i);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(drawerSidebar.locator('[aria-current="page"]')).toHaveText(/Cardio Risk/);
    const after = await currentItemPlacement(page);
    expectInside(after);
    expect(after.scrollTop).toBe(first.scrollTop);
  });
});

test.describe('every page has a place', () => {
  test('each page of the sitemap has its sidebar, current item, breadcrumbs and previous/next, or stands alone', async ({ page, plain }) => {
    const sitemap = await (await page.request.get(`${plain.baseUrl}/sitemap.xml`)).text();
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((r) => r !== '/' && r !== '/search');
    expect(routes.length).toBeGreaterThan(150);
    await openReady(page, `${plain.baseUrl}/what-is-nillion`);
    const unplaced: string[] = [];
    for (const route of routes) {
      const html = await (await page.request.get(`${plain.baseUrl}${route}`)).text();
      // Parsed by the browser's own HTML parser, not by patterns over the text.
      const missing = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        if (doc.querySelector('.doc-layout[data-standalone="true"]')) return [];
        const lacks: string[] = [];
        if (!doc.querySelector('#doc-sidebar nav.sidebar')) lacks.push('sidebar');
        if (!doc.querySelector('#doc-sidebar [aria-current="page"]')) lacks.push('current item');
        if (!doc.querySelector('nav.breadcrumbs [aria-current="page"]')) lacks.push('breadcrumbs');
        if (!doc.querySelector('nav.pagination a[rel="prev"], nav.pagination a[rel="next"]')) lacks.push('previous/next');
        if (!doc.querySelector('.doc-layout[data-navbar-owner]')) lacks.push('navbar owner');
        return lacks;
      }, html);
      if (missing.length) unplaced.push(`${route}: no ${missing.join(', ')}`);
    }
    expect(unplaced).toEqual([]);
  });
});

test.describe('navbar shows where you are', () => {
  // The navbar's items; in the drawer test, the drawer's primary menu.
  const navbarLink = (page: Page, name: string) =>
    page.locator('#navbar-menu, [role="dialog"] .navbar-drawer-menu').filter({ visible: true }).getByRole('link', { name, exact: true });

  test('the item whose sidebar holds the page is current, and follows client-side navigation', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/learn/architecture`);
    await expect(navbarLink(page, 'Learn')).toHaveAttribute('aria-current', 'true');
    for (const other of ['Build', 'API', 'Community']) await expect(navbarLink(page, other)).not.toHaveAttribute('aria-current');
    // Visible, not only announced: the current item is styled apart from the others.
    const style = (name: string) => navbarLink(page, name).evaluate((a) => `${getComputedStyle(a).color} ${getComputedStyle(a).boxShadow}`);
    expect(await style('Learn')).not.toBe(await style('Build'));

    // A nilVM page has no navbar item of its own: Build leads to its sidebar.
    await openReady(page, `${plain.baseUrl}/nada-lang-types`);
    await expect(navbarLink(page, 'Build')).toHaveAttribute('aria-current', 'true');
    await openReady(page, `${plain.baseUrl}/api/nildb/overview`);
    await expect(navbarLink(page, 'API')).toHaveAttribute('aria-current', 'true');

    await navbarLink(page, 'Community').click();
    await expect(page).toHaveURL(/community-and-support$/);
    await expect(navbarLink(page, 'Community')).toHaveAttribute('aria-current', 'page');
    await expect(navbarLink(page, 'API')).not.toHaveAttribute('aria-current');
  });

  test('the drawer marks the same item', { tag: '@mobile' }, async ({ page, plain }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReady(page, `${plain.baseUrl}/nada-by-example/addition`);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(navbarLink(page, 'Build')).toBeVisible();
    await expect(navbarLink(page, 'Build')).toHaveAttribute('aria-current', 'true');
    await expect(navbarLink(page, 'Learn')).not.toHaveAttribute('aria-current');
  });
});

test.describe('table of contents at every width', () => {
  test('at 1024 px an open "On this page" tops the article and highlights the section in view; at 1280 px the column is the only TOC, and it follows a client-side navigation', async ({
    page,
    plain,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openReady(page, `${plain.baseUrl}/learn/architecture`);
    await expect(page.locator('.doc-toc')).toBeHidden();
    const toggle = page.locator('.doc-article').getByRole('button', { name: /On this page/ });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator('.toc-inline a');
    await expect(links.first()).toBeVisible();
    // The control sits above the body of the article.
    const [control, body] = await Promise.all([toggle.boundingBox(), page.locator('#doc-body').boundingBox()]);
    expect(control!.y).toBeLessThan(body!.y);

    // Reading on: the section scrolled to is the highlighted one.
    const target = await links.nth(2).getAttribute('href');
    await page.locator(target!).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80));
    await expect(page.locator(`.toc-inline a[href="${target}"]`)).toHaveAttribute('aria-current', 'location');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
    await toggle.click();
    await expect(links.first()).toBeVisible();

    // Resized on the same load: the layout is CSS media queries.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.doc-toc .toc a').first()).toBeVisible();
    await expect(page.locator('.toc-inline')).toBeHidden();

    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const before = page.url();
    await page.locator('.pagination a[rel="next"]').click();
    await page.waitForURL((url) => url.href !== before);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const column = page.locator('.doc-toc .toc a');
    await expect(column.nth(2)).toBeVisible();
    const next = await column.nth(2).getAttribute('href');
    await page.locator(next!).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80));
    await expect(page.locator(`.doc-toc .toc a[href="${next}"]`)).toHaveAttribute('aria-current', 'location');
  });

  test('on a phone it starts closed and opens on demand', { tag: '@mobile' }, async ({ page, plain }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReady(page, `${plain.baseUrl}/learn/architecture`);
    const toggle = page.locator('.doc-article').getByRole('button', { name: /On this page/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.toc-inline a').first()).toBeHidden();
    await toggle.click();
    await expect(page.locator('.toc-inline a').first()).toBeVisible();
  });
});

test.describe('nothing covers the text', () => {
  const WIDTHS = [360, 390, 768, 1024, 1280, 1440];
  // A long page with code blocks, a table and admonitions.
  const ROUTE = '/network-configuration';

  test(`at ${WIDTHS.join(', ')} px the Feedback button and the copy buttons cover no text or code`, async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}${ROUTE}`);
    // One load, resized: the layout is CSS media queries and the chrome's matchMedia listeners.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrames(page);
      const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const y of [0, maxScroll / 3, (2 * maxScroll) / 3, maxScroll]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const overlaps = await page.evaluate(() => {
          const button = document.querySelector('.feedback-button');
          if (!button) throw new Error('no Feedback button');
          const b = button.getBoundingClientRect();
          const hit = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
          const text = document.querySelectorAll('.doc-article :is(p, li, pre, td, th, h1, h2, h3, h4, .admonition, .code-block, blockquote, summary)');
          return [...text].filter((el) => hit(el.getBoundingClientRect())).map((el) => `${el.tagName.toLowerCase()}: ${el.textContent!.slice(0, 40)}`);
        });
        expect(overlaps, `${width} px: Feedback button over text at scroll ${Math.round(y)}`).toEqual([]);
      }
      const copyOverCode = await page.evaluate(() =>
        [...document.querySelectorAll('.code-block')].flatMap((block) => {
          const button = block.querySelector('.copy-button')!.getBoundingClientRect();
          const code = block.querySelector('pre')!.getBoundingClientRect();
          return button.bottom > code.top && button.top < code.bottom ? [block.textContent!.slice(0, 40)] : [];
        }),
      );
      expect(copyOverCode, `${width} px`).toEqual([]);
      // Long lines scroll inside their block; the page itself never scrolls sideways.
      const pres = await page.evaluate(() => [...document.querySelectorAll('.doc-article pre')].map((pre) => getComputedStyle(pre).overflowX));
      expect(pres.length).toBeGreaterThan(0);
      expect(new Set(pres)).toEqual(new Set(['auto']));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test.describe('admonitions', () => {
  // One page per admonition type.
  const PAGES = { note: '/nada-by-example/voting', tip: '/installation', info: '/limitations', warning: '/node-key2peerid', danger: '/network-configuration' };

  test('each type has its icon and tint, titles keep their case, contrast is AA in dark and light mode', async ({ browser, plain }) => {
    // Five pages, each in both modes: the work of ten page checks, so the time of two tests.
    test.setTimeout(120_000);
    // The colour mode follows the system (the default choice): each page is checked in both modes.
    const context = await newContext(browser, { colorScheme: 'dark', bypassCSP: true });
    try {
      const page = await context.newPage();
      const tints = { dark: new Set<string>(), light: new Set<string>() };
      for (const [type, route] of Object.entries(PAGES)) {
        await openReady(page, plain.baseUrl + route);
        await page.addScriptTag({ content: axeSource });
        const box = page.locator(`.admonition-${type}`).first();
        await expect(box.locator('.admonition-title svg')).toHaveCount(1);
        expect(await box.locator('.admonition-title').evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
        for (const theme of ['dark', 'light'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
          await nextFrames(page);
          tints[theme].add(await box.evaluate((el) => getComputedStyle(el).backgroundColor));
          const results = await page.evaluate(() =>
            (window as unknown as { axe: { run: (c: object, o: object) => Promise<AxeResults> } }).axe.run(
              { include: [['.admonition']] },
              { runOnly: { type: 'rule', values: ['color-contrast'] } },
            ),
          );
          expect(results.passes.length + results.incomplete.length, `${route} (${theme}): axe checked the admonitions`).toBeGreaterThan(0);
          expect(results.violations.flatMap((v) => v.nodes.map((n) => `${route} (${theme}) ${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);
        }
      }
      expect(tints.dark.size, 'five types, five tints (dark)').toBe(5);
      expect(tints.light.size, 'five types, five tints (light)').toBe(5);
    } finally {
      await context.close();
    }
  });
});

test.describe('print', () => {
  test('prints the article only: no chrome, wrapped code, external URLs after their links', async ({ page, plain }) => {
    // A page with code blocks and external links.
    await openReady(page, `${plain.baseUrl}/installation`);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.navbar', '#doc-sidebar', '.doc-toc', '.toc-inline', '.feedback-button', '.copy-button', '.pagination', '.footer']) {
      const shown = await page.locator(selector).evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
      expect(shown, selector).toBe(0);
    }
    expect(
      await page
        .locator('.doc-article pre')
        .first()
        .evaluate((pre) => getComputedStyle(pre).whiteSpace),
    ).toBe('pre-wrap');
    const external = page.locator('.markdown a[href^="http"]').first();
    const href = await external.getAttribute('href');
    expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
  });
});
