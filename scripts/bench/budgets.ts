/**
 * Every budget of the site, in one place, sizes in bytes (pages' weights stated in KiB = 1024 bytes,
 * search transfers in kB = 1000 bytes), and the check
 * `npm run bench -- --check` runs over a benchmark result. A budget whose metric was not measured
 * fails: a budget that can pass by not looking is not a budget.
 */

import { describeChunks, type OverFloor } from './over-floor';
import type { PageGroup } from './page-kinds';

/** 1 KiB in bytes (IEC 80000-13). */
export const KiB = 1024;
/** 1 MiB in bytes. */
export const MiB = 1024 * KiB;
/** 1 GiB in bytes. */
const GiB = 1024 * MiB;

/** The limits: sizes in bytes, times in seconds or milliseconds, Lighthouse scores in points (0–100). */
export const BUDGETS = {
  /** What a reader downloads for the document of any page: HTML + RSC payload, gzip. */
  documentGzipBytes: 30 * KiB,
  /**
   * JavaScript a doc page loads before interaction beyond the framework floor (./framework-floor.ts:
   * a bare App Router page of the same `next`, `react` and next.config.mjs, built in the same run),
   * gzip: the site's own interactive chrome.
   */
  docPageJsOverFloorBytes: 10 * KiB,
  /** The same for the home page. */
  homeJsOverFloorBytes: 6 * KiB,
  /** The same for any page (API pages with Try-it, search, 404 included). */
  pageJsOverFloorBytes: 25 * KiB,
  /**
   * Lighthouse mobile Total Blocking Time (simulated slow 4G, 4× CPU slowdown): the median of the
   * runs (5 by default) on each measured page.
   */
  mobileTbtMs: 50,
  /** All of `out/` but the precompressed `.gz`/`.br` siblings (other encodings of counted files). */
  exportBytes: 40 * MiB,
  /** Cold `npm run build` (no `.next/`, no page cache, no `out/`), wall clock, on the 2-core build machine. */
  coldBuildSeconds: 20,
  /** Warm `npm run build` (the caches a CI or preview run restores: `.next/cache`, `.generated/cache`). */
  warmBuildSeconds: 10,
  /** Peak resident memory of the build's whole process tree. */
  buildPeakRssBytes: 1 * GiB,
  /** MDX compiles per doc page in one build: each page is compiled once (or comes from the page cache). */
  compilesPerPage: 1,
  /** Lighthouse mobile performance of the median run (./lighthouse-runs.ts) on each measured page. */
  mobilePerformance: 95,
  /** Lighthouse accessibility, best practices and SEO on each measured page (mobile and desktop). */
  otherCategories: 100,
  /** Cumulative Layout Shift on each measured page. */
  cls: 0,
  /**
   * Bytes a first search transfers, compressed, headers included, from Ctrl+K on a loaded page to
   * the first results (the dialog's code, Pagefind's files), at the site's own size (about 160 pages).
   */
  searchFirstQueryBytes: 150_000,
  /**
   * The site's part of that first query: every file not under `/pagefind/` (the dialog's code and
   * CSS, anything else the site fetches), at every scale. Pagefind's part (script, entry, page
   * table, WebAssembly, index chunks, fragments) is reported, not budgeted: it grows with the site
   * and Pagefind has no setting for it.
   */
  searchSiteFirstQueryBytes: 25_000,
  /** 95th percentile of a search in Chromium after the engine loaded (backend query + first window). */
  searchQueryP95Ms: 50,
  /** The p95 budget holds at the site's size and with up to this many added pages (`--scale 1000`: about 1,160 pages); beyond, it is reported. */
  searchQueryP95MaxAddedPages: 1000,
  /** Relevance set (scripts/bench/relevance-set.ts): expected page first, in percent of queries. */
  searchTop1Percent: 90,
  /** Relevance set: expected page among the first three, in percent of queries. */
  searchTop3Percent: 100,
  /** The API generator on a large spec (GitHub's REST description): wall time. */
  apiGeneratorSeconds: 60,
  /** The API generator on a large spec: peak resident memory. */
  apiGeneratorPeakRssBytes: 2 * GiB,
} as const;

/** Lighthouse numbers of one page in one form factor. */
export interface LighthouseScores {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Total Blocking Time, ms (in a summary of several runs: their median). */
  tbtMs: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Audits that cost accessibility, best-practices or SEO points (absent when none). */
  failed?: string[];
  /**
   * Lighthouse's `benchmarkIndex` (environment.benchmarkIndex): how fast this machine ran its CPU
   * benchmark at the start of the run, higher is faster; in a summary, the median of the runs.
   */
  benchmarkIndex?: number;
  /** In a summary of several runs: each run's TBT, ms, in run order. */
  tbtRunsMs?: number[];
}

