// The quality gates on one page of each kind (page-kinds.ts), at each project's width (desktop
// 1280 px, mobile 390 px: playwright.config.ts), on one load per page: keyboard only (Tab reaches
// every interactive element in document order with a visible, unobscured focus indicator, Shift+Tab
// walks back the same way: no traps), then axe-core at WCAG 2.2 AA in light and dark mode. And the
// skip link moves focus to the main content.
import { expect, newContext, test } from './fixtures';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { PAGE_KINDS } from './page-kinds';
import { nextFrames, openReady } from './settled';

/** axe rule tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One line per failing element: rule, impact, selector and axe's own explanation. */
function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `- ${v.id} [${v.impact}] ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s*\n\s*/g, ' ')} (${v.helpUrl})`))
    .join('\n');
}

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

// A keyboard walk is hundreds of key presses and reads; a trace with a DOM snapshot and a
// screencast frame for each tripled its run time. The retry's trace keeps the actions, console and
// network, the message lists every problem with its stop, and the failure screenshot is still
// taken. (A trace option forces its own worker, so it is set for the whole file.)
test.use({ trace: { mode: 'on-first-retry', snapshots: false, screenshots: false } });

test.describe('keyboard only, then axe WCAG 2.2 AA in light and dark mode', { tag: '@all-viewports' }, () => {
  for (const { kind, route, status } of PAGE_KINDS) {
    test(`${kind} page ${route}: Tab reaches every stop in order, Shift+Tab back, visible focus; no axe violations`, async ({ browser, plain }, testInfo) => {
      // A walk and two axe runs (one per colour mode) over the page, the largest pages of the site
      // among them: the two tests' timeouts these checks had apart (60 s and 120 s).
      test.setTimeout(180_000);
      const width = testInfo.project.use.viewport!.width;
      // The colour mode follows the system (the default choice): the test switches the emulated
      // `prefers-color-scheme` and next-themes repaints the page. bypassCSP: axe is injected as an
      // inline script, which the pages' CSP (rightly) refuses.
      const context = await newContext(browser, { colorScheme: THEMES[0], bypassCSP: true });
      try {
        const page = await context.newPage();
        // Marks live on elements: hydration replaces what it renders anew (the search page's
        // Suspense shell becomes the live search box), so the stops are marked once it is done.
        const response = await openReady(page, plain.baseUrl + route);
        expect(response?.status(), `status of ${route}`).toBe(status);

        await test.step('keyboard only', async () => {
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
        });

        await page.addScriptTag({ content: axeSource });
        for (const theme of THEMES)
          await test.step(`axe, ${theme} mode`, async () => {
            await page.emulateMedia({ colorScheme: theme });
            await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
            await nextFrames(page);
            // WCAG 1.4.10 Reflow (not an axe rule): no sideways scrolling of the page; wide code and
            // tables scroll inside their own boxes.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
            const results = await page.evaluate(
              (tags) =>
                (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
                  runOnly: { type: 'tag', values: tags },
                }),
              WCAG_22_AA,
            );
            // A page where axe ran no rule would pass vacuously.
            expect(results.passes.length).toBeGreaterThan(10);
            // One line per failing element (rule, impact, selector, axe's explanation), not axe's raw objects.
            expect(describeViolations(results.violations), `${route} (${theme}, ${width}px)`).toBe('');
          });
      } finally {
        await context.close();
      }
    });
  }
});

test('the skip link is the first stop and moves focus to the main content', async ({ page, plain }) => {
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
});
