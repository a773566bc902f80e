/**
 * The link check of the static export. linkinator (the field's link checker) crawls it from every
 * page and requests every same-origin link, image, script and stylesheet (and `url()` in CSS):
 * each must answer 200. Then the anchor check: every internal `#fragment` link names an element id
 * or `<a name>` on its target page (HTML § 7.4.6.4: `#top` needs none). The TOC is such links, so
 * a heading id the TOC (and the search records) name but the page lacks fails too. linkinator's own
 * fragment check is not used: it validates a fragment only when the target page is fetched after
 * the link to it was read, so most links of a crawl from every page would go unchecked.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { htmlFiles } from '../export/html-files';
import { isExternalUrl } from '../markdown/url-scheme';

/** Fragments that need no element: HTML scrolls to the top for `#top` (HTML § 7.4.6.4). */
const BUILT_IN_FRAGMENTS = new Set(['top']);

/** A link of the export that does not resolve, with the page it is on. */
export interface BrokenLink {
  /** The page the link is on: a file of the export (`nada.html`). */
  page: string;
  /** The URL path requested (base path included), or the `href` as written for a missing anchor. */
  target: string;
  /** The HTTP status (0: no answer), or `anchor` for a fragment with no element. */
  reason: number | 'anchor';
}

/** A free loopback port for linkinator's server, known before it starts (to tell our URLs from others). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/**
 * Crawls with linkinator from `starts` and every page they link to on the same origin, requesting
 * every same-origin link, image, script and stylesheet; other origins are not requested (no network
 * in CI, and they are not ours to keep alive). Pages are clean URLs (`/foo` is foo.html).
 * @param starts - absolute URLs of a served site, or with `dir`, files relative to the folder (`.`: its home page)
 * @param options.dir - an export folder, served by linkinator's own static server
 * @param options.basePath - the base path the folder is served under (`/preview/x`), so a link
 *   without it is broken
 * @returns every same-origin result (OK or BROKEN), each with the page it was found on (`parent`);
 *   with `dir`, both as paths below the server's root (base path included)
 */
export async function crawlLinks(starts: string[], options: { dir?: string; basePath?: string } = {}): Promise<LinkResult[]> {
  const { dir, basePath = '' } = options;
  // The folder appears at the base path of a temporary root (a symbolic link), as it is served.
  const root = dir && basePath ? fs.mkdtempSync(path.join(os.tmpdir(), 'export-links-')) : undefined;
  if (root && dir) {
    fs.mkdirSync(path.dirname(path.join(root, basePath)), { recursive: true });
    fs.symlinkSync(path.resolve(dir), path.join(root, basePath));
  }
  const port = dir ? await freePort() : undefined;
  const origin = port ? `http://localhost:${port}` : new URL(starts[0]!).origin;
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A page's clean URL, but not the home page under a base path (`/preview/x`).
  const cleanUrl = new RegExp(`^(${literal(origin)}(?!${literal(basePath)}(?:[?#]|$))(?:/[^?#]*)?/[^/.?#]+)(?=[?#]|$)`);
  try {
    const result = await new LinkChecker().check({
      path: root ? starts.map((s) => `${basePath.slice(1)}/${s}`) : starts,
      serverRoot: root ?? dir,
      port,
      recurse: true,
      checkCss: true,
      concurrency: 8,
      timeout: 60_000,
      // A request that gets no answer (a loaded machine) is asked again before it counts as broken.
      retryErrors: true,
      retryErrorsCount: 2,
      retryErrorsJitter: 500,
      // Our URLs are files (`/foo` is foo.html): relative links resolve like a browser's.
      cleanUrls: true,
      // linkinator's server takes a folder of the page's name (Next writes `foo/`, the page's data,
      // beside `foo.html`) for the page: ask it for the file, as the CDN and nginx serve it.
      urlRewriteExpressions: dir ? [{ pattern: cleanUrl, replacement: '$1.html' }] : [],
      linksToSkip: async (link) => link !== origin && !link.startsWith(`${origin}/`),
    });
    // linkinator names what its own server answered by the path below its root (`nada`, `./` for the root).
    const internal = (url: string) => (dir ? !isExternalUrl(url) : url === origin || url.startsWith(`${origin}/`));
    return result.links.filter((l) => l.state !== LinkState.SKIPPED && internal(l.url));
  } finally {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Every id and `<a name>` of a page, and the `href`s of its links that carry a `#fragment`. */
function readPage(html: string): { ids: Set<string>; fragmentLinks: string[] } {
  const ids = new Set<string>();
  const fragmentLinks: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      const href = name === 'a' || name === 'area' ? attributes.href : undefined;
      if (href?.includes('#') && !isExternalUrl(href)) fragmentLinks.push(href);
    },
  });
  parser.end(html);
  return { ids, fragmentLinks };
}

