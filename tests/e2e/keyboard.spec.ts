// Keyboard only: Tab reaches every interactive element in document order with
// a visible, unobscured focus indicator, Shift+Tab walks back the same way (no traps), and the skip
// link moves focus to the main content.
import { expect, newContext, test } from './fixtures';
import type { Page } from '@playwright/test';
import { PAGE_KINDS } from './page-kinds';
import { openReady } from './settled';

/** What the test records about the focused element after one key press. */
interface FocusState {
  /** Position of the element among the page's tab stops (data-kb), or null for none/body. */
  stop: number | null;
  label: string;
  /** A focus indicator is drawn: an outline or a box shadow (WCAG 2.4.7). */
  indicator: boolean;
  /** At least one of five sample points of the element is not covered by something else (WCAG 2.4.11). */
  unobscured: boolean;
}

/**
 * Marks every element a keyboard user should reach (natively focusable or tabindex ≥ 0, rendered,
 * not inert) with `data-kb=<document order>` and returns their labels and any positive tabindex.
 */
function markTabStops(page: Page) {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'area[href]',
      'button:not([disabled])',
      'input:not([disabled]):not([type="hidden"])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      'summary',
      'iframe',
      '[contenteditable="true"]',
      '[tabindex]',
    ].join(',');
    const stops = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }),
    );
    stops.forEach((el, i) => {
      el.setAttribute('data-kb', String(i));
    });
    return {
      labels: stops.map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`),
      positiveTabindex: [...document.querySelectorAll('[tabindex]')]
        .filter((el) => Number(el.getAttribute('tabindex')) > 0)
        .map((el) => el.outerHTML.slice(0, 80)),
    };
  });
}

function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { stop: null, label: 'body', indicator: false, unobscured: false };
    const style = getComputedStyle(el);
    const indicator = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none';
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    const unobscured = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (hit === el || el.contains(hit));
    });
    const stop = el.getAttribute('data-kb');
    return { stop: stop === null ? null : Number(stop), label: `${el.tagName.toLowerCase()} ${el.className}`.trim(), indicator, unobscured };
  });
}

/**
 * Presses `key` until focus leaves the page (to the body), comes back round to the first stop it
 * visited, or `limit` presses; returns the stops visited in order.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', limit: number, problems: string[]): Promise<number[]> {
  const visited: number[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (state.stop === null) {
      if (state.label !== 'body') problems.push(`${key} focused an element that is not a tab stop: ${state.label}`);
      if (visited.length) break;
      continue;
    }
    if (state.stop === visited[0]) break;
    if (!state.indicator) problems.push(`no visible focus indicator on stop ${state.stop} (${state.label})`);
    if (!state.unobscured) problems.push(`focused stop ${state.stop} (${state.label}) is hidden behind other content`);
    visited.push(state.stop);
  }
  return visited;
}

// Each project walks these at its own width (desktop 1280 px, mobile 390 px: playwright.config.ts).
// A walk is hundreds of key presses and reads; a trace with a DOM snapshot and a screencast frame
// for each tripled its run time. On failure the trace keeps the actions, console and network, the
// message lists every problem with its stop, and the failure screenshot is still taken. (A trace
// option forces its own worker, so it is set for the whole file.)
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

test.describe('keyboard only', { tag: '@all-viewports' }, () => {
  for (const { kind, route } of PAGE_KINDS)
    test(`${kind} page ${route}: Tab reaches every stop in order, Shift+Tab back, visible focus`, async ({ browser, plain }) => {
      const context = await newContext(browser);
      try {
        const page = await context.newPage();
        // Marks live on elements: hydration replaces what it renders anew (the search page's
        // Suspense shell becomes the live search box), so the stops are marked once it is done.
        await openReady(page, plain.baseUrl + route);
        const { labels, positiveTabindex } = await markTabStops(page);
        expect(positiveTabindex, 'positive tabindex reorders focus').toEqual([]);
        expect(labels.length).toBeGreaterThan(2);
        const all = labels.map((_, i) => i);
        const problems: string[] = [];

        const forward = await walk(page, 'Tab', labels.length + 5, problems);
        expect(
          forward.map((i) => labels[i]),
          'Tab order (document order expected)',
        ).toEqual(all.map((i) => labels[i]));
        // Focus has left the last stop: Shift+Tab must come back to it and retrace the whole path.
        const backward = await walk(page, 'Shift+Tab', labels.length + 5, problems);
        expect(
          backward.map((i) => labels[i]),
          'Shift+Tab order',
        ).toEqual(all.reverse().map((i) => labels[i]));
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
});

test.describe('skip link', () => {
  test('is the first stop and moves focus to the main content', async ({ browser, plain }) => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await openReady(page, `${plain.baseUrl}/what-is-nillion`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
      const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
      expect(box).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => document.activeElement?.closest('#main-content') !== null);
      expect(next, 'the stop after the skip target is inside the main content').toBe(true);
    } finally {
      await context.close();
    }
  });
});
