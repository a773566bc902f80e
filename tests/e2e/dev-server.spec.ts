// `npm run dev` follows the file system: a page added while it runs opens, a rename moves it, a
// deletion removes it, the other pages keep rendering, and a content problem shows on the page and
// goes away when the file is fixed, without a reload. A page and its sidebar entry can be written
// in any order, and a broken sidebar entry is named by its line:col on every page until it is fixed,
// while the open tab recovers by itself. The dev server runs at the address it prints (its own
// port) in a copy of this checkout whose parent folder holds a stray package-lock.json, as a clone
// in a home folder may: it starts without a warning all the same. The tests edit the copy only.
// Its dev proxy forwards to a local stand-in for the database service, so no test needs a network.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkoutCopyPaths, copyCheckout } from './checkout-copy';
import { expect, test } from './fixtures';
import { freePort } from './nginx';

const COPY = checkoutCopyPaths('dev-server');
const PROBE = path.join(COPY.root, 'content', 'e2e-dev-probe.mdx');
const SIDEBARS = path.join(COPY.root, 'content', '_nav', 'sidebars.yaml');
const SIDEBARS_TEXT = fs.readFileSync(path.join('content', '_nav', 'sidebars.yaml'), 'utf8');
const RENAMED = path.join(COPY.root, 'content', 'e2e-dev-probe-renamed.mdx');
const FILE_FIRST = path.join(COPY.root, 'content', 'e2e-dev-file-first.mdx');
const ENTRY_FIRST = path.join(COPY.root, 'content', 'e2e-dev-entry-first.mdx');
const AT_ONCE = path.join(COPY.root, 'content', 'e2e-dev-at-once.mdx');
const SPEC = path.join(COPY.root, 'openapi', 'e2e-dev-spec.yaml');
/** The docs sidebar line new entries go after. */
const ANCHOR = '    - technical-reports-and-demos\n';

// `sidebar: false`: the probe stands alone, so its only problem is the one a test writes into it.
const probe = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: A page the dev-server test adds and removes.\nsidebar: false\n---\n\n${body}\n`;
/** A page that belongs in a sidebar. */
const placedPage = (title: string) => `---\ntitle: ${title}\ndescription: A page the dev-server test adds and removes.\n---\n\n${title} body text.\n`;

/** Writes content/_nav/sidebars.yaml with `entries` (content ids) added to the docs sidebar. */
function withEntries(...ids: string[]): void {
  if (!SIDEBARS_TEXT.includes(ANCHOR)) throw new Error(`${SIDEBARS} no longer has the line ${JSON.stringify(ANCHOR)}: pick another anchor.`);
  fs.writeFileSync(SIDEBARS, SIDEBARS_TEXT.replace(ANCHOR, `${ANCHOR}${ids.map((id) => `    - ${id}\n`).join('')}`));
}

let server: ChildProcess | undefined;
let origin = '';
let output = '';
/** The paths the database-service host below was asked for, in order. */
const proxied: string[] = [];
/**
 * The database-service host the dev proxy forwards to (`NILDB_DEV_PROXY_TARGET`): it answers 404,
 * as a service does for a path it lacks, and notes each path it was asked for.
 */
const service = http.createServer((req, res) => {
  proxied.push(req.url ?? '');
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
});

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async () => {
  // The copy, the compile of the pages the page cache lacks, and the first render of a route.
  test.setTimeout(480_000);
  const port = await freePort();
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port: servicePort } = service.address() as AddressInfo;
  copyCheckout('dev-server');
  // No --hostname: the address it prints is the one to use.
  server = spawn('npx', ['tsx', 'scripts/dev.ts', '--port', String(port)], {
    cwd: COPY.root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NILDB_DEV_PROXY_TARGET: `http://127.0.0.1:${servicePort}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await expect.poll(() => output.match(/dev: ready at (http:\/\/\S+?)\/?$/m)?.[1] ?? '', { timeout: 200_000, intervals: [1000] }).not.toBe('');
  origin = output.match(/dev: ready at (http:\/\/\S+?)\/?$/m)![1]!;
  // The first request compiles the route; the server is ready when a page answers 200.
  await expect.poll(async () => (await fetch(`${origin}/quickstart`).catch(() => null))?.status ?? 0, { timeout: 300_000, intervals: [1000] }).toBe(200);
});

