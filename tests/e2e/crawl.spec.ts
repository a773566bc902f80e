// linkinator crawls the served export from `/` and finds no broken internal link, image, script or
// stylesheet; the export crawl (lib/checks/export-links.ts) finds every internal `#anchor` link
// naming an element id on its page.
import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { LinkState } from 'linkinator';
import { checkExport } from '@/lib/checks/export-links';
import { siteConfig } from '@/site.config';
import { crawlSite, pageUrls as crawledPages } from './crawl-site';

// A full crawl of the export takes minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 300_000 });

test('crawls the export from / and every internal link, image, script and stylesheet answers 200', async ({ plain }) => {
  const links = await crawlSite(`${plain.baseUrl}/`);
  const internal = () => links.filter((l) => l.url.startsWith(plain.baseUrl) && l.state !== LinkState.SKIPPED);
  const exported = fs.readdirSync('out', { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  const pages = crawledPages(internal());
  const broken = internal().filter((l) => l.state === LinkState.BROKEN);
  console.log(`crawl: ${internal().length} internal URLs, ${pages.length} pages (of ${exported} exported HTML files), ${broken.length} broken`);
  // The crawl must have left the home page: the site links most of its pages from the navbar and sidebars.
  expect(pages.length).toBeGreaterThan(exported / 2);
  expect(broken.map((l) => `${l.status} ${l.url} (linked from ${l.parent})`)).toEqual([]);
  // Assets the pages load were crawled too.
  expect(internal().some((l) => /\/_next\/static\/.+\.js$/.test(l.url))).toBe(true);
  expect(internal().some((l) => /\/_next\/static\/.+\.css$/.test(l.url))).toBe(true);
});

test('every internal #anchor link resolves to an element id on its target page', () => {
  const { pages, references, broken } = checkExport(path.resolve('out'), siteConfig.basePath);
  const unresolved = broken.filter((b) => b.kind === 'anchor').map((b) => `/${b.page}: ${b.target}`);
  console.log(`anchors: ${references} internal references on ${pages} pages, ${unresolved.length} unresolved #anchors`);
  // Every doc page has a TOC of #anchors, so a crawl that read fewer references than pages did not work.
  expect(references).toBeGreaterThan(pages);
  expect(unresolved).toEqual([]);
});
