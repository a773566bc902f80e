import { expect, newContext, test } from './fixtures';
import { openReady } from './settled';
import { BODY_END_ID } from '@/components/layout/layout-ids';

// A doc page's first paint holds its complete navbar, page header and body: the head asks the
// browser to wait for the element after the body (`<link rel="expect" blocking="render">`), so
// nothing shifts while a long document (a table's later rows included) is parsed. Measured with
// the CPU slowed 4×, as on a mid-range phone.
for (const route of ['/what-is-nillion', '/nada-lang-types', '/quickstart']) {
  test(`${route}: no layout shift while the page loads`, async ({ browser, plain }) => {
    const context = await newContext(browser, { viewport: { width: 1350, height: 940 } });
    await context.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      // Each shift with its moved elements, named by tag, id, class and parent, and its time after navigation start (ms).
      const name = (node?: Node | null) => {
        if (!(node instanceof Element)) return node ? node.nodeName : '?';
        const own = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${typeof node.className === 'string' && node.className ? `.${node.className.split(/\s+/).join('.')}` : ''}`;
        return node.parentElement
          ? `${own} in ${node.parentElement.tagName.toLowerCase()}${node.parentElement.className ? `.${String(node.parentElement.className).split(/\s+/)[0]}` : ''}`
          : own;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; startTime: number; sources?: { node?: Node | null }[] }[]) {
          w.__shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((s) => name(s.node)).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openReady(page, `${plain.baseUrl}${route}`);
    await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute('href', `#${BODY_END_ID}`);
    await expect(page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).resolves.toEqual([]);
    await context.close();
  });
}