test.afterAll(async () => {
  // The server's output, for a failing run.
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync(path.join('test-results', 'dev-server.log'), output);
  if (server?.pid) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    try {
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    } catch {
      // already gone
    }
  }
  fs.rmSync(COPY.parent, { recursive: true, force: true, maxRetries: 5 });
  service.close();
});

/**
 * Opens a route until it shows the heading (the dev server recompiles after a file event, and
 * compiles a route's code on its first request: on a busy 2-core machine that can take minutes).
 */
async function openUntil(page: Page, route: string, heading: string) {
  await expect
    .poll(
      async () => {
        const response = await page.goto(`${origin}${route}`).catch(() => null);
        return response?.status() === 200 && (await page.getByRole('heading', { level: 1, name: heading }).count()) > 0;
      },
      { timeout: 180_000, intervals: [500, 1000] },
    )
    .toBe(true);
}

/** Marks the current document: a reload (or a crash page's "Try again" reload) would lose it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
const stillMarked = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');

const status = async (route: string) => (await fetch(`${origin}${route}`)).status;

/** Every status a page being removed answered: 200 until the server sees the change, then 404, never an error. */
const goneStatuses: number[] = [];
async function statusOfGone(route: string): Promise<number> {
  const answer = await status(route);
  goneStatuses.push(answer);
  return answer;
}

test('prints one address, at 127.0.0.1, and starts without warnings', () => {
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  // Turbopack times its cache folder's disk at start and warns when that took long; on a busy
  // machine it does, whatever the configuration, so that one notice (and its link) is not ours.
  const startup = output
    .slice(0, output.indexOf('dev: ready at'))
    .split('\n')
    .filter((line) => !/Slow filesystem detected|nextjs\.org\/docs\/app\/guides\/local-development/.test(line))
    .join('\n');
  expect(startup).not.toMatch(/warn|⚠/i);
  // Next names the folder it took for the root when it infers one from lock files.
  expect(output).not.toMatch(/package-lock\.json|workspace root|lockfile/i);
  expect(output).not.toMatch(/rewrites/);
});

/**
 * Starts watching the page for `text`; the returned function resolves with the time (epoch ms, the
 * machine's clock) at which a DOM mutation first put it in the page. An observer sees the commit
 * itself, where a polling assertion would add up to its retry interval (Playwright: up to 1 s).
 * The watch lives in the current document, so a reload loses it (and the test fails there).
 */
async function watchFor(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { shownAt?: Promise<number> };
    w.shownAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(wanted)) return;
        observer.disconnect();
        resolve(Date.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as { shownAt: Promise<number> }).shownAt);
}

/**
 * Saves `edits` versions of a file one after the other, each time timing from the write to the
 * moment the page shows the text `shown(version)` (`visible(version)` waits for it), and prints the
 * median and every time as `dev: <what> edit → visible at <origin>: …` (also a test annotation).
 */
async function timeEdits(
  page: Page,
  what: string,
  edits: number,
  change: { write: (version: number) => void; shown: (version: number) => string; visible: (version: number) => Promise<void> },
) {
  const seconds: number[] = [];
  for (let version = 1; version <= edits; version++) {
    const shownAt = await watchFor(page, change.shown(version));
    const started = Date.now();
    change.write(version);
    await change.visible(version);
    seconds.push(((await shownAt()) - started) / 1000);
  }
  const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!;
  const report = `median ${median.toFixed(2)} s of ${seconds.map((s) => s.toFixed(2)).join(', ')} s`;
  test.info().annotations.push({ type: `${what} edit → visible at 127.0.0.1`, description: report });
  console.log(`dev: ${what} edit → visible at ${origin}: ${report}`);
}

