import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { nextFrames, openReady } from './settled';

// What a reader sees and can tell apart, on the normal export: code that keeps its tokens whole,
// an API sidebar that reads like docs, categories that show they open, link cards, the 404 search,
// code blocks without empty bars, the dimmed page behind the drawer, the three colour modes.

/**
 * Every place inline code wraps on the page: for each `code` outside `pre`, the characters a new
 * line starts after (found from the line boxes of each character), and whether it sits in a table.
 */
function inlineCodeBreaks(page: Page) {
  return page.evaluate(() => {
    const out: { text: string; inTable: boolean; breaksAfter: string[] }[] = [];
    for (const code of document.querySelectorAll('.doc-article .markdown code')) {
      if (code.closest('pre')) continue;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const chars: { ch: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ ch: text[i]!, top: Math.round(rect.top) });
        }
      }
      const breaksAfter: string[] = [];
      for (let i = 1; i < chars.length; i++) if (chars[i]!.top > chars[i - 1]!.top + 2) breaksAfter.push(chars[i - 1]!.ch);
      out.push({ text: code.textContent ?? '', inTable: Boolean(code.closest('td, th')), breaksAfter });
    }
    return out;
  });
}

test('inline code on the operators page wraps only at spaces or punctuation, never inside a table cell, at 390 and 1280 px', async ({ page, plain }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openReady(page, `${plain.baseUrl}/nada-lang-operators`);
  // One load, resized: the layout is CSS media queries.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await nextFrames(page);
    const codes = await inlineCodeBreaks(page);
    expect(codes.filter((c) => c.inTable).length).toBeGreaterThan(20);
    const brokenInTables = codes.filter((c) => c.inTable && c.breaksAfter.length);
    expect(
      brokenInTables.map((c) => c.text),
      `${width} px`,
    ).toEqual([]);
    // In prose a line may end at a space or after punctuation a reader expects, never mid-word.
    const midToken = codes.filter((c) => c.breaksAfter.some((ch) => !/[\s.,;:()/_\-[\]]/.test(ch)));
    expect(
      midToken.map((c) => `${c.text} (after ${c.breaksAfter.join('')})`),
      `${width} px`,
    ).toEqual([]);
    // The table scrolls sideways inside its box; the page never does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});

test.describe('API sidebar', () => {
  test('one entry per spec that opens its overview, short operation labels, no unverified servers', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/api/nildb/get-health-status`);
    const sidebar = page.locator('#doc-sidebar .sidebar');
    const labels = await sidebar.locator('.sidebar-link').allInnerTexts();
    // "nilDB API" once: the category, which links to the overview.
    expect(labels.filter((l) => l.trim() === 'nilDB API')).toHaveLength(1);
    await expect(sidebar.getByRole('link', { name: 'nilDB API', exact: true })).toHaveAttribute('href', '/api/nildb/overview');
    // Each operation label fits on at most two lines beside its method badge.
    const operations = sidebar.locator('.sidebar-link:has(.method-badge)');
    expect(await operations.count()).toBeGreaterThan(10);
    const tall = await operations.evaluateAll((links) =>
      links.filter((a) => a.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(a).lineHeight) + 12).map((a) => a.textContent),
    );
    expect(tall).toEqual([]);
    await expect(sidebar.getByRole('link', { name: /Read data$/ })).toHaveAttribute('href', /retrieve-data-from-the-specified-schema-collection/);
    // The nilAI spec's servers are described without hedging.
    await openReady(page, `${plain.baseUrl}/api/nilai/nilai`);
    await expect(page.locator('.doc-article')).not.toContainText(/not verified|unverified/i);
  });
});

test.describe('cues', () => {
  test('a sidebar category without a page shows a caret that turns, and toggles from its whole row', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/what-is-nillion`);
    const label = page.locator('#doc-sidebar .sidebar-category-label', { hasText: 'Privacy Technology' });
    await expect(label).toHaveAttribute('aria-expanded', 'false');
    const caret = () => label.evaluate((el) => ({ content: getComputedStyle(el, '::after').content, transform: getComputedStyle(el, '::after').transform }));
    const closed = await caret();
    expect(closed.content).toBe('"▾"');
    expect(closed.transform).not.toBe('none');
    await label.click();
    await expect(label).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await caret()).transform).toBe('none');
    await expect(page.locator('#doc-sidebar').getByRole('link', { name: 'Glossary' })).toBeVisible();
    // The way into the nilVM docs says where it leads.
    await expect(page.locator('#doc-sidebar').getByRole('link', { name: 'nilVM and Nada', exact: true })).toHaveAttribute('href', '/start-building');
  });

  test('the home page has a second screen of most-used pages; every card shows it is a link; no footer', async ({ page, plain }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, `${plain.baseUrl}/`);
    const entryPoints = page.getByRole('region', { name: 'Most-used pages' }).getByRole('link');
    expect(await entryPoints.count()).toBeGreaterThanOrEqual(6);
    // The second screen: it starts within reach but runs below the first.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(800 * 1.3);
    const cards = page.locator('.home a.card');
    for (const card of await cards.all()) {
      expect(await card.locator('.card-title').evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"\u00a0→"');
    }
    const first = cards.first();
    const border = () => first.evaluate((el) => getComputedStyle(el).borderColor);
    const before = await border();
    await first.hover();
    await expect.poll(border).not.toBe(before);
    await expect(page.locator('footer.footer')).toHaveCount(0);
    // Every entry point opens a page of the site.
    for (const href of await entryPoints.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      const response = await page.request.get(`${plain.baseUrl}${href}`);
      expect(response.status(), href!).toBe(200);
    }
  });

  test('the 404 page offers a search prefilled with the words of the address, which finds pages', async ({ page, plain }) => {
    const response = await openReady(page, `${plain.baseUrl}/nildb/secretvault_typescript-client`);
    expect(response?.status()).toBe(404);
    const input = page.getByRole('searchbox', { name: 'Search the documentation' });
    await expect(input).toHaveValue('nildb secretvault typescript client');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${plain.baseUrl}/search?q=nildb+secretvault+typescript+client`);
    await expect(page.locator('.search-result-page a').first()).toBeVisible();
  });

  test('code blocks with nothing to label have no bar, on screen and in print; their copy button never covers code', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/network`);
    const bars = () =>
      page
        .locator('.code-block-bar')
        .evaluateAll((els) => els.map((el) => (el.querySelector('.code-block-title, .code-block-lang')?.textContent ?? '').trim()));
    const plainBlocks = page.locator('figure.code-block[data-language="text"]');
    expect(await plainBlocks.count()).toBeGreaterThan(0);
    await expect(plainBlocks.locator('.code-block-bar')).toHaveCount(0);
    expect((await bars()).filter((label) => !label)).toEqual([]);
    const overlap = await plainBlocks.evaluateAll(
      (blocks) =>
        blocks.filter((block) => {
          const b = block.querySelector('.copy-button')!.getBoundingClientRect();
          const c = block.querySelector('pre')!.getBoundingClientRect();
          return b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top;
        }).length,
    );
    expect(overlap).toBe(0);
    await page.emulateMedia({ media: 'print' });
    const printedBars = await page
      .locator('.code-block-bar')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none' && !(el.textContent ?? '').replace('Copy', '').trim()).length);
    expect(printedBars).toBe(0);
    // API example blocks too.
    await page.emulateMedia({ media: 'screen' });
    await openReady(page, `${plain.baseUrl}/api/nilai/get-models-v-1-models-get`);
    expect((await bars()).filter((label) => !label)).toEqual([]);
  });

  test('colour mode cycles light, dark and system, and system is stored and followed', async ({ browser, plain }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await openReady(page, `${plain.baseUrl}/what-is-nillion`);
    const toggle = page.getByRole('button', { name: /^Colour mode: / });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect(toggle).toHaveAccessibleName('Colour mode: system (light). Switch to dark mode');
    expect(await isDark()).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour mode: dark. Switch to light mode');
    await expect.poll(isDark).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour mode: light. Switch to system (light) mode');
    await expect.poll(isDark).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour mode: system (light). Switch to dark mode');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    // System it is: the page follows a change of the system preference.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(isDark).toBe(true);
    await expect(toggle).toHaveAccessibleName('Colour mode: system (dark). Switch to light mode');
    await context.close();
  });
});

