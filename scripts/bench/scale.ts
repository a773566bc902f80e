/**
 * `npm run bench -- --scale N`: what growth costs. Copies the repository (without node_modules,
 * build output or git data) into a temporary folder, adds N pages there — distinct text written
 * by ./scale-text.ts from the site's own prose — measures a cold build of that tree, then search
 * on the scaled export in Chromium (./search.ts). The build never writes to the working tree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { htmlFiles } from '../../lib/export/html-files';
import { PAGEFIND_DIR } from '../../lib/search/pagefind-index';
import { siteConfig } from '../../site.config';
import { BUDGETS, type BudgetResult, MiB } from './budgets';
import { folderSize } from './page-weight';
import { probeOrThrow } from './process-probe';
import { generatedPage, trainOnContent } from './scale-text';
import { benchSearchInBrowser, searchBudgets, type SearchBenchResult } from './search';
import { formatTable } from './table';

/** Top-level entries the temporary copy leaves out: dependencies, build output, VCS and bench data. */
const NOT_COPIED = new Set(['node_modules', '.git', '.next', 'out', 'out-e2e', 'out-e2e-algolia', '.generated', '.test-results']);

/** Folder of the generated pages inside the content tree. */
const SCALE_DIR = 'scale';

/**
 * Writes `count` generated pages (./scale-text.ts) as `scale/page-<n>.mdx` below `contentDir`,
 * trained on the pages already there.
 * @returns the files written, relative to `contentDir`
 * @throws Error when the content tree has no prose to learn from
 */
export function addScalePages(contentDir: string, count: number): string[] {
  const chain = trainOnContent(contentDir);
  fs.mkdirSync(path.join(contentDir, SCALE_DIR), { recursive: true });
  const written: string[] = [];
  for (let i = 1; i <= count; i++) {
    const file = `${SCALE_DIR}/page-${String(i).padStart(5, '0')}.mdx`;
    fs.writeFileSync(path.join(contentDir, file), generatedPage(chain, i));
    written.push(file);
  }
  return written;
}

/**
 * Mirrors `src` at `dest` with hard links (a copy where the file system cannot link): as fast as
 * a symlink, but inside the tree, which Turbopack requires of node_modules. Symlinks stay symlinks.
 */
function linkTree(src: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dest, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else if (entry.isDirectory()) linkTree(from, to);
    else {
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
  }
}

/**
 * Copies `root` into a new temporary folder without {@link NOT_COPIED}; node_modules is mirrored
 * with hard links.
 * @returns the temporary folder (the caller removes it)
 */
export function copyTree(root: string): string {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  for (const entry of fs.readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(tmp, entry), { recursive: true });
  }
  linkTree(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
  return tmp;
}

/**
 * `--scale N`: builds a copy of `root` with `count` added pages, measures it and search on it,
 * and the first query of the unscaled export in `root/out/` for Pagefind's growth per 1,000
 * pages; prints one table and the search budgets at that size, and writes
 * `bench/scale-<N>-results.json`.
 * @returns the search budgets' verdicts
 * @throws Error with the log file when the scaled build fails
 */
export async function benchScale(root: string, count: number): Promise<BudgetResult[]> {
  const tmp = copyTree(root);
  let r: { htmlPages: number; wallSeconds: number; peakRssBytes: number | null; exportBytes: number; exportFiles: number; search: SearchBenchResult };
  try {
    const added = addScalePages(path.join(tmp, 'content'), count);
    console.log(`Scale: ${added.length} pages added in ${tmp}; cold build (npm run build) …`);
    const probe = await probeOrThrow('The scaled build', 'npm', ['run', 'build'], { cwd: tmp });
    const out = path.join(tmp, 'out');
    const size = folderSize(out);
    console.log('Scale: search in Chromium on the scaled export …');
    // The scaled build reads the same environment, so it has the same base path.
    const search = await benchSearchInBrowser(out, siteConfig.basePath);
    r = {
      htmlPages: htmlFiles(out).length,
      wallSeconds: probe.wallSeconds,
      peakRssBytes: probe.peakRssBytes,
      exportBytes: size.bytes,
      exportFiles: size.files,
      search,
    };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  // The unscaled export, for Pagefind's growth: its first query only (no relevance, no latency run).
  const outDir = path.join(root, 'out');
  // `next build` alone also writes out/, without the search index the postbuild adds.
  const base = fs.existsSync(path.join(outDir, PAGEFIND_DIR, 'pagefind.js'))
    ? { htmlPages: htmlFiles(outDir).length, search: await benchSearchInBrowser(outDir, siteConfig.basePath, { relevance: [], latencyQueries: 0 }) }
    : null;
  if (!base) console.warn("No export with its search index in out/: Pagefind's growth per 1,000 pages needs the unscaled site built (npm run build).");
  const growth = base ? ((r.search.firstQuery.pagefindBytes - base.search.firstQuery.pagefindBytes) / (r.htmlPages - base.htmlPages)) * 1000 : null;
  const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));
  const mib = (bytes: number | null) => (bytes === null ? null : Number((bytes / MiB).toFixed(1)));
  const searchCells = ({ index, firstQuery: q }: SearchBenchResult) => [
    mib(index?.bytes ?? null),
    index?.files,
    kb(q.bytes),
    kb(q.pagefindBytes),
    kb(q.siteBytes),
  ];
  const rows = [
    ...(base ? [[base.htmlPages, 'out/ (unscaled)', null, null, null, null, ...searchCells(base.search)]] : []),
    [
      r.htmlPages,
      'scaled',
      Number(r.wallSeconds.toFixed(1)),
      mib(r.peakRssBytes),
      mib(r.exportBytes),
      r.exportFiles,
      ...searchCells(r.search),
      growth === null ? null : kb(growth),
      Number(r.search.latency.p95Ms.toFixed(1)),
    ],
  ];
  const headers = [
    'HTML pages',
    'export',
    'build wall time (s)',
    'peak RSS (MiB)',
    'out/ (MiB)',
    'files',
    'search index on disk (MiB)',
    'index files',
    'first query (kB)',
  ];
  headers.push("Pagefind's files (kB)", "site's files (kB)", 'Pagefind growth per 1,000 pages (kB)', 'query p95 in Chromium (ms)');
  console.log(`\n## Scale: ${count} added pages (kB = 1000 bytes, transferred: compressed, headers included)\n\n${formatTable(headers, rows)}\n`);
  const budgets = searchBudgets(r.search, r.htmlPages, { relevance: false, whole: false, latency: count <= BUDGETS.searchQueryP95MaxAddedPages });
  console.log(
    formatTable(
      ['budget', 'actual', 'limit', 'result'],
      budgets.map((b) => [b.name, b.actual, b.limit, b.pass ? 'pass' : 'FAIL']),
    ),
  );
  const baseline = base && { htmlPages: base.htmlPages, firstQuery: base.search.firstQuery };
  const file = `bench/scale-${count}-results.json`;
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  const results = { generatedAt: new Date().toISOString(), addedPages: count, ...r, baseline, pagefindGrowthPer1000PagesBytes: growth, budgets };
  fs.writeFileSync(path.join(root, file), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Wrote ${file}`);
  return budgets;
}