test('an edit shows in the open tab at the printed address without a reload (hot reload); edit → visible printed', async ({ page }) => {
  fs.writeFileSync(PROBE, probe('Dev probe', 'Version 0 of the text.'));
  await openUntil(page, '/e2e-dev-probe', 'Dev probe');
  await mark(page);
  const text = (version: number) => `Version ${version} of the text.`;
  await timeEdits(page, 'page', 5, {
    write: (version) => fs.writeFileSync(PROBE, probe('Dev probe', text(version))),
    shown: text,
    visible: (version) => expect(page.getByText(text(version))).toBeVisible({ timeout: 60_000 }),
  });
  await stillMarked(page);
  // Next would print this for a page at a host it does not serve, and leave hot reload blocked.
  expect(output).not.toMatch(/cross-origin|allowedDevOrigins/i);
  fs.rmSync(PROBE);
});

test('a spec edit shows on its open API page (edit → visible printed); a broken spec is named there with its pointer, and the tab recovers', async ({
  page,
}) => {
  const spec = path.join(COPY.root, 'openapi', 'nilai.yaml');
  const text = fs.readFileSync(spec, 'utf8');
  const summary = '      summary: Health\n';
  const ref = '#/components/schemas/HealthCheckResponse"';
  if (!text.includes(summary) || !text.includes(ref))
    throw new Error(`openapi/nilai.yaml no longer has ${JSON.stringify(summary)} or ${ref}: pick other lines.`);
  try {
    await openUntil(page, '/api/nilai/health-check-v-1-health-get', 'Health');
    await mark(page);
    await timeEdits(page, 'spec', 3, {
      write: (version) => fs.writeFileSync(spec, text.replace(summary, `      summary: Health ${version}\n`)),
      shown: (version) => `Health ${version}`,
      visible: (version) => expect(page.getByRole('heading', { level: 1, name: `Health ${version}` })).toBeVisible({ timeout: 60_000 }),
    });

    fs.writeFileSync(spec, text.replace(ref, '#/components/schemas/NoSuchSchema"'));
    const banner = page.locator('.content-problems');
    await expect(banner).toContainText('openapi/nilai.yaml', { timeout: 60_000 });
    await expect(banner).toContainText('#/paths/~1v1~1health/get/responses/200/content/application~1json/schema (openapi/nilai.yaml:');
    await expect(banner).toContainText('"#/components/schemas/NoSuchSchema" points to nothing');
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/openapi\/nilai\.yaml:\d+:\d+: error: .*invalid OpenAPI/);

    fs.writeFileSync(spec, text);
    await expect(banner).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Health', exact: true })).toBeVisible();
    await stillMarked(page);
  } finally {
    fs.writeFileSync(spec, text);
  }
});

test('a page added, renamed and deleted while the dev server runs; other pages keep rendering', async ({ page }) => {
  fs.writeFileSync(PROBE, probe('Dev probe', '## Added while running\n\nThis page did not exist when the server started.'));
  await openUntil(page, '/e2e-dev-probe', 'Dev probe');
  await expect(page.getByRole('heading', { level: 2, name: /Added while running/ })).toBeVisible();
  expect(await status('/quickstart')).toBe(200);

  fs.renameSync(PROBE, RENAMED);
  await openUntil(page, '/e2e-dev-probe-renamed', 'Dev probe');
  // Gone: every answer from the moment of the rename is the page (until the server sees the
  // change) or 404, never an error.
  await expect.poll(() => statusOfGone('/e2e-dev-probe'), { timeout: 30_000 }).toBe(404);

  fs.rmSync(RENAMED);
  await expect.poll(() => statusOfGone('/e2e-dev-probe-renamed'), { timeout: 30_000 }).toBe(404);
  await openUntil(page, '/quickstart', 'Getting Started');
  expect(output).not.toMatch(/Error: No page with content id/);
  expect(output).not.toMatch(/Failed to generate static paths|⨯/);
  expect(goneStatuses.filter((answer) => answer !== 200 && answer !== 404)).toEqual([]);
});

