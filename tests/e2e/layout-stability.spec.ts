import { expect, newContext, test } from './fixtures';
import { openReady } from './settled';

// A doc page's first paint holds its complete navbar and page header: the head asks the browser
// to wait for the page body (`<link rel="expect" blocking="render">`), so nothing shifts while the
// rest of a long document is parsed. Measured with the CPU slowed 4×, as on a mid-range phone.
for (const route of ['/what-is-nillion', '/nada-lang-types', '/quickstart']) {
  test(`${route}: no layout shift while the page loads`, async ({ browser, plain }) => {
    const context = await newContext(browser, { viewport: { width: 1350, height: 940 } });
    await context.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
          w.__shifts.push(`${entry.value.toFixed(5)} ${(entry.sources ?? []).map((s) => (s.node as Element | null)?.className ?? '?').join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openReady(page, `${plain.baseUrl}${route}`);
    await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute('href', '#doc-body');
    await expect(page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).resolves.toEqual([]);
    await context.close();
  });
}
