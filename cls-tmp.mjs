import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const route of ['/what-is-nillion', '/quickstart', '/nada-lang-types']) {
  const ctx = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources||[]).map(s => (s.node && (s.node.className || s.node.nodeName)) + ' ' + JSON.stringify(s.previousRect) + '→' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(route, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
  await ctx.close();
}
await browser.close();
