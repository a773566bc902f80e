import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, type BudgetInput, type LighthouseScores } from '@/lib/quality/budgets';

const perfect: LighthouseScores = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 800, lcpMs: 1200, tbtMs: 10, cls: 0 };
const passing = (): BudgetInput => ({
  build: { wallSeconds: 120 },
  exportBytes: 30e6,
  pages: [
    { file: 'a.html', htmlGzipBytes: 9000, jsGzipBytes: 140_000 },
    { file: 'b.html', htmlGzipBytes: 19_999, jsGzipBytes: 120_000 },
  ],
  lighthouse: [
    { route: '/', formFactor: 'mobile', scores: { ...perfect, performance: 95 } },
    { route: '/', formFactor: 'desktop', scores: { ...perfect, performance: 70 } },
  ],
  extra: [],
});
const failing = (input: BudgetInput) => checkBudgets(input).filter((b) => !b.pass);

describe('checkBudgets', () => {
  it('passes when everything is within the issue 11 limits (desktop performance has no limit)', () => {
    expect(failing(passing())).toEqual([]);
  });

  it('uses the limits of issue 11 § Deliver 4', () => {
    expect(BUDGETS).toEqual({ pageJsGzipBytes: 150_000, pageHtmlGzipBytes: 20_000, exportBytes: 40_000_000, coldBuildSeconds: 180, mobilePerformance: 95, otherCategories: 100, cls: 0 });
  });

  it('fails a per-page budget on any page over it, naming the worst and listing all', () => {
    const input = passing();
    input.pages.push({ file: 'big.html', htmlGzipBytes: 26_100, jsGzipBytes: 100 }, { file: 'mid.html', htmlGzipBytes: 20_001, jsGzipBytes: 100 });
    const [html] = failing(input);
    expect(html!.name).toMatch(/page HTML gzip/);
    expect(html!.actual).toBe('26.1 kB (big.html)');
    expect(html!.detail).toBe('2 pages over: big.html 26.1 kB, mid.html 20.0 kB');
  });

  it('fails export size, build time, mobile performance, a category below 100 and any layout shift', () => {
    const input = passing();
    input.exportBytes = 40_000_001;
    input.build = { wallSeconds: 181 };
    input.lighthouse = [
      { route: '/a', formFactor: 'mobile', scores: { ...perfect, performance: 94 } },
      { route: '/b', formFactor: 'desktop', scores: { ...perfect, bestPractices: 96, failed: ['best-practices: Browser errors were logged to the console'] } },
      { route: '/c', formFactor: 'desktop', scores: { ...perfect, cls: 0.001 } },
    ];
    const failed = failing(input);
    expect(failed.map((b) => b.name)).toEqual(['export size (out/)', 'cold build wall time', 'Lighthouse mobile /a', 'Lighthouse desktop /b', 'Lighthouse desktop /c']);
    expect(failed[3]!.detail).toMatch(/console/);
  });

  it('fails budgets that were not measured', () => {
    const failed = failing({ build: null, exportBytes: null, pages: [], lighthouse: [], extra: [] });
    expect(failed.map((b) => b.actual)).toEqual([null, null, null, null, null]);
  });

  it('passes on the verdicts of extension budgets', () => {
    const input = passing();
    input.extra = [{ name: 'search: index gzip', actual: 250_000, limit: '200000', pass: false }];
    expect(failing(input).map((b) => b.name)).toEqual(['search: index gzip']);
  });
});
