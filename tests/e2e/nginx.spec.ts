// The export served by Debian's nginx with the shipped include (deploy/nginx.conf): URL rules,
// headers per file kind, precompressed files, the per-page CSP <meta>, a full crawl, and Chromium
// sessions with zero CSP violations and the widgets working.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument, DomUtils } from 'htmlparser2';
import { LinkState } from 'linkinator';
import type { Browser, Page } from '@playwright/test';
import { crawlLinks } from '@/lib/checks/export-links';
import { htmlFiles } from '@/lib/export/html-files';
import { PAGE_KINDS } from './page-kinds';
import { expect, newContext, test as base, workerServer, type Served } from './fixtures';
import { pageUrls } from './crawl-site';
import { openReady } from './settled';
import { cspViolations, parseCsp, rawGet, recordCspViolations, startNginx } from './nginx';

const OUT = 'out';
/** nginx with the shipped include, serving out/: started once per worker. */
const test = base.extend<object, { nginx: Served }>({
  nginx: workerServer(() => startNginx({ exportDir: OUT, include: fs.readFileSync('deploy/nginx.conf', 'utf8') })),
});

// The helpers below reach the worker's nginx and drive the test's browser.
let nginx: Served;
let browser: Browser;
test.beforeEach(({ nginx: server, browser: testBrowser }) => {
  nginx = server;
  browser = testBrowser;
});
const url = (p: string) => `${nginx.baseUrl}${p}`;

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One raw GET of `p` from the worker's nginx. */
const get = (p: string, headers?: Record<string, string>) => rawGet(nginx.baseUrl, p, headers);

test('URL rules: /foo, /foo.html, /foo/ and /foo/index.html are the same page; the 404 page by name, framework-internal files and dotfiles answer the 404 page with 404; route payloads are served', async () => {
  // [URL, status, the export file that is the body]. The include's own rules, beyond nginx's defaults.
  const rows: [string, number, string][] = [
    ...['/quickstart', '/quickstart.html', '/quickstart/', '/quickstart/index.html'].map((p): [string, number, string] => [p, 200, 'quickstart.html']),
    ['/', 200, 'index.html'],
    ['/__next._tree.txt', 200, '__next._tree.txt'],
    ...['/no/such-page', '/404', '/404.html', '/404/', '/_not-found', '/_not-found.html', '/_not-found.txt', '/_headers', '/.env'].map(
      (p): [string, number, string] => [p, 404, '404.html'],
    ),
  ];
  const answers: [string, number, string][] = [];
  for (const [p, , file] of rows) {
    const res = await get(p);
    if (file === 'quickstart.html') expect(res.headers['content-type'], p).toBe('text/html; charset=utf-8');
    answers.push([p, res.status, res.body.equals(fs.readFileSync(path.join(OUT, file))) ? file : `not ${file}`]);
  }
  expect(answers).toEqual(rows);
});

