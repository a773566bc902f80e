/**
 * Builds the local search index from the static export with Pagefind's Node API
 * (https://pagefind.app/docs/node-api/): every page's article (`data-pagefind-body`, set by the doc
 * layout) with its headings as anchored sub-results, written as a chunked index to
 * `<export>/pagefind/`, which the browser loads piece by piece (lib/search/pagefind-backend.ts).
 * Pagefind reads each page as {@link indexableHtml} gives it: table cells separated, code art left out.
 * Build-time only (Node).
 */
import path from 'node:path';
import fs from 'node:fs';
import { close, createIndex } from 'pagefind';
import { indexableHtml } from './index-html';

/** Folder of the index and Pagefind's browser bundle inside the export. */
export const PAGEFIND_DIR = 'pagefind';

/**
 * Elements inside the article that are controls, not reading text: copy buttons and heading
 * permalinks. Chrome the layout owns carries `data-pagefind-ignore` instead.
 */
export const PAGEFIND_EXCLUDE_SELECTORS = ['.copy-button', '.hash-link'];

/** Pagefind's UI bundles, which this site does not use (it has its own dialog and page). */
const UNUSED_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** What {@link writePagefindIndex} did. */
export interface PagefindIndexReport {
  /** HTML files Pagefind read (those without `data-pagefind-body` are read but not indexed). */
  pages: number;
  /** Files in `<export>/pagefind/`, and their bytes on disk. */
  files: number;
  bytes: number;
  ms: number;
}

/**
 * Indexes the HTML pages of `outDir` and writes the index into `outDir/pagefind/` (replacing an
 * older one).
 * @throws Error listing Pagefind's errors, or when the folder holds no HTML page
 */
export async function writePagefindIndex(outDir: string): Promise<PagefindIndexReport> {
  const started = performance.now();
  const target = path.join(outDir, PAGEFIND_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  let pages = 0;
  try {
    const { index, errors } = await createIndex({ excludeSelectors: PAGEFIND_EXCLUDE_SELECTORS, forceLanguage: 'en' });
    if (!index || errors.length) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    // Each page as the index should read it (lib/search/index-html.ts), under its path in the export.
    const files = fs
      .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html') && !file.split(path.sep).includes(PAGEFIND_DIR))
      .sort();
    for (const file of files) {
      const content = indexableHtml(fs.readFileSync(path.join(outDir, file), 'utf8'));
      const added = await index.addHTMLFile({ sourcePath: file.split(path.sep).join('/'), content });
      if (added.errors.length) throw new Error(`Pagefind could not index ${path.join(outDir, file)}: ${added.errors.join('; ')}`);
    }
    if (files.length === 0) throw new Error(`Pagefind found no HTML page in ${outDir}.`);
    pages = files.length;
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new Error(`Pagefind could not write ${target}: ${written.errors.join('; ')}`);
  } finally {
    await close();
  }
  for (const file of UNUSED_FILES) fs.rmSync(path.join(target, file), { force: true });
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { pages, files, bytes, ms: Math.round(performance.now() - started) };
}