/** One budget verdict, as printed and written to bench/results.json. */
export interface BudgetResult {
  name: string;
  /** Measured value, formatted with its unit (null: not measured). */
  actual: string | null;
  /** The limit, formatted (`≤ 30.0 KiB`). */
  limit: string;
  pass: boolean;
  /** What exceeded, when there is more to say than the worst value. */
  detail?: string;
}

/** The numbers the site budgets are checked against (a subset of bench/results.json). */
export interface BudgetInput {
  /** The cold build (null: skipped). Peak RSS is null where /proc is missing. */
  build: { wallSeconds: number; peakRssBytes: number | null; compilesPerPage?: number } | null;
  /** The warm build right after it, with the caches kept (null: skipped). */
  warmBuild?: { wallSeconds: number; compilesPerPage?: number } | null;
  exportBytes: number | null;
  /** Every HTML page of the export: the per-page budgets apply to each. */
  pages: { file: string; documentGzipBytes: number }[];
  /**
   * Each page's JavaScript against the framework floor (./over-floor.ts), with its group
   * (./page-kinds.ts `pageGroup`); null when the floor was not built.
   */
  overFloor: { file: string; group: PageGroup; over: OverFloor }[] | null;
  lighthouse: { route: string; formFactor: 'mobile' | 'desktop'; scores: LighthouseScores }[];
  /** The framework floor page's mobile TBT from the same runs, ms, shown beside each page's (no budget of its own). */
  floorTbtMs?: number | null;
  /** Verdicts of the benchmark sections (search, API generator, …), made with {@link checkMax}. */
  sections: BudgetResult[];
}

/** A size in KiB (below 1 MiB) or MiB, one decimal: `29.4 KiB`, `12.0 MiB`. */
export function formatBytes(bytes: number): string {
  return bytes < MiB ? `${(bytes / KiB).toFixed(1)} KiB` : `${(bytes / MiB).toFixed(1)} MiB`;
}

/** Units {@link checkMax} formats values in: `bytes` as KiB/MiB ({@link formatBytes}), `kB` as kilobytes (1000 bytes), `count` a plain number. */
export type BudgetUnit = 'bytes' | 'kB' | 's' | 'ms' | '%' | 'count';

const FORMAT: Record<BudgetUnit, (value: number) => string> = {
  bytes: formatBytes,
  kB: (v) => `${(v / 1000).toFixed(1)} kB`,
  s: (v) => `${v.toFixed(1)} s`,
  ms: (v) => `${v.toFixed(1)} ms`,
  '%': (v) => `${v.toFixed(1)} %`,
  count: (v) => v.toFixed(2),
};

/**
 * The verdict of an upper limit: passes when `actual ≤ limit`, fails when it is over or null.
 * @param actual - the measured value in `unit` (bytes, seconds or milliseconds); null when not measured
 */
export function checkMax(name: string, actual: number | null, limit: number, unit: BudgetUnit): BudgetResult {
  return { name, actual: actual === null ? null : FORMAT[unit](actual), limit: `≤ ${FORMAT[unit](limit)}`, pass: actual !== null && actual <= limit };
}

/**
 * The verdict of a lower limit: passes when `actual ≥ limit`, fails when it is under or null.
 * @param actual - the measured value in `unit`; null when not measured
 */
export function checkMin(name: string, actual: number | null, limit: number, unit: BudgetUnit): BudgetResult {
  return { ...checkMax(name, actual, limit, unit), limit: `≥ ${FORMAT[unit](limit)}`, pass: actual !== null && actual >= limit };
}

/**
 * Checks every budget of the site. Per-page budgets report the worst page and list every page over.
 * @returns one verdict per budget, failures included, then `input.sections`; the check passes when all pass
 */