/** The page file a URL path names under clean URLs (`/a` and `/a.html` → a.html, `/` → index.html), when it has one. */
function pageFileOf(urlPath: string, basePath: string, pages: Set<string>): string | undefined {
  if (basePath && urlPath !== basePath && !urlPath.startsWith(`${basePath}/`)) return undefined;
  const rel = decodeURIComponent(urlPath.slice(basePath.length)).replace(/^\/+/, '');
  return [rel, `${rel}.html`, `${rel}${rel && !rel.endsWith('/') ? '/' : ''}index.html`].find((f) => pages.has(f));
}

/**
 * The anchor check: every internal link with a `#fragment` whose target page is in the export
 * names an element of that page. A link to a missing page is the crawl's finding, not this one's.
 * @param dir - the export folder
 * @param basePath - the base path internal links carry
 */
export function brokenAnchors(dir: string, basePath = ''): BrokenLink[] {
  const files = htmlFiles(dir);
  const pages = new Set(files);
  const read = new Map<string, ReturnType<typeof readPage>>();
  const pageOf = (file: string) => {
    if (!read.has(file)) read.set(file, readPage(fs.readFileSync(path.join(dir, file), 'utf8')));
    return read.get(file)!;
  };
  const broken: BrokenLink[] = [];
  for (const page of files) {
    for (const href of pageOf(page).fragmentLinks) {
      const [pathPart = '', fragment = ''] = href.split('#', 2);
      const target = pathPart ? pageFileOf(new URL(pathPart, `http://x${basePath}/${page}`).pathname, basePath, pages) : page;
      let id = fragment;
      try {
        id = decodeURIComponent(fragment);
      } catch {}
      if (target && id && !BUILT_IN_FRAGMENTS.has(id) && !pageOf(target).ids.has(id)) broken.push({ page, target: href, reason: 'anchor' });
    }
  }
  return broken;
}

/**
 * Checks an export folder: the crawl from every page (every internal link and asset answers 200)
 * and the anchor check.
 * @param dir - the export folder
 * @param basePath - the configured base path; internal links must carry it
 * @returns the number of pages and of internal URLs crawled, and every broken link and anchor
 *   with the page it is on
 */
export async function checkExport(dir: string, basePath = ''): Promise<{ pages: number; crawled: number; broken: BrokenLink[] }> {
  const files = htmlFiles(dir);
  const pages = new Set(files);
  const urlPath = (rel: string) => `/${rel.replace(/^\.\//, '')}`;
  // From the home page, recursively (stylesheets too, for their url()s); then the pages no link reached.
  const links = await crawlLinks(['.'], { dir, basePath });
  const reached = new Set(links.map((l) => pageFileOf(urlPath(l.url), basePath, pages)));
  const unreached = files.filter((f) => !reached.has(f));
  if (unreached.length) links.push(...(await crawlLinks(unreached, { dir, basePath })));
  const broken: BrokenLink[] = [
    ...links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => {
        const parent = urlPath(l.parent ?? l.url);
        return { page: pageFileOf(parent, basePath, pages) ?? parent.slice(basePath.length + 1), target: urlPath(l.url), reason: l.status ?? 0 };
      }),
    ...brokenAnchors(dir, basePath),
  ];
  return { pages: files.length, crawled: links.length, broken };
}

/**
 * Runs {@link checkExport} and prints each finding as `<folder>/<page>: …`, naming the page the
 * link is on, then a summary line.
 * @returns the number of findings
 */
export async function reportExport(dir: string, basePath = ''): Promise<number> {
  const started = Date.now();
  const { pages, crawled, broken } = await checkExport(dir, basePath);
  const label = path.relative(process.cwd(), dir) || '.';
  for (const b of broken) {
    console.error(
      b.reason === 'anchor'
        ? `${label}/${b.page}: the link ${b.target} names no element id on its page: fix the #fragment or the heading it points at`
        : `${label}/${b.page}: broken link ${b.target} (status ${b.reason || 'none'}): fix the link or add the file`,
    );
  }
  console.log(`export: ${pages} pages, ${crawled} internal URLs crawled, ${broken.length} broken, in ${Date.now() - started} ms`);
  return broken.length;
}
