/**
 * Page-weight budgets, checked by size-limit (`npm run bench`, README § Performance budgets) on
 * the export in `out/` (EXPORT_DIR overrides): the JavaScript each page kind loads before any
 * interaction (the `<script src>` of its HTML, `nomodule` left out, and its script preloads), gzip
 * level 9, in kB (1000 bytes).
 *
 * Each limit is absolute: the framework floor plus what the site may add. The floor, 138.5 kB, is
 * the same measure of a bare App Router export (a root layout with `<html><body>` and one page
 * with one `next/link`) built with this repository's `next` 16.4.6, `react` 19.3.1 and
 * next.config.mjs. scripts/bench/lighthouse.ts builds that export on every `npm run bench` and
 * fails, printing the new weight, when it is no longer this floor (after an upgrade of `next` or
 * `react`, README § Upgrading Next.js).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_KINDS } from './tests/e2e/page-kinds.ts';

const OUT = process.env.EXPORT_DIR ?? 'out';
/** The framework floor, kB (see above); scripts/bench/lighthouse.ts weighs it again on every run and fails when it moved. */
export const FLOOR_KB = 138.5;
/** What the site may add over the floor, kB: the home page, doc pages, and pages with more chrome (API reference with Try-it, search, 404). */
const ALLOWANCE_KB: Record<string, number> = { home: 6, 'api-operation': 25, search: 25, '404': 25 };
const DOC_PAGE_ALLOWANCE_KB = 10;

/**
 * The files of the scripts an HTML page of an export loads before interaction.
 * @param file - the page's HTML file, relative to `out`
 * @param out - the export folder (default `out/`, or EXPORT_DIR)
 * @throws Error when the page is not in the export
 */
export function pageScripts(file: string, out: string = OUT): string[] {
  const htmlFile = path.join(out, file);
  if (!fs.existsSync(htmlFile)) throw new Error(`No ${htmlFile}: build the export first (npm run build).`);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const tags = html.match(/<script [^>]*src="[^"]+"[^>]*>|<link [^>]*rel="preload" as="script"[^>]*>/g) ?? [];
  const urls = tags.filter((tag) => !/noModule/i.test(tag)).map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)![1]!);
  return [...new Set(urls.map((url) => path.join(out, url.slice(url.indexOf('/_next/')))))];
}

export default PAGE_KINDS.map(({ kind, file }) => ({
  name: `${kind} page JS (${file})`,
  path: pageScripts(file),
  gzip: true,
  limit: `${(FLOOR_KB + (ALLOWANCE_KB[kind] ?? DOC_PAGE_ALLOWANCE_KB)).toFixed(1)} kB`,
}));