test("an unknown URL gets the site's 404 page, and the terminal stays quiet", async ({ page }) => {
  const before = output.length;
  const response = await page.goto(`${origin}/quickstrat`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect(await status('/no/such/page')).toBe(404);
  // The request lines are logged once they are answered (the status in colour codes).
  await expect.poll(() => output.slice(before), { timeout: 10_000 }).toMatch(/GET \/no\/such\/page \S*404/);
  expect(output.slice(before)).not.toMatch(/Failed to generate static paths|Error|⨯/);
});

test('a content problem shows on the page and in the terminal, and goes away on save without a reload; so does code without sources, at its line', async ({
  page,
}) => {
  fs.writeFileSync(PROBE, probe('Dev probe', 'Fine so far.\n\n<Video src="clip.mp4" />'));
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/e2e-dev-probe`).catch(() => null);
        return page.locator('.content-problems').count();
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(1);
  await expect(page.locator('.content-problems')).toContainText('line 9:1: <Video> is not an allowed component');
  await expect.poll(() => output, { timeout: 10_000 }).toMatch(/content\/e2e-dev-probe\.mdx:9:1: error: <Video> is not an allowed component/);

  await mark(page);
  fs.writeFileSync(PROBE, probe('Dev probe', 'Fine so far.\n\nFixed: no video here.'));
  await expect(page.locator('.content-problems')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText('Fixed: no video here.')).toBeVisible();
  await stillMarked(page);

  // A page that shows code without sources: the problem shows at the block's line, and goes on save.
  fs.writeFileSync(PROBE, probe('Dev probe', 'Run it:\n\n```python\nprint(1)\n```'));
  await openUntil(page, '/e2e-dev-probe', 'Dev probe');
  const banner = page.locator('.content-problems');
  await expect(banner).toContainText('line 9:1: the page shows code (```python) but lists no sources: add `sources:` to the front matter', { timeout: 30_000 });
  await mark(page);
  fs.writeFileSync(PROBE, probe('Dev probe', 'Run it:\n\n```text\nprint(1)\n```'));
  await expect(banner).toHaveCount(0, { timeout: 60_000 });
  await stillMarked(page);
  fs.rmSync(PROBE);
});

test('file first, sidebar entry later: the "in no sidebar" problem goes away in the open tab', async ({ page }) => {
  fs.writeFileSync(FILE_FIRST, placedPage('File first'));
  await openUntil(page, '/e2e-dev-file-first', 'File first');
  await expect(page.locator('.content-problems')).toContainText('is in no sidebar', { timeout: 30_000 });
  await mark(page);

  withEntries('e2e-dev-file-first');
  await expect(page.locator('.content-problems')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('.doc-sidebar a[href="/e2e-dev-file-first"]')).toBeVisible();
  await stillMarked(page);
  await page.reload();
  await expect(page.locator('.content-problems')).toHaveCount(0);
});

test('sidebar entry first, page later: pages keep rendering, the entry is named by its line:col, the tab recovers', async ({ page }) => {
  await openUntil(page, '/quickstart', 'Getting Started');
  await mark(page);
  withEntries('e2e-dev-file-first', 'e2e-dev-entry-first');
  const line = fs.readFileSync(SIDEBARS, 'utf8').split('\n').indexOf('    - e2e-dev-entry-first') + 1;
  const banner = page.locator('.content-problems');
  await expect(banner).toContainText(`content/_nav/sidebars.yaml, line ${line}:7: sidebar entry "e2e-dev-entry-first" names no page`, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  await expect.poll(() => output, { timeout: 10_000 }).toContain(`content/_nav/sidebars.yaml:${line}:7: error: sidebar entry "e2e-dev-entry-first"`);
  expect(await status('/welcome')).toBe(200);

  fs.writeFileSync(ENTRY_FIRST, placedPage('Entry first'));
  await expect(banner).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('.doc-sidebar a[href="/e2e-dev-entry-first"]')).toBeVisible();
  await stillMarked(page);
  await openUntil(page, '/e2e-dev-entry-first', 'Entry first');
  await expect(page.locator('.content-problems')).toHaveCount(0);
});

