// The browser-test export (out-e2e/: built under a preview base path, with the announcement bar,
// feedback endpoint and AI assistant) served by nginx with the include generated for its
// configuration. The CSP names exactly the configured origins; no link leaves the prefix.
import fs from 'node:fs';
import path from 'node:path';
import { LinkState } from 'linkinator';
import { crawlLinks } from '@/lib/checks/export-links';
import { htmlFiles } from '@/lib/export/html-files';
import { nginxConf } from '@/lib/hosting/nginx-conf';
import { loadSiteConfig } from '@/site.config';
import { expect, newContext, test as base, workerServer, type Served } from './fixtures';
import { FIXTURE_BASE_PATH, FIXTURE_ENV, FIXTURE_OUT_DIR } from './fixture/env';
import { pageUrls } from './crawl-site';
import { cspViolations, parseCsp, recordCspViolations, startNginx } from './nginx';
import { openReady } from './settled';

const metaCsp = (html: string) => parseCsp(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!);

const FEEDBACK_ORIGIN = new URL(FIXTURE_ENV.FEEDBACK_ENDPOINT).origin;
const ASSISTANT_ORIGIN = new URL(FIXTURE_ENV.AI_ASSISTANT_SCRIPT_URL).origin;
const SEARCH_ORIGIN = new URL(FIXTURE_ENV.NEXT_PUBLIC_ALGOLIA_SEARCH_HOST).origin;
/** nginx serving out-e2e/ under its base path, started once per worker with the generated include. */
const test = base.extend<object, { featuresNginx: Served }>({
  featuresNginx: workerServer(() =>
    startNginx({ exportDir: FIXTURE_OUT_DIR, include: nginxConf(loadSiteConfig({ ...FIXTURE_ENV })), basePath: FIXTURE_BASE_PATH }),
  ),
});

