import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizeExtensionResult, runExtension } from '@/lib/quality/bench-extensions';

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
    expect(normalizeExtensionResult('api', { wallSeconds: 70, ok: false }).budgets).toEqual([{ name: 'api: reported not ok', actual: null, limit: 'ok', pass: false }]);
  });
});

describe('runExtension', () => {
  let root: string;
  const ctx = () => ({ root, outDir: path.join(root, 'out'), baseUrl: 'http://127.0.0.1:1' });
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ext-'));
    fs.mkdirSync(path.join(root, 'scripts'));
    fs.writeFileSync(path.join(root, 'scripts/default.mjs'), 'export default async (ctx) => ({ outDir: ctx.outDir, n: 1 });');
    fs.writeFileSync(path.join(root, 'scripts/named.mjs'), 'export const helper = () => 0; export async function benchA() { return { x: 1 }; } export function measureB() { return { y: 2 }; }');
    fs.writeFileSync(path.join(root, 'scripts/throws.mjs'), 'export default () => { throw new Error("index missing"); };');
    fs.writeFileSync(path.join(root, 'scripts/none.mjs'), 'export const value = 1;');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reports an absent file as absent, with no budgets to pass', async () => {
    expect(await runExtension('search', 'scripts/bench-search.ts', ctx())).toEqual({ name: 'search', file: 'scripts/bench-search.ts', status: 'absent', metrics: {}, budgets: [] });
  });

  it('calls the default export with the context', async () => {
    const report = await runExtension('s', 'scripts/default.mjs', ctx());
    expect(report.status).toBe('ok');
    expect(report.metrics).toEqual({ outDir: path.join(root, 'out'), n: 1 });
  });

  it('calls every bench…/measure…/run… export, prefixing their metrics', async () => {
    expect((await runExtension('s', 'scripts/named.mjs', ctx())).metrics).toEqual({ 'benchA.x': 1, 'measureB.y': 2 });
  });

  it('turns a throwing or empty module into a failed budget with the reason', async () => {
    const thrown = await runExtension('api', 'scripts/throws.mjs', ctx());
    expect([thrown.status, thrown.error, thrown.budgets[0]?.pass]).toEqual(['error', 'index missing', false]);
    const none = await runExtension('api', 'scripts/none.mjs', ctx());
    expect(none.error).toMatch(/exports no default, bench…, measure… or run… function/);
  });
});
