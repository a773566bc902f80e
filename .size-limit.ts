/**
 * Page-weight budgets, checked by size-limit (`npm run bench`, README § Performance budgets) on
 * the export in `out/` (EXPORT_DIR overrides): the JavaScript each page kind loads before any
 * interaction (the `<script src>` of its HTML, `nomodule` left out, and its script preloads), gzip
 * level 9, in kB (1000 bytes).
 *
 * Each limit is absolute: the framework floor plus what the site may add. The floor, 138.5 kB, is
 * the same measure of a bare App Router export (a root layout with `<html><body>` and one page
 * with one `next/link`) built with this repository's `next` 16.4.6, `react` 19.3.1 and
 * next.config.mjs, measured once with this file on 28 Nov 2026. Measure it again when `next` or
 * `react` is upgraded (README § Upgrading Next.js).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_KINDS } from './tests/e2e/page-kinds.ts';

const OUT = process.env.EXPORT_DIR ?? 'out';
/** The framework floor, kB (see above). */
const FLOOR_KB = 138.5;
/** What the site may add over the floor, kB: the home page, doc pages, and pages with more chrome (API reference with Try-it, search, 404). */
const ALLOWANCE_KB: Record<string, number> = { home: 6, 'api-operation': 25, search: 25, '404': 25 };
const DOC_PAGE_ALLOWANCE_KB = 10;

/** The export files of the scripts an HTML page of the export loads before interaction. */
function pageScripts(file: string): string[] {
  const htmlFile = path.join(OUT, file);
  if (!fs.existsSync(htmlFile)) throw new Error(`No ${htmlFile}: build the export first (npm run build).`);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const tags = html.match(/<script [^>]*src="[^"]+"[^>]*>|<link [^>]*rel="preload" as="script"[^>]*>/g) ?? [];
  const urls = tags.filter((tag) => !/noModule/i.test(tag)).map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)![1]!);
  return [...new Set(urls.map((url) => path.join(OUT, url.slice(url.indexOf('/_next/')))))];
}

export default PAGE_KINDS.map(({ kind, file }) => ({
  name: `${kind} page JS (${file})`,
  path: pageScripts(file),
  gzip: true,
  limit: `${(FLOOR_KB + (ALLOWANCE_KB[kind] ?? DOC_PAGE_ALLOWANCE_KB)).toFixed(1)} kB`,
}));
