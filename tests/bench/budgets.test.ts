import { describe, expect, it } from 'vitest';
import { checkBudgets, checkMax, formatBytes, type BudgetInput, type LighthouseScores } from '@/scripts/bench/budgets';
import type { OverFloor } from '@/scripts/bench/over-floor';
import { runSection } from '@/scripts/bench/section';

const floorBytes = 136 * 1024;
/** A page `over` bytes over a 136 KiB floor, the site's part in one chunk. */
const over = (bytes: number, chunk = '/_next/static/chunks/site.js', names = ['Navbar']): OverFloor => ({
  pageBytes: floorBytes + bytes,
  floorBytes,
  overBytes: bytes,
  chunks: [
    {
      url: chunk,
      bytes,
      modules: names.length ? names.map((name, i) => ({ id: String(i), name, bytes: bytes / names.length })) : [{ id: '7', name: null, bytes }],
    },
  ],
  floorOnlyBytes: 0,
  otherBytes: 0,
});
const perfect: LighthouseScores = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 800, lcpMs: 1200, tbtMs: 10, cls: 0 };
const passing = (): BudgetInput => ({
  build: { wallSeconds: 20, peakRssBytes: 1024 ** 3, compilesPerPage: 1 },
  warmBuild: { wallSeconds: 10, compilesPerPage: 0 },
  exportBytes: 30 * 1024 ** 2,
  pages: [
    { file: 'a.html', documentGzipBytes: 9000 },
    { file: 'b.html', documentGzipBytes: 30 * 1024 },
  ],
  overFloor: [
    { file: 'index.html', group: 'home', over: over(6 * 1024) },
    { file: 'a.html', group: 'doc', over: over(10 * 1024) },
    { file: 'api/x.html', group: 'api', over: over(25 * 1024) },
  ],
  lighthouse: [
    { route: '/', formFactor: 'mobile', scores: { ...perfect, performance: 95, tbtMs: 50 } },
    { route: '/', formFactor: 'desktop', scores: { ...perfect, performance: 70 } },
  ],
  sections: [],
});
const failing = (input: BudgetInput) => checkBudgets(input).filter((b) => !b.pass);

