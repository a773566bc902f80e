/**
 * Search benchmarks, measured in Chromium on the served export (gzip, as a CDN serves it):
 * - relevance: the queries of ./relevance-set.ts typed into /search; top-1 and top-3 hit rates;
 * - query latency after load: p50/p95 of the User Timing measure every search records
 *   (lib/search/search.ts `SEARCH_MEASURE`: backend query plus the first window of results), over
 *   the relevance set and 200 queries made from the site's titles and headings;
 * - the bytes a first query transfers: everything fetched from pressing Ctrl+K on a loaded doc page
 *   to the first results (the dialog's code, the search engine and the index chunks it needs);
 * - the index on disk (`out/pagefind/`), and that no search code loads before intent.
 * `npm run bench` runs it as {@link searchSection}; `--scale` runs {@link benchSearchInBrowser} on
 * the scaled export.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { stripBasePath } from '../../lib/config/base-path';
import { htmlFiles } from '../../lib/export/html-files';
import { SEARCH_MEASURE } from '../../lib/search/search';
import { PAGEFIND_BUNDLE_PATH } from '../../lib/search/settings';
import { siteConfig } from '../../site.config';
import { launchBrowser } from '../chromium';
import { BUDGETS, checkMax, checkMin, type BudgetResult } from './budgets';
import { RELEVANCE_SET, type RelevanceCase } from './relevance-set';
import type { BenchSection } from './section';
import { folderSize } from './page-weight';
import { serveExportGzip } from './serve-export';

/** What {@link benchSearchInBrowser} measures. Sizes in bytes, times in milliseconds. */
export interface SearchBenchResult {
  /** `out/pagefind/` on disk (null with the Algolia backend). */
  index: { files: number; bytes: number } | null;
  relevance: { queries: number; top1: number; top3: number; misses: { query: string; expected: string[]; got: string[] }[] };
  latency: { queries: number; p50Ms: number; p95Ms: number; maxMs: number };
  /**
   * Transferred from Ctrl+K to the first results: `bytes` with response headers (the budget),
   * `bodyBytes` the compressed bodies alone; Next's prefetches of the page's links that finished in
   * the meantime are left out (`prefetchesLeftOut` of them); split by owner (`pagefindBytes` + `siteBytes` =
   * `bytes`, see {@link fileOwner}); the files with their bytes (headers included).
   */
  firstQuery: {
    bytes: number;
    bodyBytes: number;
    pagefindBytes: number;
    siteBytes: number;
    requests: number;
    prefetchesLeftOut: number;
    files: FirstQueryFile[];
  };
  /** Search code loaded by a doc page before any intent (should be none). */
  searchCodeBeforeIntent: string[];
}

/** One file fetched by the first query. */
export interface FirstQueryFile {
  /** URL pathname, base path included. */
  path: string;
  /** Transferred bytes: response headers and the body as sent. */
  bytes: number;
  owner: 'pagefind' | 'site';
}

/** The folder of Pagefind's files below the base path (`/pagefind/`): everything in it is written by Pagefind. */
const PAGEFIND_DIR = PAGEFIND_BUNDLE_PATH.slice(0, PAGEFIND_BUNDLE_PATH.lastIndexOf('/') + 1);

/**
 * Who a file of the first query belongs to: Pagefind (its script, entry, page table, WebAssembly,
 * index chunks and fragments, all in {@link PAGEFIND_DIR}) or the site (the dialog's code and CSS,
 * anything else).
 * @param pathname - the URL pathname, base path included
 * @param basePath - the export's base path (`''` or `/preview/x`)
 */
export function fileOwner(pathname: string, basePath: string): FirstQueryFile['owner'] {
  return stripBasePath(pathname, basePath).startsWith(PAGEFIND_DIR) ? 'pagefind' : 'site';
}

/** Totals of the first query's files, split by {@link FirstQueryFile.owner}. */
export function firstQueryTotals(files: readonly FirstQueryFile[]): { bytes: number; pagefindBytes: number; siteBytes: number } {
  const total = (owner?: FirstQueryFile['owner']) => files.filter((f) => !owner || f.owner === owner).reduce((sum, f) => sum + f.bytes, 0);
  return { bytes: total(), pagefindBytes: total('pagefind'), siteBytes: total('site') };
}

/** The request header of a prefetch by Next's router (lower case, as Playwright reports headers). */
const NEXT_PREFETCH_HEADER = 'next-router-prefetch';

/** A string only the dialog's chunk holds. */
const DIALOG_MARKER = 'search-dialog-list';

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! : 0;
}

