import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';
import { resolveExportPath } from '../serve/resolve-export-path';
import { htmlFiles } from '../export/html-files';

/** A reference from an exported page that does not resolve. */
export interface BrokenReference {
  /** Page file relative to the export folder (`nada.html`). */
  page: string;
  /** The href/src as written. */
  target: string;
  kind: 'link' | 'anchor';
}

const ATTRS: Record<string, string> = { a: 'href', link: 'href', script: 'src', img: 'src', source: 'src' };

/**
 * Checks every internal `href`/`src` of every exported HTML page against the export itself, with
 * the same URL rules the server and the CDN use (architecture.md § Data flow, step 8).
 * @param outDir - the export folder
 * @param basePath - the configured base path; links must carry it
 * @returns broken links (`kind: 'link'`) and `#anchors` with no matching id (`kind: 'anchor'`)
 */
export function checkExportLinks(outDir: string, basePath = ''): { pages: number; references: number; broken: BrokenReference[] } {
  const pages = htmlFiles(outDir);
  const idsCache = new Map<string, Set<string>>();
  const trees = new Map<string, ReturnType<typeof fromHtml>>();
  const tree = (file: string) => {
    if (!trees.has(file)) trees.set(file, fromHtml(fs.readFileSync(path.join(outDir, file), 'utf8')));
    return trees.get(file)!;
  };
  const idsOf = (file: string) => {
    if (!idsCache.has(file)) {
      const ids = new Set<string>();
      visit(tree(file), 'element', (el: Element) => {
        if (typeof el.properties.id === 'string') ids.add(el.properties.id);
      });
      idsCache.set(file, ids);
    }
    return idsCache.get(file)!;
  };
  const broken: BrokenReference[] = [];
  let references = 0;
  for (const page of pages) {
    visit(tree(page), 'element', (el: Element) => {
      const attr = ATTRS[el.tagName];
      const raw = attr ? el.properties[attr === 'href' ? 'href' : 'src'] : undefined;
      if (typeof raw !== 'string' || raw === '' || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(raw)) return;
      references += 1;
      const [pathPart = '', hash] = raw.split('#', 2) as [string, string | undefined];
      let file = page;
      if (pathPart) {
        const absolute = new URL(pathPart, `http://x/${page}`).pathname;
        const resolved = resolveExportPath(outDir, absolute, basePath);
        if (resolved.status === 404) {
          broken.push({ page, target: raw, kind: 'link' });
          return;
        }
        file = resolved.file;
      }
      if (hash && file.endsWith('.html') && !idsOf(file).has(decodeURIComponent(hash))) {
        broken.push({ page, target: raw, kind: 'anchor' });
      }
    });
    trees.delete(page);
  }
  return { pages: pages.length, references, broken };
}

/**
 * Runs {@link checkExportLinks} and prints the findings (errors to stderr, anchors as warnings).
 * @returns the number of broken links (anchors excluded)
 */
export function reportExportLinks(outDir: string, basePath = ''): number {
  const { pages, references, broken } = checkExportLinks(outDir, basePath);
  const links = broken.filter((b) => b.kind === 'link');
  for (const b of links) console.error(`out/${b.page}: broken link ${b.target}`);
  for (const b of broken.filter((x) => x.kind === 'anchor')) console.warn(`out/${b.page}: warning: anchor not found ${b.target}`);
  console.log(`export links: ${pages} pages, ${references} internal references, ${links.length} broken links`);
  return links.length;
}