export function checkBudgets(input: BudgetInput): BudgetResult[] {
  const results: BudgetResult[] = [];
  const pages = [...input.pages].sort((a, b) => b.documentGzipBytes - a.documentGzipBytes);
  const over = pages.filter((p) => p.documentGzipBytes > BUDGETS.documentGzipBytes);
  const name = 'document (HTML + RSC payload) gzip';
  results.push(
    pages[0]
      ? {
          ...checkMax(`${name}, worst of ${pages.length} pages`, pages[0].documentGzipBytes, BUDGETS.documentGzipBytes, 'bytes'),
          actual: `${formatBytes(pages[0].documentGzipBytes)} (${pages[0].file})`,
          ...(over.length ? { detail: `${over.length} pages over: ${over.map((p) => `${p.file} ${formatBytes(p.documentGzipBytes)}`).join(', ')}` } : {}),
        }
      : checkMax(name, null, BUDGETS.documentGzipBytes, 'bytes'),
  );
  results.push(...overFloorBudgets(input.overFloor));
  results.push(checkMax('export size (out/)', input.exportBytes, BUDGETS.exportBytes, 'bytes'));
  results.push(checkMax('cold build wall time', input.build?.wallSeconds ?? null, BUDGETS.coldBuildSeconds, 's'));
  results.push(checkMax('cold build peak RSS', input.build?.peakRssBytes ?? null, BUDGETS.buildPeakRssBytes, 'bytes'));
  results.push(checkMax('warm build wall time', input.warmBuild?.wallSeconds ?? null, BUDGETS.warmBuildSeconds, 's'));
  results.push(checkMax('MDX compiles per page (cold build)', input.build?.compilesPerPage ?? null, BUDGETS.compilesPerPage, 'count'));
  if (!input.lighthouse.length) results.push({ name: 'Lighthouse', actual: null, limit: 'measured', pass: false });
  const top = BUDGETS.otherCategories;
  for (const { route, formFactor, scores: s } of input.lighthouse) {
    const perfOk = formFactor === 'desktop' || (s.performance >= BUDGETS.mobilePerformance && s.tbtMs <= BUDGETS.mobileTbtMs);
    const runs = s.tbtRunsMs && s.tbtRunsMs.length > 1 ? ` (median of ${s.tbtRunsMs.length}: ${s.tbtRunsMs.join(', ')})` : '';
    const index = s.benchmarkIndex === undefined ? '' : ` · benchmarkIndex ${s.benchmarkIndex}`;
    const floor = input.floorTbtMs === undefined || input.floorTbtMs === null ? '' : ` · floor TBT ${input.floorTbtMs} ms`;
    const pass = perfOk && s.accessibility >= top && s.bestPractices >= top && s.seo >= top && s.cls <= BUDGETS.cls;
    results.push({
      name: `Lighthouse ${formFactor} ${route}`,
      actual: `perf ${s.performance}${formFactor === 'mobile' ? ` · TBT ${s.tbtMs} ms${runs}${floor}${index}` : ''} · a11y ${s.accessibility} · bp ${s.bestPractices} · SEO ${s.seo} · CLS ${s.cls}`,
      limit: `${formFactor === 'mobile' ? `perf ≥ ${BUDGETS.mobilePerformance} · TBT ≤ ${BUDGETS.mobileTbtMs} ms · ` : ''}a11y, bp, SEO = ${top} · CLS = ${BUDGETS.cls}`,
      pass,
      ...(s.failed?.length ? { detail: s.failed.join('; ') } : {}),
    });
  }
  results.push(...input.sections);
  return results;
}

/**
 * The budgets of JavaScript over the framework floor: the home page, the worst doc page, the worst
 * page of all. A page over names the chunks holding the site's modules (./over-floor.ts), so the
 * verdict says what grew.
 */
function overFloorBudgets(pages: BudgetInput['overFloor']): BudgetResult[] {
  const groups: { name: string; limit: number; pick: (g: PageGroup) => boolean }[] = [
    { name: 'JS over the framework floor, home page', limit: BUDGETS.homeJsOverFloorBytes, pick: (g) => g === 'home' },
    { name: 'JS over the framework floor, doc pages', limit: BUDGETS.docPageJsOverFloorBytes, pick: (g) => g === 'doc' },
    { name: 'JS over the framework floor, any page', limit: BUDGETS.pageJsOverFloorBytes, pick: () => true },
  ];
  return groups.map(({ name, limit, pick }) => {
    const chosen = (pages ?? []).filter((p) => pick(p.group)).sort((a, b) => b.over.overBytes - a.over.overBytes);
    const top = chosen[0];
    if (!top) return checkMax(name, null, limit, 'bytes');
    const over = chosen.filter((p) => p.over.overBytes > limit);
    const counted = chosen.length > 1 ? `${name}, worst of ${chosen.length}` : name;
    return {
      ...checkMax(counted, top.over.overBytes, limit, 'bytes'),
      actual: `${formatBytes(top.over.overBytes)} (${top.file}: ${formatBytes(top.over.pageBytes)} − floor ${formatBytes(top.over.floorBytes)})`,
      ...(over.length ? { detail: `${over.length} page${over.length > 1 ? 's' : ''} over; ${top.file}: ${describeChunks(top.over)}` } : {}),
    };
  });
}
