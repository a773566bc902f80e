// The CSP trusts only the site's own inline scripts: a script that reaches an exported page by any
// other way than the layout (here: written into the HTML after the build) is blocked by Chromium,
// while the page's own scripts still run.
import fs from 'node:fs';
import { test, expect, newContext } from './fixtures';
import { cspViolations, recordCspViolations } from './nginx';

test('an inline script the page CSP does not list is blocked; the layout scripts run', async ({ browser, plain }) => {
  const html = fs.readFileSync('out/quickstart.html', 'utf8');
  const injected = html.replace(/(<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>)/, '$1<script>window.__injected = true</script>');
  expect(injected).not.toBe(html);
  const context = await newContext(browser);
  await recordCspViolations(context);
  // The layout's sidebar script applies a remembered choice before first paint: proof it ran.
  await context.addInitScript(() => localStorage.setItem('docs.sidebar.hidden', 'true'));
  await context.route(`${plain.baseUrl}/quickstart`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: injected }));
  const page = await context.newPage();
  await page.goto(`${plain.baseUrl}/quickstart`);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  const violations = await cspViolations(page);
  // One violation: the injected script (the policy asks for no sample); every other script ran.
  expect(violations).toEqual(['script-src-elem inline']);
  expect(await page.evaluate(() => document.documentElement.dataset.sidebarHidden)).toBe('true');
  await context.close();
});
