/**
 * Events that prove an absence in the browser tests, instead of a sleep: after them, what would have
 * happened has happened.
 */
import type { Page } from '@playwright/test';

/**
 * Resolves once the page has rendered two more animation frames: what an input event already
 * dispatched (a key, a click, a wheel turn) changes — React's commit and its effects, a scroll —
 * has reached the page by then.
 */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once the page has hydrated (the search button's effect has run: `data-ready`), has
 * fired `load`, and the browser has run the idle callbacks queued until then, in order (HTML §
 * 8.1.7.3, `requestIdleCallback`). next/script queues each `lazyOnload` script in an idle callback,
 * from its effect or after `load`, so every lazy script the page would load is in the DOM by then.
 */
export async function lazyWorkDone(page: Page): Promise<void> {
  await page.locator('[data-feature="Search"][data-ready]').first().waitFor({ state: 'attached' });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve());
        if (document.readyState === 'complete') idle();
        else addEventListener('load', idle, { once: true });
      }),
  );
}

/**
 * Every http(s) URL the page has loaded or holds a loading element for (scripts, stylesheets,
 * preloads, images, frames), absolute: with {@link lazyWorkDone}, also what is still on its way.
 */
export function pageResources(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ...[...document.querySelectorAll<HTMLScriptElement | HTMLImageElement | HTMLIFrameElement>('script[src], img[src], iframe[src]')].map((e) => e.src),
      ...[
        ...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"], link[rel~="preload"], link[rel~="modulepreload"], link[rel~="prefetch"]'),
      ].map((e) => e.href),
    ].filter((url) => /^https?:/.test(url)),
  );
}

/**
 * Opens `url` in `page` and resolves, with the response, once the page is ready for a reader:
 * `load` fired and {@link lazyWorkDone}. Playwright's `networkidle` (500 ms without a request)
 * would also wait out the prefetches of every link in view, which prove nothing here.
 */
export async function openReady(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await lazyWorkDone(page);
  return response;
}