/** Types `query` into the /search page and returns the result page routes in order. */
async function resultsFor(page: Page, query: string, basePath: string): Promise<string[]> {
  await page.locator('.search-page-input').fill(query);
  const done = page.locator(`.search-page-results[data-query="${query.replace(/"/g, '\\"')}"], .search-page-message`);
  await done.first().waitFor({ timeout: 15_000 });
  const hrefs = await page.locator('.search-page-results .search-result-page a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => stripBasePath(href, basePath));
}

/** Reader-like queries: single words, prefixes (typing in progress), two words, the relevance set. */
function latencyQueries(count: number): string[] {
  const words =
    'secret nada program client compute store party network token array integer testnet vault query install wallet model permission value python'.split(' ');
  const prefixes = words.map((w) => w.slice(0, 3));
  const pairs = words.map((w, i) => `${w} ${words[(i * 7 + 3) % words.length]}`);
  const titles = RELEVANCE_SET.map((c) => c.query);
  const pool = [...words, ...prefixes, ...pairs, ...titles];
  return Array.from({ length: count }, (_, i) => pool[(i * 13) % pool.length]!);
}

/** The {@link SEARCH_MEASURE} measures recorded so far in the page, in ms. */
const measures = (page: Page) => page.evaluate((name) => performance.getEntriesByName(name).map((e) => e.duration), SEARCH_MEASURE);

/**
 * Measures search on a built export in Chromium.
 * @param outDir - the export (with `pagefind/` unless Algolia is configured)
 * @param basePath - the base path it was built with
 * @param options.relevance - the relevance set to run (default {@link RELEVANCE_SET}; [] to skip)
 * @param options.baseUrl - where the export is already served (gzip, as {@link serveExportGzip}); else it is served here
 * @throws Error when the export is missing or Chromium cannot start
 */
export async function benchSearchInBrowser(
  outDir: string,
  basePath: string,
  options: { relevance?: readonly RelevanceCase[]; latencyQueries?: number; baseUrl?: string } = {},
): Promise<SearchBenchResult> {
  if (!fs.existsSync(path.join(outDir, '404.html'))) throw new Error(`No export in ${outDir}: build first.`);
  const pagefindDir = path.join(outDir, 'pagefind');
  const size = fs.existsSync(pagefindDir) ? folderSize(pagefindDir) : null;
  const index: SearchBenchResult['index'] = size && { files: size.files, bytes: size.bytes };
  // The caller's server of this export, or one of our own.
  const server = options.baseUrl ? { baseUrl: options.baseUrl, close: async () => {} } : await serveExportGzip(outDir, basePath);
  const browser = await launchBrowser();
  try {
    // 1. First query: a fresh context (empty cache) on a doc page; Ctrl+K, type, first results.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Every finished request of the context (the page and Pagefind's web worker), with its
    // transferred size: response headers plus the body as sent (compressed), and whether it is a
    // prefetch by Next's router of a link on the page (header `Next-Router-Prefetch`): those run
    // when the browser is idle, late on a loaded machine, and are not the search's.
    const finished: Promise<{ url: string; bytes: number; bodyBytes: number; prefetch: boolean }>[] = [];
    context.on('requestfinished', (request) => {
      const sizes = request.sizes().catch(() => ({ responseHeadersSize: 0, responseBodySize: 0 }));
      const headers = request.allHeaders().catch(() => ({}));
      finished.push(
        Promise.all([sizes, headers]).then(([s, h]) => ({
          url: request.url(),
          bytes: s.responseHeadersSize + s.responseBodySize,
          bodyBytes: s.responseBodySize,
          prefetch: NEXT_PREFETCH_HEADER in h,
        })),
      );
    });
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push({ url: r.url(), body: r.text().catch(() => '') });
    });
    await page.goto(`${server.baseUrl}/nada-lang-types`);
    await page.waitForLoadState('networkidle');
    await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
    const bodies = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
    const searchCodeBeforeIntent = bodies.filter((s) => s.body.includes(DIALOG_MARKER) || s.url.includes('/pagefind/')).map((s) => new URL(s.url).pathname);
    const before = finished.length;
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('secret');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const after = await Promise.all(finished.slice(before));
    const first = after.filter((f) => !f.prefetch);
    const files = first.map(({ url, bytes }): FirstQueryFile => ({ path: new URL(url).pathname, bytes, owner: fileOwner(new URL(url).pathname, basePath) }));
    const firstQuery = {
      ...firstQueryTotals(files),
      bodyBytes: first.reduce((sum, f) => sum + f.bodyBytes, 0),
      requests: first.length,
      prefetchesLeftOut: after.length - first.length,
      files,
    };
    await context.close();

    // 2. Relevance and latency on /search (one page load; each query typed in).
    const searchContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const searchPage = await searchContext.newPage();
    await searchPage.goto(`${server.baseUrl}/search`);
    await searchPage.waitForLoadState('networkidle');
    await resultsFor(searchPage, 'nada', basePath); // loads the engine: later queries run "after load"
    const afterWarmUp = (await measures(searchPage)).length;
    const cases = options.relevance ?? RELEVANCE_SET;
    const misses: SearchBenchResult['relevance']['misses'] = [];
    let top1 = 0;
    let top3 = 0;
    for (const c of cases) {
      const got = await resultsFor(searchPage, c.query, basePath);
      if (c.expected.includes(got[0] ?? '')) top1++;
      if (got.slice(0, 3).some((r) => c.expected.includes(r))) top3++;
      if (!c.expected.includes(got[0] ?? '')) misses.push({ query: c.query, expected: c.expected, got: got.slice(0, 3) });
    }
    for (const q of latencyQueries(options.latencyQueries ?? 200)) await resultsFor(searchPage, q, basePath);
    const times = (await measures(searchPage)).slice(afterWarmUp).sort((a, b) => a - b);
    await searchContext.close();
    return {
      index,
      relevance: { queries: cases.length, top1: cases.length ? top1 / cases.length : 1, top3: cases.length ? top3 / cases.length : 1, misses },
      latency: { queries: times.length, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: times.at(-1) ?? 0 },
      firstQuery,
      searchCodeBeforeIntent,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The budgets of a search result; `pages` names the site size in each budget.
 * @param options.whole - budget the whole first query too (default true; false for `--scale`,
 *   where only the site's part is budgeted)
 */
export function searchBudgets(r: SearchBenchResult, pages: number, options: { relevance?: boolean; latency?: boolean; whole?: boolean } = {}): BudgetResult[] {
  const budgets = [checkMax(`search: first query, the site's files, at ${pages} pages`, r.firstQuery.siteBytes, BUDGETS.searchSiteFirstQueryBytes, 'kB')];
  if (options.whole !== false)
    budgets.push(checkMax(`search: first query transfer at ${pages} pages`, r.firstQuery.bytes, BUDGETS.searchFirstQueryBytes, 'kB'));
  if (options.latency !== false) budgets.push(checkMax(`search: query p95 in Chromium at ${pages} pages`, r.latency.p95Ms, BUDGETS.searchQueryP95Ms, 'ms'));
  if (options.relevance !== false) {
    budgets.push(
      checkMin('search: relevance top-1', r.relevance.top1 * 100, BUDGETS.searchTop1Percent, '%'),
      checkMin('search: relevance top-3', r.relevance.top3 * 100, BUDGETS.searchTop3Percent, '%'),
    );
  }
  budgets.push({
    name: 'search: no search code before the first intent',
    actual: r.searchCodeBeforeIntent.join(', ') || 'none',
    limit: 'none',
    pass: r.searchCodeBeforeIntent.length === 0,
  });
  return budgets;
}

/** The figures of a result, for a table. */
function searchMetrics(r: SearchBenchResult): Record<string, number | string | null> {
  return {
    'index files': r.index?.files ?? null,
    'index on disk (KiB)': r.index ? kib(r.index.bytes) : null,
    'relevance top-1 (%)': pct(r.relevance.top1),
    'relevance top-3 (%)': pct(r.relevance.top3),
    'relevance queries': r.relevance.queries,
    'query p50 in Chromium (ms)': round(r.latency.p50Ms),
    'query p95 in Chromium (ms)': round(r.latency.p95Ms),
    'first query transfer (kB)': kb(r.firstQuery.bytes),
    "first query: Pagefind's files (kB)": kb(r.firstQuery.pagefindBytes),
    "first query: the site's files (kB)": kb(r.firstQuery.siteBytes),
    'first query bodies (KiB)': kib(r.firstQuery.bodyBytes),
    'first query requests': r.firstQuery.requests,
    'prefetches of page links left out': r.firstQuery.prefetchesLeftOut,
  };
}

/** The search section of `npm run bench`. */
export const searchSection: BenchSection = {
  name: 'search',
  async run(ctx) {
    const r = await benchSearchInBrowser(ctx.outDir, siteConfig.basePath, { baseUrl: ctx.baseUrl });
    for (const miss of r.relevance.misses)
      console.log(`  relevance miss: "${miss.query}" expected ${miss.expected.join(' or ')}, got ${miss.got.join(', ') || 'nothing'}`);
    const pages = htmlFiles(ctx.outDir).length;
    return { metrics: searchMetrics(r), budgets: searchBudgets(r, pages) };
  },
};

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));
const round = (ms: number) => Number(ms.toFixed(2));
const pct = (share: number) => Number((share * 100).toFixed(1));
