import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_EXTENSIONS, normalizeExtensionResult, runExtension } from '@/lib/quality/bench-extensions';

describe('normalizeExtensionResult', () => {
  it('flattens nested metrics and reads budgets in their accepted spellings', () => {
    const { metrics, budgets } = normalizeExtensionResult('search', {
      index: { rawBytes: 500_000, gzipBytes: 150_000 },
      latencyMs: { p50: 1.2, p95: 3.4 },
      languages: ['en', 'de'],
      budgets: [
        { name: 'index gzip', actual: 150_000, limit: 200_000, pass: true },
        { metric: 'p95', value: 6, max: 5, ok: false },
        { note: 'not a budget' },
      ],
    });
    expect(metrics).toEqual({ 'index.rawBytes': 500_000, 'index.gzipBytes': 150_000, 'latencyMs.p50': 1.2, 'latencyMs.p95': 3.4, languages: 'en, de' });
    expect(budgets).toEqual([
      { name: 'search: index gzip', actual: 150_000, limit: '200000', pass: true },
      { name: 'search: p95', actual: 6, limit: '5', pass: false },
    ]);
  });

  it('turns a bare ok: false into one failed budget', () => {
    expect(normalizeExtensionResult('api', { wallSeconds: 70, ok: false }).budgets).toEqual([{ name: 'api: within budget', actual: 'false', limit: 'true', pass: false }]);
  });
});

describe('normalizeExtensionResult verdict shapes', () => {
  it('reads a budgets object of booleans (null: not measured) and a top-level withinBudget', () => {
    expect(normalizeExtensionResult('search', { n: 1, budgets: { indexGzip: true, inBrowser: null } }).budgets).toEqual([
      { name: 'search: indexGzip', actual: 'true', limit: 'true', pass: true },
      { name: 'search: inBrowser', actual: null, limit: 'true', pass: false },
    ]);
    expect(normalizeExtensionResult('api', { wallMs: 1, withinBudget: false }).budgets).toEqual([{ name: 'api: within budget', actual: 'false', limit: 'true', pass: false }]);
  });
});

describe('runExtension with the search and API adapters', () => {
  let root: string;
  const [search, api] = BENCH_EXTENSIONS as [(typeof BENCH_EXTENSIONS)[number], (typeof BENCH_EXTENSIONS)[number]];
  const ctx = () => ({ root, outDir: path.join(root, 'out'), baseUrl: 'http://127.0.0.1:1' });
  const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text);
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ext-'));
    fs.mkdirSync(path.join(root, 'scripts'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reports an absent module as absent, with no budgets to pass', async () => {
    expect(await runExtension(search, ctx())).toEqual({ name: 'search', file: 'scripts/bench-search.ts', status: 'absent', metrics: {}, budgets: [] });
  });

  it('calls benchSearch with the export folder and reads the issue 8 budgets with their values', async () => {
    write(
      'scripts/bench-search.ts',
      `export const benchQueries = () => { throw new Error('not a benchmark'); };
       export async function benchSearch(options: { outDir?: string }) {
         return { outDir: options.outDir, index: { gzipBytes: 150000 }, query: { p95Ms: 6.5 }, beforeIntent: { searchChunksLoaded: [] },
                  budgets: { indexGzip: true, queryP95: false, noSearchChunksBeforeIntent: true } };
       }`,
    );
    const report = await runExtension(search, ctx());
    expect(report.status).toBe('ok');
    expect(report.metrics).toEqual({ outDir: path.join(root, 'out'), 'index.gzipBytes': 150000, 'query.p95Ms': 6.5, 'beforeIntent.searchChunksLoaded': '' });
    expect(report.budgets.map((b) => [b.actual, b.pass])).toEqual([['150.0 kB', true], ['6.5 ms', false], ['none', true]]);
  });

  it('calls benchmarkApiGenerator and reads withinBudget', async () => {
    write('scripts/bench-api.ts', `export function benchmarkApiGenerator() { return { spec: '/x/api.github.com.json', wallMs: 41000, peakRssBytes: 900e6, withinBudget: true }; }`);
    const [budget] = (await runExtension(api, ctx())).budgets;
    expect(budget).toEqual({ name: 'api: generator on api.github.com.json (issue 7)', actual: '41.0 s, 900 MB', limit: '< 60 s, < 2 GiB', pass: true });
  });

  it("fails the section with the reason when the module's API changed", async () => {
    // A fresh root: the module loaded by the previous test stays cached under its old URL.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'ext-'));
    fs.mkdirSync(path.join(other, 'scripts'));
    fs.writeFileSync(path.join(other, 'scripts/bench-api.ts'), 'export const somethingElse = 1;');
    const changed = await runExtension(api, { ...ctx(), root: other });
    fs.rmSync(other, { recursive: true, force: true });
    expect([changed.status, changed.error, changed.budgets[0]?.pass]).toEqual(['error', 'scripts/bench-api.ts no longer exports benchmarkApiGenerator(): update its adapter in lib/quality/bench-extensions.ts.', false]);
  });
});