test('the mobile drawer dims the page behind it, in light and dark mode', { tag: '@mobile' }, async ({ browser, plain }) => {
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openReady(page, `${plain.baseUrl}/learn/architecture`);
  const backdrop = () =>
    page.evaluate(() => {
      const backdrop = document.querySelector('.navbar-backdrop');
      if (!backdrop) return null;
      const style = getComputedStyle(backdrop);
      const alpha = Number(/rgba?\([^)]*,\s*([\d.]+)\)/.exec(style.backgroundColor)?.[1] ?? 1);
      const r = backdrop.getBoundingClientRect();
      // The page beside the drawer is under the backdrop: it is what a tap there reaches.
      const beside = document.elementFromPoint(document.body.getBoundingClientRect().right - 20, innerHeight / 2);
      return {
        alpha,
        // The page's width: the viewport less the scrollbar gutter the root keeps (none on phones).
        covers: r.left <= 0 && r.top <= 0 && r.right >= document.body.getBoundingClientRect().right && r.bottom >= innerHeight,
        onTop: beside === backdrop,
        filter: style.backdropFilter,
      };
    });
  expect(await backdrop()).toBeNull();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  // The colour mode follows the system (the default choice): the open drawer in both modes.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
    await nextFrames(page);
    const dim = await backdrop();
    expect(dim, scheme).toMatchObject({ covers: true, onTop: true });
    expect(dim!.alpha, scheme).toBeGreaterThanOrEqual(0.6);
    if (scheme === 'dark') expect(dim!.filter).toContain('blur');
  }
  await context.close();
});