describe('checkBudgets', () => {
  it('passes at the limits (30 KiB document; JS over the floor 6 KiB home, 10 KiB doc pages, 25 KiB any page; cold build 20 s and 1 GiB, warm 10 s, one compile per page, mobile perf 95 and TBT 50 ms; desktop performance has no limit)', () => {
    expect(failing(passing())).toEqual([]);
  });

  it('fails the document budget one byte over 30 KiB, naming the worst page and listing all over', () => {
    const input = passing();
    input.pages.push({ file: 'big.html', documentGzipBytes: 40 * 1024 }, { file: 'mid.html', documentGzipBytes: 30 * 1024 + 1 });
    const [doc] = failing(input);
    expect(doc!.name).toBe('document (HTML + RSC payload) gzip, worst of 4 pages');
    expect(doc!.actual).toBe('40.0 KiB (big.html)');
    expect(doc!.limit).toBe('≤ 30.0 KiB');
    expect(doc!.detail).toBe('2 pages over: big.html 40.0 KiB, mid.html 30.0 KiB');
  });

  it('fails export size, build time, build memory, mobile performance, a category below 100 and any layout shift', () => {
    const input = passing();
    input.exportBytes = 40 * 1024 ** 2 + 1;
    input.build = { wallSeconds: 20.1, peakRssBytes: 1024 ** 3 + 1, compilesPerPage: 2 };
    input.warmBuild = { wallSeconds: 10.1 };
    input.lighthouse = [
      { route: '/a', formFactor: 'mobile', scores: { ...perfect, performance: 94 } },
      { route: '/b', formFactor: 'desktop', scores: { ...perfect, bestPractices: 96, failed: ['best-practices: Browser errors were logged to the console'] } },
      { route: '/c', formFactor: 'desktop', scores: { ...perfect, cls: 0.001 } },
    ];
    const failed = failing(input);
    expect(failed.map((b) => b.name)).toEqual([
      'export size (out/)',
      'cold build wall time',
      'cold build peak RSS',
      'warm build wall time',
      'MDX compiles per page (cold build)',
      'Lighthouse mobile /a',
      'Lighthouse desktop /b',
      'Lighthouse desktop /c',
    ]);
    expect(failed[6]!.detail).toMatch(/console/);
  });

  it('fails budgets that were not measured', () => {
    const failed = failing({ build: null, exportBytes: null, pages: [], overFloor: null, lighthouse: [], sections: [] });
    expect(failed.map((b) => [b.name, b.actual])).toEqual([
      ['document (HTML + RSC payload) gzip', null],
      ['JS over the framework floor, home page', null],
      ['JS over the framework floor, doc pages', null],
      ['JS over the framework floor, any page', null],
      ['export size (out/)', null],
      ['cold build wall time', null],
      ['cold build peak RSS', null],
      ['warm build wall time', null],
      ['MDX compiles per page (cold build)', null],
      ['Lighthouse', null],
    ]);
  });

  it('fails a mobile TBT median over 50 ms, naming the page, the runs, the floor page’s TBT and benchmarkIndex', () => {
    const input = passing();
    input.floorTbtMs = 44;
    input.lighthouse.push({ route: '/slow', formFactor: 'mobile', scores: { ...perfect, tbtMs: 51, tbtRunsMs: [20, 51, 97, 40, 60], benchmarkIndex: 1480 } });
    // Desktop TBT has no limit.
    input.lighthouse.push({ route: '/slow', formFactor: 'desktop', scores: { ...perfect, tbtMs: 300 } });
    const failed = failing(input);
    expect(failed.map((b) => [b.name, b.actual])).toEqual([
      [
        'Lighthouse mobile /slow',
        'perf 99 · TBT 51 ms (median of 5: 20, 51, 97, 40, 60) · floor TBT 44 ms · benchmarkIndex 1480 · a11y 100 · bp 100 · SEO 100 · CLS 0',
      ],
    ]);
    expect(failed[0]!.limit).toContain('TBT ≤ 50 ms');
  });

  it('fails a doc page one byte over the floor + 10 KiB, naming the page and the chunk that holds the site’s part', () => {
    const input = passing();
    input.overFloor!.push({
      file: 'guide.html',
      group: 'doc',
      over: over(10 * 1024 + 1, '/_next/static/chunks/3m-sk004gdwmy.js', ['ColorModeToggle', 'ThemeProvider']),
    });
    const failed = failing(input);
    expect(failed.map((b) => b.name)).toEqual(['JS over the framework floor, doc pages, worst of 2']);
    expect(failed[0]!.actual).toBe('10.0 KiB (guide.html: 146.0 KiB − floor 136.0 KiB)');
    expect(failed[0]!.detail).toBe('1 page over; guide.html: 3m-sk004gdwmy.js +10.0 KiB (ColorModeToggle 5.0, ThemeProvider 5.0)');
  });

  it('holds the home page to 6 KiB over the floor and every page (API pages, search, 404) to 25 KiB', () => {
    const input = passing();
    input.overFloor![0]!.over = over(6 * 1024 + 1);
    input.overFloor!.push({ file: '404.html', group: 'other', over: over(25 * 1024 + 1, '/_next/static/chunks/x.js', []) });
    const failed = failing(input);
    expect(failed.map((b) => [b.name, b.actual])).toEqual([
      ['JS over the framework floor, home page', '6.0 KiB (index.html: 142.0 KiB − floor 136.0 KiB)'],
      ['JS over the framework floor, any page, worst of 4', '25.0 KiB (404.html: 161.0 KiB − floor 136.0 KiB)'],
    ]);
    expect(failed[1]!.detail).toBe('1 page over; 404.html: x.js +25.0 KiB (module 7 25.0)');
  });

  it('adds the verdicts of the benchmark sections', () => {
    const input = passing();
    input.sections = [checkMax('search: index gzip', 250 * 1024, 200 * 1024, 'bytes'), checkMax('search: query p95', 2, 5, 'ms')];
    expect(failing(input)).toEqual([{ name: 'search: index gzip', actual: '250.0 KiB', limit: '≤ 200.0 KiB', pass: false }]);
  });
});

describe('formatBytes', () => {
  it('counts in KiB (1024 bytes) below 1 MiB and in MiB above', () => {
    expect([formatBytes(1536), formatBytes(1024 ** 2 - 1), formatBytes(3.25 * 1024 ** 2)]).toEqual(['1.5 KiB', '1024.0 KiB', '3.3 MiB']);
  });
});

describe('runSection', () => {
  it('turns a section that throws into a failed budget that names the error', async () => {
    const report = await runSection(
      { name: 'serve', run: () => Promise.reject(new Error('port in use')) },
      { outDir: '/r/out', baseUrl: 'http://127.0.0.1:1' },
    );
    expect(report).toMatchObject({
      name: 'serve',
      status: 'error',
      error: 'port in use',
      budgets: [{ name: 'serve: runs', actual: null, pass: false, detail: 'port in use' }],
    });
  });

  it('passes a section’s figures and verdicts through', async () => {
    const verdict = checkMax('api: wall time', 12, 60, 's');
    const report = await runSection(
      { name: 'api', run: async () => ({ metrics: { pages: 3 }, budgets: [verdict] }) },
      { outDir: '/r/out', baseUrl: 'http://127.0.0.1:1' },
    );
    expect(report).toEqual({
      name: 'api',
      status: 'ok',
      metrics: { pages: 3 },
      budgets: [{ name: 'api: wall time', actual: '12.0 s', limit: '≤ 60.0 s', pass: true }],
    });
  });
});
