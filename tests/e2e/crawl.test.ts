// linkinator crawls the served export from `/` and finds no broken internal link, image, script or
// stylesheet; the export crawl (lib/checks/export-links.ts) finds every internal `#anchor` link
// naming an element id on its page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { checkExport } from '@/lib/checks/export-links';
import { siteConfig } from '@/lib/site-config';
import { serveExport } from './browser';

let server: Awaited<ReturnType<typeof serveExport>>;
let links: LinkResult[] = [];

beforeAll(async () => {
  server = await serveExport();
  const origin = server.baseUrl;
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    checkCss: true,
    concurrency: 8,
    timeout: 20_000,
    // Our URLs are files (`/foo` is foo.html): relative links resolve like a browser's, not as if
    // `/foo` were a folder `/foo/`.
    cleanUrls: true,
    // The export only: no network here, and external links are not ours to keep alive.
    linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
  });
  links = result.links;
}, 300_000);
afterAll(async () => {
  await server?.close();
});

const internal = () => links.filter((l) => l.url.startsWith(server.baseUrl) && l.state !== LinkState.SKIPPED);
/** Crawled URLs that are pages (no file extension, or .html). */
const pageUrls = () => [...new Set(internal().filter((l) => l.status === 200 && !/\.(?!html$)[a-z0-9]+$/i.test(new URL(l.url).pathname)).map((l) => l.url))];

it('crawls the export from / and every internal link, image, script and stylesheet answers 200', () => {
  const exported = fs.readdirSync('out', { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  const pages = pageUrls();
  const broken = internal().filter((l) => l.state === LinkState.BROKEN);
  console.log(`crawl: ${internal().length} internal URLs, ${pages.length} pages (of ${exported} exported HTML files), ${broken.length} broken`);
  // The crawl must have left the home page: the site links most of its pages from the navbar and sidebars.
  expect(pages.length).toBeGreaterThan(exported / 2);
  expect(broken.map((l) => `${l.status} ${l.url} (linked from ${l.parent})`)).toEqual([]);
  // Assets the pages load were crawled too.
  expect(internal().some((l) => /\/_next\/static\/.+\.js$/.test(l.url))).toBe(true);
  expect(internal().some((l) => /\/_next\/static\/.+\.css$/.test(l.url))).toBe(true);
});

it('every internal #anchor link resolves to an element id on its target page', () => {
  const { pages, references, broken } = checkExport(path.resolve('out'), siteConfig.basePath);
  const unresolved = broken.filter((b) => b.kind === 'anchor').map((b) => `/${b.page}: ${b.target}`);
  console.log(`anchors: ${references} internal references on ${pages} pages, ${unresolved.length} unresolved #anchors`);
  // Every doc page has a TOC of #anchors, so a crawl that read fewer references than pages did not work.
  expect(references).toBeGreaterThan(pages);
  expect(unresolved).toEqual([]);
});
