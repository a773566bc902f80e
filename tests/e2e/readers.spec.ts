/**
 * The reader files of the built export (`npm run build`, i.e. `next build` + postbuild): per-page
 * Markdown for every exported page, llms.txt / llms-full.txt vs the sitemap, `.md` served as
 * text/markdown, and the page actions, edit link and last-updated date in Chromium.
 */
import { expect, newContext, test } from './fixtures';
import { openReady } from './settled';
import fs from 'node:fs';
import path from 'node:path';
import { readLastUpdated } from '@/lib/compile/git-last-updated';
import { readEnv } from '@/lib/config/env';

const OUT = path.resolve('out');
const SITE = 'https://docs.nillion.com';

const mdFile = (route: string) => path.join(OUT, route === '/' ? 'index.md' : `${route.slice(1)}.md`);
const read = (file: string) => fs.readFileSync(path.join(OUT, file), 'utf8');

/** `https://docs.nillion.com/a/b.md` → `/a/b`; `…/index.md` → `/`. */
const routeOfMarkdownUrl = (url: string) => {
  const p = new URL(url).pathname.replace(/\.md$/, '');
  return p === '/index' ? '/' : p;
};
const routeOfPageUrl = (url: string) => new URL(url).pathname;

/**
 * Every page of the export: its HTML files but the 404 page and the search UI (not a document).
 * Read in the tests, not when Playwright lists them (listing needs no export).
 */
const exportRoutes = () =>
  (fs.readdirSync(OUT, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html') && !['404.html', '_not-found.html', 'search.html'].includes(f) && !f.startsWith('_next'))
    .map((f) =>
      f === 'index.html'
        ? '/'
        : `/${f
            .replace(/\.html$/, '')
            .split(path.sep)
            .join('/')}`,
    );

test.describe('Markdown files and llms.txt in the export', () => {
  let llmsRoutes: string[];
  let sitemapRoutes: string[];
  test.beforeAll(() => {
    llmsRoutes = [...read('llms.txt').matchAll(/^- \[.*?\]\((\S+\.md)\)/gm)].map((m) => routeOfMarkdownUrl(m[1]!));
    sitemapRoutes = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => routeOfPageUrl(m[1]!));
  });

  test('has out/<route>.md and exactly one llms.txt entry for every exported page', () => {
    const routes = exportRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of routes) {
      if (!fs.existsSync(mdFile(route))) problems.push(`${route}: no ${path.relative(OUT, mdFile(route))}`);
      else if (!fs.readFileSync(mdFile(route), 'utf8').startsWith('# ')) problems.push(`${route}: Markdown has no title`);
      const entries = llmsRoutes.filter((r) => r === route).length;
      if (entries !== 1) problems.push(`${route}: ${entries} llms.txt entries`);
    }
    expect(problems).toEqual([]);
  });

  test('lists in llms.txt exactly the pages of the sitemap, each once, each linked to a Markdown file that exists', () => {
    expect(llmsRoutes.filter((r) => !fs.existsSync(mdFile(r)))).toEqual([]);
    expect(new Set(llmsRoutes).size).toBe(llmsRoutes.length);
    expect(new Set(sitemapRoutes).size).toBe(sitemapRoutes.length);
    expect([...llmsRoutes].sort()).toEqual([...sitemapRoutes].sort());
  });

  test('holds every sitemap page in llms-full.txt, in llms.txt order', () => {
    const full = read('llms-full.txt');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => routeOfPageUrl(m[1]!));
    expect(sources).toEqual(llmsRoutes);
    // Each page's body is there: spot-check one page's last line.
    const install = fs.readFileSync(mdFile('/installation'), 'utf8').trimEnd().split('\n');
    expect(full).toContain(install[install.length - 1]);
  });

  test('points robots.txt at the sitemap on the production URL', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(sitemapRoutes).toContain('/');
    expect(read('sitemap.xml')).toContain(`<loc>${SITE}/learn/architecture</loc>`);
  });
});

test.describe('served by npm start (lib/serve/export-server.ts)', () => {
  test('sends .md files as text/markdown; charset=utf-8, and llms.txt and llms-full.txt as text', async ({ plain: server }) => {
    for (const route of ['/installation', '/nada-by-example/addition', '/']) {
      const url = `${server.baseUrl}${route === '/' ? '/index' : route}.md`;
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await res.text()).toBe(fs.readFileSync(mdFile(route), 'utf8'));
    }
    for (const file of ['llms.txt', 'llms-full.txt']) {
      const res = await fetch(`${server.baseUrl}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });
});

test('page actions, edit link and last updated: "Copy page" copies the Markdown, fetching it only then; the menu has View as Markdown and the two assistants; the last git change of the source; the edit link only when configured', async ({
  browser,
  plain: server,
}) => {
  const context = await newContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  const page = await context.newPage();
  const markdownRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.md')) markdownRequests.push(r.url());
  });
  // A click before hydration would reach server-rendered markup with no handler.
  await openReady(page, `${server.baseUrl}/installation`);
  const copy = page.locator('.doc-header').getByRole('button', { name: 'Copy page' });
  await copy.waitFor();
  expect(markdownRequests).toEqual([]);
  await copy.click();
  await page.locator('.doc-header').getByRole('button', { name: 'Copied' }).waitFor();
  expect(markdownRequests).toEqual([`${server.baseUrl}/installation.md`]);
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(fs.readFileSync(mdFile('/installation'), 'utf8'));

  const expected = (await readLastUpdated(['content'], { warn: () => {} })).get('content/installation.mdx');
  const time = page.locator('.page-meta time');
  if (expected) expect(await time.getAttribute('datetime')).toBe(expected);
  else await expect(time).toHaveCount(0);
  const edit = page.getByRole('link', { name: 'Edit this page' });
  const { editUrlBase } = readEnv();
  if (editUrlBase) expect(await edit.getAttribute('href')).toBe(`${editUrlBase.replace(/\/+$/, '')}/content/installation.mdx`);
  else await expect(edit).toHaveCount(0);

  const menu = page.locator('.doc-header .page-actions-menu');
  const view = menu.getByRole('link', { name: 'View as Markdown' });
  await expect(view).toBeHidden();
  await menu.locator('summary').click();
  await expect(view).toBeVisible();
  const prompt = `Read ${SITE}/installation.md so I can ask questions about it.`;
  for (const [name, origin] of [
    ['Open in ChatGPT', 'https://chatgpt.com'],
    ['Open in Claude', 'https://claude.ai'],
  ] as const) {
    const href = new URL((await menu.getByRole('link', { name }).getAttribute('href'))!);
    expect(href.origin).toBe(origin);
    expect(href.searchParams.get('q')).toBe(prompt);
  }
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('.md')), view.click()]);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(page.url()).toBe(`${server.baseUrl}/installation.md`);
  await context.close();
});
