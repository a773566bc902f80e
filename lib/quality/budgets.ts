/**
 * The performance and quality budgets of issue 11 § Deliver 4, and the check `npm run bench --
 * --check` runs over a benchmark result. A budget whose metric was not measured fails the check:
 * a budget that can pass by not looking is not a budget.
 */

// Decimal units, the stricter reading of the issue's "KB" and "MB".
const KB = 1000;
const MB = 1000 * 1000;

/** Limits, in bytes, seconds and Lighthouse points (0–100). */
export const BUDGETS = {
  /** JavaScript a doc page loads, gzip (rules: "a doc page loads at most 150 KB gzip JS"). */
  pageJsGzipBytes: 150 * KB,
  /** A page's HTML, gzip. */
  pageHtmlGzipBytes: 20 * KB,
  /** All of `out/`. */
  exportBytes: 40 * MB,
  /** Cold `next build` of the full site, wall clock. */
  coldBuildSeconds: 180,
  /** Lighthouse, mobile form factor: performance at least this. */
  mobilePerformance: 95,
  /** Lighthouse accessibility, best practices and SEO (mobile and desktop): exactly 100. */
  otherCategories: 100,
  /** Cumulative Layout Shift on every measured page. */
  cls: 0,
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
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Audits that cost accessibility, best-practices or SEO points (absent when none). */
  failed?: string[];
}

/** The numbers the budgets are checked against (a subset of bench/results.json). */
export interface BudgetInput {
  build: { wallSeconds: number } | null;
  exportBytes: number | null;
  /** Every page of the export: the budget applies to each. */
  pages: { file: string; htmlGzipBytes: number; jsGzipBytes: number }[];
  lighthouse: { route: string; formFactor: 'mobile' | 'desktop'; scores: LighthouseScores }[];
  /** Budgets reported by the search and API benchmark modules (scripts/bench-*.ts). */
  extra: BudgetResult[];
}

/** One budget verdict. */
export interface BudgetResult {
  name: string;
  /** Measured value (null: not measured). */
  actual: number | string | null;
  /** The limit, as text (`≤ 150.0 kB`). */
  limit: string;
  pass: boolean;
  /** What exceeded, when there is more to say than the worst value. */
  detail?: string;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * Checks every budget. Per-page budgets report the worst page (and how many pages exceed).
 * @returns one verdict per budget, failures included; the check passes when all pass
 */
export function checkBudgets(input: BudgetInput): BudgetResult[] {
  const results: BudgetResult[] = [];
  const worst = (key: 'htmlGzipBytes' | 'jsGzipBytes', limit: number, name: string) => {
    if (!input.pages.length) return results.push({ name, actual: null, limit: `≤ ${kb(limit)}`, pass: false });
    const sorted = [...input.pages].sort((a, b) => b[key] - a[key]);
    const over = sorted.filter((p) => p[key] > limit);
    results.push({
      name: `${name}, worst of ${input.pages.length} pages`,
      actual: `${kb(sorted[0]![key])} (${sorted[0]!.file})`,
      limit: `≤ ${kb(limit)}`,
      pass: over.length === 0,
      ...(over.length ? { detail: `${over.length} pages over: ${over.map((p) => `${p.file} ${kb(p[key])}`).join(', ')}` } : {}),
    });
  };
  worst('jsGzipBytes', BUDGETS.pageJsGzipBytes, 'page JS gzip');
  worst('htmlGzipBytes', BUDGETS.pageHtmlGzipBytes, 'page HTML gzip');
  results.push({
    name: 'export size (out/)',
    actual: input.exportBytes === null ? null : `${(input.exportBytes / MB).toFixed(1)} MB`,
    limit: `≤ ${BUDGETS.exportBytes / MB} MB`,
    pass: input.exportBytes !== null && input.exportBytes <= BUDGETS.exportBytes,
  });
  results.push({
    name: 'cold build wall time',
    actual: input.build ? `${input.build.wallSeconds.toFixed(0)} s` : null,
    limit: `≤ ${BUDGETS.coldBuildSeconds} s`,
    pass: input.build !== null && input.build.wallSeconds <= BUDGETS.coldBuildSeconds,
  });
  if (!input.lighthouse.length) results.push({ name: 'Lighthouse', actual: null, limit: 'measured', pass: false });
  const top = BUDGETS.otherCategories;
  for (const { route, formFactor, scores: s } of input.lighthouse) {
    const perfOk = formFactor === 'desktop' || s.performance >= BUDGETS.mobilePerformance;
    const pass = perfOk && s.accessibility >= top && s.bestPractices >= top && s.seo >= top && s.cls <= BUDGETS.cls;
    results.push({
      name: `Lighthouse ${formFactor} ${route}`,
      actual: `perf ${s.performance} · a11y ${s.accessibility} · bp ${s.bestPractices} · SEO ${s.seo} · CLS ${s.cls}`,
      limit: `${formFactor === 'mobile' ? `perf ≥ ${BUDGETS.mobilePerformance} · ` : ''}a11y, bp, SEO = ${top} · CLS = ${BUDGETS.cls}`,
      pass,
      ...(s.failed?.length ? { detail: s.failed.join('; ') } : {}),
    });
  }
  results.push(...input.extra);
  return results;
}
