/**
 * The post-export crawl: reads every HTML file of the static export once (htmlparser2) and checks
 * - every internal `href`/`src` (links, scripts, stylesheets, images) resolves to a file of the
 *   export under the URL rules the server and the CDN use (lib/serve/resolve-export-path.ts);
 * - every internal `#fragment` link names an element id (or `<a name>`) on its target page
 *   (HTML § 7.4.6.4: `#top` needs none);
 * - every TOC entry of a page in the content model has its heading id in the page's HTML, so the
 *   TOC, the search records and the DOM agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { decodeOrKeep } from '../serve/request-target';
import { resolveExportPath } from '../serve/resolve-export-path';
import { htmlFiles } from '../export/html-files';
import { isExternalUrl } from '../markdown/url-scheme';
import type { ContentEntry } from '../content/types';

/** Fragments that need no element: HTML scrolls to the top for `#top` (HTML § 7.4.6.4). */
const BUILT_IN_FRAGMENTS = new Set(['top']);

/** The attribute that references another file, per element. */
const REFERENCE_ATTRIBUTES: Record<string, string> = { a: 'href', area: 'href', link: 'href', script: 'src', img: 'src', source: 'src' };

/** What one HTML page offers and references. */
export interface PageReferences {
  /** Every `id` and every `<a name>` on the page. */
  ids: Set<string>;
  /** Every `href`/`src` as written, in document order. */
  references: string[];
}

/** Reads a page's ids and references (entities decoded). */
export function readPageReferences(html: string): PageReferences {
  const ids = new Set<string>();
  const references: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        const attr = REFERENCE_ATTRIBUTES[name];
        const value = attr ? attributes[attr] : undefined;
        if (value) references.push(value);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { ids, references };
}

/** A reference from an exported page that does not resolve. */
export interface BrokenReference {
  /** Page file relative to the export folder (`nada.html`). */
  page: string;
  /** The href/src as written (or `#id` for a TOC entry). */
  target: string;
  kind: 'link' | 'anchor' | 'toc';
}

/**
 * Crawls the export's files.
 * @param outDir - the export folder
 * @param basePath - the configured base path; internal links must carry it
 * @param entries - the content model's pages; each page's TOC ids (h2–h3) must exist in its HTML
 * @returns broken links (`link`), fragments with no element (`anchor`) and TOC ids missing from
 *   the page (`toc`)
 */
export function checkExport(
  outDir: string,
  basePath = '',
  entries: Pick<ContentEntry, 'route' | 'headings'>[] = [],
): { pages: number; references: number; broken: BrokenReference[] } {
  const pages = htmlFiles(outDir);
  const read = new Map<string, PageReferences>();
  const pageOf = (file: string) => {
    if (!read.has(file)) read.set(file, readPageReferences(fs.readFileSync(path.join(outDir, file), 'utf8')));
    return read.get(file)!;
  };
  const broken: BrokenReference[] = [];
  let references = 0;
  for (const page of pages) {
    for (const raw of pageOf(page).references) {
      if (isExternalUrl(raw)) continue;
      references += 1;
      const [pathPart = '', hash] = raw.split('#', 2) as [string, string | undefined];
      let file = page;
      if (pathPart) {
        const resolved = resolveExportPath(outDir, new URL(pathPart, `http://x/${page}`).pathname, basePath);
        if (resolved.status !== 200) {
          broken.push({ page, target: raw, kind: 'link' });
          continue;
        }
        file = resolved.file;
      }
      const fragment = hash ? decodeOrKeep(hash) : '';
      if (fragment && file.endsWith('.html') && !BUILT_IN_FRAGMENTS.has(fragment) && !pageOf(file).ids.has(fragment)) {
        broken.push({ page, target: raw, kind: 'anchor' });
      }
    }
  }
  for (const entry of entries) {
    const resolved = resolveExportPath(outDir, `${basePath}${entry.route}`, basePath);
    if (resolved.status !== 200) {
      broken.push({ page: `${entry.route.slice(1)}.html`, target: entry.route, kind: 'link' });
      continue;
    }
    const ids = pageOf(resolved.file).ids;
    for (const heading of entry.headings) {
      if (heading.depth >= 2 && heading.depth <= 3 && !ids.has(heading.id)) broken.push({ page: resolved.file, target: `#${heading.id}`, kind: 'toc' });
    }
  }
  return { pages: pages.length, references, broken };
}

/**
 * Runs {@link checkExport} and prints the findings: broken links and TOC ids are errors, broken
 * `#anchors` in page text are warnings.
 * @returns the number of errors
 */
export function reportExport(outDir: string, basePath = '', entries: Pick<ContentEntry, 'route' | 'headings'>[] = []): number {
  const { pages, references, broken } = checkExport(outDir, basePath, entries);
  const errors = broken.filter((b) => b.kind !== 'anchor');
  for (const b of errors) {
    console.error(
      b.kind === 'toc'
        ? `out/${b.page}: the TOC links ${b.target} but the page has no element with that id (the heading ids and the TOC disagree)`
        : `out/${b.page}: broken link ${b.target}`,
    );
  }
  for (const b of broken.filter((x) => x.kind === 'anchor')) console.warn(`out/${b.page}: warning: anchor not found ${b.target}`);
  console.log(`export: ${pages} pages, ${references} internal references, ${errors.length} errors`);
  return errors.length;
}
