// `prefers-reduced-motion: reduce` is honoured — every transition and
// animation on the page (pseudo-elements included) runs in at most ~1 ms.
import { expect, newContext, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openReady } from './settled';

/** A page with sidebar categories (carets rotate), tabs, code blocks and a TOC. */
const ROUTE = '/nada-lang-operators';

/** Every element or pseudo-element whose transition or animation lasts longer than `limitMs`. */
function slowMotion(page: Page, limitMs: number) {
  return page.evaluate((limit) => {
    const toMs = (list: string) => list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) : parseFloat(v) * 1000));
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        const transitions = toMs(s.transitionDuration).map((d, i) => d + (toMs(s.transitionDelay)[i] ?? 0));
        const animated = s.animationName !== 'none';
        const longest = Math.max(...transitions, ...(animated ? toMs(s.animationDuration) : [0]));
        if (longest > limit) found.push(`${el.tagName.toLowerCase()}.${el.className}${pseudo ?? ''}: ${longest} ms`);
      }
    }
    return { found, smoothScroll: getComputedStyle(document.documentElement).scrollBehavior === 'smooth' };
  }, limitMs);
}

test('with prefers-reduced-motion: reduce nothing moves for longer than ~1 ms and scrolling is instant; without a preference the page has transitions (so the check measures something)', async ({
  browser,
  plain,
}) => {
  const context = await newContext(browser, { reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    // While the theme is applied at hydration, next-themes (disableTransitionOnChange) holds every
    // transition at none for a moment; measure after it.
    await openReady(page, plain.baseUrl + ROUTE);
    expect((await slowMotion(page, 1)).found.length).toBeGreaterThan(0);
    // The stylesheets' media queries follow the emulated preference on the same load.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Toggle a collapsible sidebar category so its other state is measured too.
    await page.locator('.sidebar-caret').first().click();
    const { found, smoothScroll } = await slowMotion(page, 1);
    expect(found).toEqual([]);
    expect(smoothScroll).toBe(false);
  } finally {
    await context.close();
  }
});