test('page and sidebar entry written at once: placed, no problem', async ({ page }) => {
  fs.writeFileSync(AT_ONCE, placedPage('At once'));
  withEntries('e2e-dev-file-first', 'e2e-dev-entry-first', 'e2e-dev-at-once');
  await openUntil(page, '/e2e-dev-at-once', 'At once');
  await expect(page.locator('.doc-sidebar a[href="/e2e-dev-at-once"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.content-problems')).toHaveCount(0, { timeout: 30_000 });

  // Deleting the page and its entry together leaves no problem behind on the other pages.
  fs.writeFileSync(SIDEBARS, SIDEBARS_TEXT);
  for (const file of [FILE_FIRST, ENTRY_FIRST, AT_ONCE]) fs.rmSync(file);
  await openUntil(page, '/quickstart', 'Getting Started');
  await expect(page.locator('.content-problems')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.doc-sidebar a[href="/e2e-dev-at-once"]')).toHaveCount(0);
});

test('a typo in a sidebar entry → its line:col on every page → fixed: the open tab recovers by itself', async ({ page }) => {
  await openUntil(page, '/quickstart', 'Getting Started');
  await mark(page);
  fs.writeFileSync(SIDEBARS, SIDEBARS_TEXT.replace('        - glossary\n', '        - glosary\n'));
  const line = fs.readFileSync(SIDEBARS, 'utf8').split('\n').indexOf('        - glosary') + 1;
  const banner = page.locator('.content-problems');
  await expect(banner).toContainText(`content/_nav/sidebars.yaml, line ${line}:11: sidebar entry "glosary" names no page; did you mean "glossary"?`, {
    timeout: 60_000,
  });
  await expect.poll(() => output, { timeout: 10_000 }).toContain(`content/_nav/sidebars.yaml:${line}:11: error: sidebar entry "glosary" names no page`);
  expect(await status('/what-is-nillion')).toBe(200);

  fs.writeFileSync(SIDEBARS, SIDEBARS_TEXT);
  await expect(banner).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  await stillMarked(page);
});

test('a spec added and deleted while the dev server runs: its API pages come and go', async ({ page }) => {
  fs.copyFileSync(path.join(COPY.root, 'openapi', 'nilai.yaml'), SPEC);
  const specLinks = page.locator('.doc-sidebar a[href^="/api/e2e-dev-spec/"]');
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/api/overview`).catch(() => null);
        return specLinks.count();
      },
      { timeout: 90_000, intervals: [1000, 2000] },
    )
    .toBeGreaterThan(0);
  const first = (await specLinks.first().getAttribute('href'))!;
  // `next dev` answers from the list of static params it last computed while it computes the new
  // one, so the first request for a page added since may still be a 404; the next one is served.
  await expect.poll(() => status(first), { timeout: 30_000 }).toBe(200);

  fs.rmSync(SPEC);
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/api/overview`).catch(() => null);
        return specLinks.count();
      },
      { timeout: 90_000, intervals: [1000, 2000] },
    )
    .toBe(0);
  // A path under /api/ that names no page belongs to the database service: the dev proxy forwards
  // it, without the /api prefix, and the service's 404 comes back.
  expect(proxied).not.toContain(first.slice('/api'.length));
  await expect.poll(() => statusOfGone(first), { timeout: 30_000 }).toBe(404);
  expect(proxied).toContain(first.slice('/api'.length));
  expect(goneStatuses.filter((answer) => answer !== 200 && answer !== 404)).toEqual([]);
});

test('an edit of the sidebars shows in the sidebar of the open page without a restart (edit → visible printed)', async ({ page }) => {
  await openUntil(page, '/quickstart', 'Getting Started');
  await mark(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Welcome', exact: true })).toBeVisible();
  try {
    const label = (version: number) => `Welcome (edit ${version})`;
    await timeEdits(page, 'sidebar', 3, {
      write: (version) => fs.writeFileSync(SIDEBARS, SIDEBARS_TEXT.replace('      label: Welcome\n', `      label: ${label(version)}\n`)),
      shown: label,
      visible: (version) => expect(sidebar.getByRole('link', { name: label(version), exact: true })).toBeVisible({ timeout: 60_000 }),
    });
  } finally {
    fs.writeFileSync(SIDEBARS, SIDEBARS_TEXT);
  }
  await expect(sidebar.getByRole('link', { name: 'Welcome', exact: true })).toBeVisible({ timeout: 60_000 });
  await stillMarked(page);
});
