// axe-core at WCAG 2.2 AA over one page of each kind, dark and light, 390 and
// 1280 px wide, in Debian Chromium against the served export.
import { expect, newContext, test } from './fixtures';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import { PAGE_KINDS } from './page-kinds';
import { nextFrames, openReady } from './settled';

/** axe rule tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['dark', 'light'] as const;

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One line per failing element: rule, impact, selector and axe's own explanation. */
function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `- ${v.id} [${v.impact}] ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s*\n\s*/g, ' ')} (${v.helpUrl})`))
    .join('\n');
}

// Each project runs these at its own width (desktop 1280 px, mobile 390 px: playwright.config.ts).
// The colour mode follows the system (the default choice), so one load is checked in both modes:
// the test switches the emulated `prefers-color-scheme` and next-themes repaints the page.
test.describe('axe WCAG 2.2 AA, dark and light mode', { tag: '@all-viewports' }, () => {
  for (const { kind, route, status } of PAGE_KINDS) {
    test(`${kind} page ${route} has no violations`, async ({ browser, plain }, testInfo) => {
      // Two axe runs (one per colour mode) over the page, the largest pages of the site among them.
      test.setTimeout(120_000);
      const width = testInfo.project.use.viewport!.width;
      // bypassCSP: axe is injected as an inline script, which the pages' CSP (rightly) refuses.
      const context = await newContext(browser, { colorScheme: THEMES[0], bypassCSP: true });
      try {
        const page = await context.newPage();
        const response = await openReady(page, plain.baseUrl + route);
        expect(response?.status(), `status of ${route}`).toBe(status);
        await page.addScriptTag({ content: axeSource });
        for (const theme of THEMES) {
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
        }
      } finally {
        await context.close();
      }
    });
  }
});