test.describe('all optional features configured (out-e2e/)', () => {
  test('connect-src lists the feedback endpoint, the assistant and the Algolia search host, and nothing else; the assistant may load its script', async ({
    featuresNginx: server,
  }) => {
    const response = await fetch(`${server.baseUrl}${FIXTURE_BASE_PATH}/quickstart`);
    const header = parseCsp(response.headers.get('content-security-policy')!);
    const meta = metaCsp(await response.text());
    expect([...meta.get('connect-src')!].sort()).toEqual(["'self'", ASSISTANT_ORIGIN, FEEDBACK_ORIGIN, SEARCH_ORIGIN].sort());
    // The header holds every page's servers (the Try-it console's too); the page's <meta> narrows them.
    expect(header.get('connect-src')).toEqual(expect.arrayContaining(["'self'", ASSISTANT_ORIGIN, FEEDBACK_ORIGIN, SEARCH_ORIGIN, 'https:']));
    // No 'wasm-unsafe-eval': only the local search (out/, nginx.spec.ts) compiles WebAssembly.
    expect(meta.get('script-src')!.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'", ASSISTANT_ORIGIN]);
    // The header allows the same origins; its 'unsafe-inline' is narrowed to the page's own hashes by the <meta>.
    expect(header.get('script-src')).toEqual(["'self'", ASSISTANT_ORIGIN, "'unsafe-inline'"]);
  });

  test('Chromium: a page under the prefix loads with no CSP violation and no error; announcement bar shown, assistant script loaded, tabs work, feedback origin reachable, any other origin blocked', async ({
    browser,
    featuresNginx: server,
  }) => {
    const context = await newContext(browser);
    // Every .invalid origin answers (the newest matching route wins): only the CSP can block one.
    await context.route('https://*.e2e.invalid/**', (route) => route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } }));
    await context.route(`${ASSISTANT_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.assistantLoaded = true;' }));
    await recordCspViolations(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openReady(page, `${server.baseUrl}${FIXTURE_BASE_PATH}/installation`);
    await expect(page.locator('.announcement-bar')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { assistantLoaded?: boolean }).assistantLoaded)).toBe(true);
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    const violations = () => cspViolations(page);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);

    const status = (target: string) =>
      page.evaluate(
        (u) =>
          fetch(u, { method: 'POST', body: '{}' }).then(
            (r) => r.status,
            () => 'blocked',
          ),
        target,
      );
    await expect(status(FIXTURE_ENV.FEEDBACK_ENDPOINT)).resolves.toBe(204);
    await expect(status('https://elsewhere.e2e.invalid/collect')).resolves.toBe('blocked');
    // One report per policy that forbids it: the header's and the page's <meta>.
    await expect.poll(async () => [...new Set(await violations())]).toEqual(['connect-src https://elsewhere.e2e.invalid/collect']);
    await context.close();
  });
});

test.describe(`base path ${FIXTURE_BASE_PATH} (out-e2e/)`, () => {
  // A full crawl of the export takes minutes on a loaded 2-core machine.
  test.describe.configure({ timeout: 300_000 });

  test('the crawl from the prefix finds no broken link and no link outside the prefix', async ({ featuresNginx: server }) => {
    const links = await crawlLinks([`${server.baseUrl}${FIXTURE_BASE_PATH}/`]);
    const outside = links.filter((l) => !new URL(l.url).pathname.startsWith(`${FIXTURE_BASE_PATH}/`) && new URL(l.url).pathname !== FIXTURE_BASE_PATH);
    const pages = pageUrls(links);
    console.log(`base-path crawl: ${links.length} internal URLs, ${pages.length} pages, ${outside.length} outside ${FIXTURE_BASE_PATH}`);
    expect(pages.length).toBeGreaterThan(htmlFiles(FIXTURE_OUT_DIR).length / 2);
    expect(outside.map((l) => `${l.url} (from ${l.parent})`)).toEqual([]);
    expect(links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (from ${l.parent})`)).toEqual([]);
  });

  test('URL rules and headers hold under the prefix; the 404 page comes from the prefix', async ({ featuresNginx: server }) => {
    const page = fs.readFileSync(path.join(FIXTURE_OUT_DIR, 'quickstart.html'), 'utf8');
    for (const p of ['/quickstart', '/quickstart.html', '/quickstart/index.html']) {
      const res = await fetch(`${server.baseUrl}${FIXTURE_BASE_PATH}${p}`);
      expect([p, res.status, res.headers.get('cache-control')]).toEqual([p, 200, 'public, max-age=0, must-revalidate']);
      expect(await res.text()).toBe(page);
    }
    const asset = /src="([^"]+\/_next\/static\/[^"]+\.js)"/.exec(page)![1]!;
    expect(asset.startsWith(`${FIXTURE_BASE_PATH}/_next/static/`)).toBe(true);
    expect((await fetch(`${server.baseUrl}${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${server.baseUrl}${FIXTURE_BASE_PATH}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(fs.readFileSync(path.join(FIXTURE_OUT_DIR, '404.html'), 'utf8'));
  });

  test('a preview stays out of search engines: X-Robots-Tag on every file kind, robots <meta>, robots.txt disallows', async ({ featuresNginx: server }) => {
    for (const p of ['/quickstart', '/quickstart.md', '/llms.txt', '/no-such-page']) {
      const res = await fetch(`${server.baseUrl}${FIXTURE_BASE_PATH}${p}`);
      expect([p, res.headers.get('x-robots-tag')]).toEqual([p, 'noindex']);
    }
    const html = await (await fetch(`${server.baseUrl}${FIXTURE_BASE_PATH}/quickstart`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const robots = await (await fetch(`${server.baseUrl}${FIXTURE_BASE_PATH}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/Sitemap:/);
    expect(fs.readFileSync(path.join(FIXTURE_OUT_DIR, '_headers'), 'utf8')).toMatch(/^ {2}X-Robots-Tag: noindex$/m);
  });
});