test('production may be indexed: no X-Robots-Tag, no robots <meta>, robots.txt allows and names the sitemap', async () => {
  for (const p of ['/quickstart', '/quickstart.md', '/llms.txt']) expect((await get(p)).headers['x-robots-tag'], p).toBeUndefined();
  expect((await get('/quickstart')).body.toString()).not.toMatch(/<meta name="robots"/);
  const robots = (await get('/robots.txt')).body.toString();
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test('headers per file kind (the 404 page has the page headers); the precompressed .gz file for a client that accepts gzip', async () => {
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(fs.readFileSync(path.join(OUT, 'index.html'), 'utf8'))![1]!;
  const kinds: [kind: string, route: string, status: number, cache: string, type: string][] = [
    ['page', '/quickstart', 200, REVALIDATE, 'text/html; charset=utf-8'],
    ['404 page', '/no/such-page', 404, REVALIDATE, 'text/html; charset=utf-8'],
    ['hashed script', asset, 200, IMMUTABLE, 'text/javascript; charset=utf-8'],
    ['llms.txt', '/llms.txt', 200, REVALIDATE, 'text/plain; charset=utf-8'],
    ['Markdown twin', '/quickstart.md', 200, REVALIDATE, 'text/markdown; charset=utf-8'],
    ['search index entry', '/pagefind/pagefind-entry.json', 200, REVALIDATE, 'application/json; charset=utf-8'],
    ['sitemap', '/sitemap.xml', 200, REVALIDATE, 'application/xml; charset=utf-8'],
    ['icon', '/favicon.svg', 200, 'public, max-age=3600', 'image/svg+xml; charset=utf-8'],
  ];
  for (const [kind, route, status, cache, type] of kinds) {
    const res = await get(route);
    expect([res.status, res.headers['cache-control'], res.headers['content-type']], kind).toEqual([status, cache, type]);
    expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
    expect(res.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy'], kind).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    const csp = parseCsp(String(res.headers['content-security-policy']));
    expect(csp.get('frame-ancestors'), kind).toEqual(["'none'"]);
    if (/\.(?:svg|xml)$/.test(route)) {
      // A document that may hold its own script: nothing runs, sandboxed.
      expect([csp.get('default-src'), csp.get('sandbox')], kind).toEqual([["'none'"], []]);
    } else {
      expect([csp.get('object-src'), csp.get('base-uri'), csp.get('script-src')], kind).toEqual([
        ["'none'"],
        ["'self'"],
        ["'self'", "'wasm-unsafe-eval'", "'unsafe-inline'"],
      ]);
    }
  }
  const res = await get('/quickstart', { 'accept-encoding': 'gzip' });
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.body.equals(fs.readFileSync(path.join(OUT, 'quickstart.html.gz')))).toBe(true);
});

test.describe('CSP <meta> of every exported page', () => {
  test('comes before every script and allows exactly the SHA-256 of each inline script', () => {
    const problems: string[] = [];
    const files = htmlFiles(OUT);
    for (const file of files) {
      const html = fs.readFileSync(path.join(OUT, file), 'utf8');
      const doc = parseDocument(html);
      const head = DomUtils.findOne((e) => e.name === 'head', doc.children)!;
      const metas = DomUtils.findAll((e) => e.name === 'meta' && e.attribs['http-equiv'] === 'Content-Security-Policy', doc.children);
      const scripts = DomUtils.findAll((e) => e.name === 'script', doc.children);
      if (metas.length !== 1) {
        problems.push(`${file}: ${metas.length} CSP <meta>`);
        continue;
      }
      const meta = metas[0]!;
      const headChildren = head.children.filter((c) => c.type === 'tag');
      if (headChildren.indexOf(meta) > 1 || scripts.some((s) => s.startIndex! < meta.startIndex!)) problems.push(`${file}: CSP <meta> after a script`);
      const allowed = new Set(parseCsp(meta.attribs.content!).get('script-src'));
      for (const s of scripts.filter((s) => !('src' in s.attribs))) {
        const hash = `'sha256-${crypto.createHash('sha256').update(DomUtils.textContent(s)).digest('base64')}'`;
        if (!allowed.has(hash)) problems.push(`${file}: inline script ${DomUtils.textContent(s).slice(0, 40)} not allowed`);
      }
      if (allowed.has("'unsafe-inline'")) problems.push(`${file}: 'unsafe-inline' in script-src`);
      // Only API reference pages (their Try-it console) may connect beyond the site itself.
      const connect = parseCsp(meta.attribs.content!).get('connect-src')!.join(' ');
      const expected = /^api\/[^/]+\/[^/]+\.html$/.test(file) ? "'self' https: http://localhost:* http://127.0.0.1:*" : "'self'";
      if (connect !== expected) problems.push(`${file}: connect-src ${connect}`);
    }
    expect(files.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

test.describe('crawl under nginx', () => {
  // A full crawl of the export takes minutes on a loaded 2-core machine.
  test.describe.configure({ timeout: 300_000 });

  test('every internal link, image, script and stylesheet answers 200', async () => {
    const links = await crawlLinks([url('/')]);
    const pages = pageUrls(links);
    console.log(`nginx crawl: ${links.length} internal URLs, ${pages.length} pages`);
    expect(pages.length).toBeGreaterThan(htmlFiles(OUT).length / 2);
    expect(links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (from ${l.parent})`)).toEqual([]);
  });
});

/** Opens a page recording CSP violations and console errors; `run` exercises its widgets. */
async function visit(route: string, run: (page: Page) => Promise<void>, status = 200) {
  const context = await newContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: nginx.baseUrl });
  await recordCspViolations(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // The browser logs the 404 status of the not-found page itself.
    if (m.type() === 'error' && !(status === 404 && /status of 404/.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // The widgets act once hydrated: a click on server-rendered markup before that does nothing.
  const response = await openReady(page, url(route));
  expect(response?.status()).toBe(status);
  await run(page);
  // What the widgets loaded has arrived (and any violation it caused is reported) once the network is quiet.
  await page.waitForLoadState('networkidle');
  const violations = await cspViolations(page);
  await context.close();
  expect({ violations, errors }).toEqual({ violations: [], errors: [] });
}

const colourMode = (page: Page) => page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

async function toggleColour(page: Page) {
  const before = await colourMode(page);
  await page.getByRole('button', { name: /^Colour mode: / }).click();
  await expect.poll(() => colourMode(page)).not.toBe(before);
}

async function switchTab(page: Page) {
  const tab = page.getByRole('tab').nth(1);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function copyCode(page: Page) {
  const button = page.locator('.copy-button').first();
  await button.click();
  await expect(button).toHaveAttribute('aria-label', 'Copied');
  const code = await page.locator('pre').first().innerText();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
}

async function searchModal(page: Page) {
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Modal').waitFor();
  await page.keyboard.type('nada');
  // The engine's WebAssembly compiles on the first query: on a loaded machine that can take longer than an expect timeout.
  await page.locator('.DocSearch-Hit').first().waitFor();
}

const apiRoute = PAGE_KINDS.find((k) => k.kind === 'api-operation')!.route;

// One page per kind whose widgets differ (the static check above covers every page's inline scripts):
// the tabs and copy buttons of doc and example pages, the search modal and colour toggle of every
// page, the API page's own policy, the search page's WebAssembly engine, the 404 page.
test('Chromium under the shipped CSP: no violation, widgets work on a doc page, an API operation page, the search page and the 404 page', async () => {
  // Four pages, each in its own browser context.
  test.setTimeout(120_000);
  await test.step('doc page: copy button, tabs, search modal, colour toggle', () =>
    visit('/installation', async (page) => {
      await copyCode(page);
      await switchTab(page);
      await searchModal(page);
      await page.keyboard.press('Escape');
      await toggleColour(page);
    }));
  await test.step(`API operation page ${apiRoute}: colour toggle`, () =>
    visit(apiRoute, async (page) => {
      await page.locator('h1').waitFor();
      await toggleColour(page);
    }));
  await test.step('search page with a query: results', () =>
    visit('/search?q=nada', async (page) => {
      await expect.poll(() => page.locator('.search-result-hit').count()).toBeGreaterThan(0);
    }));
  await test.step('404 page: status 404, search modal', () =>
    visit(
      '/this-page-does-not-exist',
      async (page) => {
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        await searchModal(page);
      },
      404,
    ));
});
