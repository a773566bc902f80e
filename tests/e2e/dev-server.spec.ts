// `npm run dev` follows the file system: a page added while it runs opens, a rename moves it, a
// deletion removes it, the other pages keep rendering, and a content problem shows on the page and
// goes away when the file is fixed, without a reload. The dev server runs on this checkout (its
// own port); the probe pages are removed whatever happens.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freePort } from './nginx';

const PROBE = path.join('content', 'e2e-dev-probe.mdx');
const SIDEBARS = path.join('lib', 'content', 'sidebars.ts');
const sidebarsAtStart = fs.readFileSync(SIDEBARS, 'utf8');
const RENAMED = path.join('content', 'e2e-dev-probe-renamed.mdx');
// `sidebar: false`: the probe stands alone, so its only problem is the one a test writes into it.
const probe = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: A page the dev-server test adds and removes.\nsidebar: false\n---\n\n${body}\n`;

let server: ChildProcess | undefined;
let origin = '';
let output = '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn('npx', ['tsx', 'scripts/dev.ts', '--port', String(port), '--hostname', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  // The first request compiles the route; the server is ready when a page answers 200.
  await expect.poll(async () => (await fetch(`${origin}/quickstart`).catch(() => null))?.status ?? 0, { timeout: 200_000, intervals: [1000] }).toBe(200);
});

test.afterAll(async () => {
  for (const file of [PROBE, RENAMED]) fs.rmSync(file, { force: true });
  fs.writeFileSync(SIDEBARS, sidebarsAtStart);
  // The server's output, for a failing run.
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync(path.join('test-results', 'dev-server.log'), output);
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

/** Opens a route until it shows the heading (the dev server recompiles after a file event). */
async function openUntil(page: Page, route: string, heading: string) {
  await expect
    .poll(
      async () => {
        const response = await page.goto(`${origin}${route}`).catch(() => null);
        return response?.status() === 200 && (await page.getByRole('heading', { level: 1, name: heading }).count()) > 0;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(true);
}

const status = async (route: string) => (await fetch(`${origin}${route}`)).status;

test('a page added, renamed and deleted while the dev server runs; other pages keep rendering', async ({ page }) => {
  fs.writeFileSync(PROBE, probe('Dev probe', '## Added while running\n\nThis page did not exist when the server started.'));
  await openUntil(page, '/e2e-dev-probe', 'Dev probe');
  await expect(page.getByRole('heading', { level: 2, name: /Added while running/ })).toBeVisible();
  expect(await status('/quickstart')).toBe(200);

  fs.renameSync(PROBE, RENAMED);
  await openUntil(page, '/e2e-dev-probe-renamed', 'Dev probe');
  // Gone: 404, or the 500 that `next dev` answers for a path outside generateStaticParams with
  // `output: 'export'` (the static export itself has no such path).
  await expect.poll(() => status('/e2e-dev-probe'), { timeout: 30_000 }).not.toBe(200);

  fs.rmSync(RENAMED);
  await expect.poll(() => status('/e2e-dev-probe-renamed'), { timeout: 30_000 }).not.toBe(200);
  await openUntil(page, '/quickstart', 'Getting Started');
  expect(output).not.toMatch(/Error: No page with content id/);
});

test('a content problem shows on the page and in the terminal, and goes away on save without a reload', async ({ page }) => {
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

  // The same document from here on: a reload would reset this marker.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  fs.writeFileSync(PROBE, probe('Dev probe', 'Fine so far.\n\nFixed: no video here.'));
  await expect(page.locator('.content-problems')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText('Fixed: no video here.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');
});

test('an edit of the sidebars shows in the sidebar of the open page without a restart', async ({ page }) => {
  await openUntil(page, '/quickstart', 'Getting Started');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Welcome', exact: true })).toBeVisible();
  fs.writeFileSync(SIDEBARS, sidebarsAtStart.replace("doc('welcome', 'Welcome')", "doc('welcome', 'Welcome (edited)')"));
  try {
    await expect(sidebar.getByRole('link', { name: 'Welcome (edited)', exact: true })).toBeVisible({ timeout: 60_000 });
  } finally {
    fs.writeFileSync(SIDEBARS, sidebarsAtStart);
  }
  await expect(sidebar.getByRole('link', { name: 'Welcome', exact: true })).toBeVisible({ timeout: 60_000 });
});
