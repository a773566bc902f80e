/**
 * Benchmark sections provided by other features (issue 11 § Deliver 3): search index size and
 * latency from scripts/bench-search.ts (issue 8), OpenAPI generation cost from
 * scripts/bench-api.ts (issue 7). Each is called through an adapter that knows its exported API
 * ({@link BENCH_EXTENSIONS}); a file that is not there is reported as absent, never as a pass of
 * its budgets, and a module whose API changed fails its section with the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BudgetResult } from './budgets';

/** What an extension gets to measure with. */
export interface BenchContext {
  /** Repository root (absolute). */
  root: string;
  /** The export folder (absolute). */
  outDir: string;
  /** Origin of the served export (`http://127.0.0.1:PORT`, base path included). */
  baseUrl: string;
}

/** One extension's outcome, as printed and written to bench/results.json. */
export interface ExtensionReport {
  name: string;
  /** Module file, relative to the root. */
  file: string;
  status: 'absent' | 'ok' | 'error';
  metrics: Record<string, number | string | boolean>;
  budgets: BudgetResult[];
  error?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads one budget entry in any of the accepted spellings; null when it is not a budget. */
function readBudget(item: unknown, section: string): BudgetResult | null {
  if (!isRecord(item)) return null;
  const pass = [item.pass, item.ok, item.passed, item.withinBudget].find((v) => typeof v === 'boolean');
  if (typeof pass !== 'boolean') return null;
  const name = String(item.name ?? item.metric ?? item.id ?? 'budget');
  const actual = item.actual ?? item.value ?? null;
  const limit = item.limit ?? item.budget ?? item.max ?? item.min ?? '';
  return {
    name: `${section}: ${name}`,
    actual: typeof actual === 'number' || typeof actual === 'string' ? actual : actual === null ? null : JSON.stringify(actual),
    limit: String(limit),
    pass,
  };
}

/**
 * Turns what an extension returned into flat metrics and budget verdicts.
 * @param section - the extension's name (`search`, `api`), prefixed to budget names
 */
export function normalizeExtensionResult(section: string, value: unknown): { metrics: ExtensionReport['metrics']; budgets: BudgetResult[] } {
  const metrics: ExtensionReport['metrics'] = {};
  const budgets: BudgetResult[] = [];
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') {
      metrics[key || 'value'] = v;
    } else if (Array.isArray(v)) {
      if (v.every((x) => typeof x !== 'object' || x === null)) metrics[key] = v.join(', ');
      else v.forEach((x, i) => walk(x, `${key}[${i}]`));
    } else if (isRecord(v)) {
      for (const [k, x] of Object.entries(v)) walk(x, key ? `${key}.${k}` : k);
    }
  };
  if (isRecord(value)) {
    const list = value.budgets ?? value.checks;
    const rest = { ...value };
    delete rest.budgets;
    delete rest.checks;
    if (Array.isArray(list)) {
      for (const item of list) {
        const budget = readBudget(item, section);
        if (budget) budgets.push(budget);
      }
    } else if (isRecord(list)) {
      // { indexGzip: true, queryP95: false, inBrowser: null }: null means it could not be measured.
      for (const [name, verdict] of Object.entries(list)) {
        if (typeof verdict === 'boolean' || verdict === null) budgets.push({ name: `${section}: ${name}`, actual: verdict === null ? null : String(verdict), limit: 'true', pass: verdict === true });
      }
    }
    walk(rest, '');
    const verdict = [value.ok, value.pass, value.withinBudget].find((v) => typeof v === 'boolean');
    if (!budgets.length && typeof verdict === 'boolean') budgets.push({ name: `${section}: within budget`, actual: String(verdict), limit: 'true', pass: verdict });
  } else {
    walk(value, '');
  }
  return { metrics, budgets };
}

/** How to call one feature's benchmark module and read its verdicts. */
export interface ExtensionAdapter {
  /** Section name (`search`). */
  name: string;
  /** Module path relative to the repository root. */
  file: string;
  /** Calls the module's benchmark function and returns what it measured. */
  run: (mod: Record<string, unknown>, ctx: BenchContext) => unknown;
  /** Budget rows with actual values; without it, {@link normalizeExtensionResult} reads the verdicts. */
  budgets?: (result: never) => BudgetResult[];
}

/** The exported function `name` of `mod`. @throws Error naming the file when it is not there */
function exported(mod: Record<string, unknown>, file: string, name: string): (...args: unknown[]) => unknown {
  const fn = mod[name];
  if (typeof fn !== 'function') throw new Error(`${file} no longer exports ${name}(): update its adapter in lib/quality/bench-extensions.ts.`);
  return fn as (...args: unknown[]) => unknown;
}

const kb = (bytes: number | null | undefined) => (typeof bytes === 'number' ? `${(bytes / 1000).toFixed(1)} kB` : null);

/** What the adapters read from the search result (scripts/bench-search.ts, SearchBenchResult). */
interface SearchResultPart {
  index?: { gzipBytes?: number };
  query?: { p95Ms?: number };
  beforeIntent?: { searchChunksLoaded?: string[] } | null;
  budgets?: { indexGzip?: boolean; queryP95?: boolean; noSearchChunksBeforeIntent?: boolean | null };
}

/** What the adapters read from the API result (scripts/bench-api.ts, ApiBenchResult). */
interface ApiResultPart {
  spec?: string;
  wallMs?: number;
  peakRssBytes?: number;
  withinBudget?: boolean;
}

/** The feature benchmarks `npm run bench` includes, with their own budgets (issues 7 and 8). */
export const BENCH_EXTENSIONS: ExtensionAdapter[] = [
  {
    name: 'search',
    file: 'scripts/bench-search.ts',
    run: (mod, ctx) => exported(mod, 'scripts/bench-search.ts', 'benchSearch')({ outDir: ctx.outDir }),
    budgets: (r: SearchResultPart) => [
      { name: 'search: index gzip (issue 8)', actual: kb(r.index?.gzipBytes), limit: '≤ 200 KiB', pass: r.budgets?.indexGzip === true },
      { name: 'search: query p95 (issue 8)', actual: r.query?.p95Ms === undefined ? null : `${r.query.p95Ms} ms`, limit: '≤ 5 ms', pass: r.budgets?.queryP95 === true },
      {
        name: 'search: no search JS before the first intent (issue 8)',
        actual: r.beforeIntent ? (r.beforeIntent.searchChunksLoaded?.join(', ') || 'none') : null,
        limit: 'none',
        pass: r.budgets?.noSearchChunksBeforeIntent === true,
      },
    ],
  },
  {
    name: 'api',
    file: 'scripts/bench-api.ts',
    run: (mod) => exported(mod, 'scripts/bench-api.ts', 'benchmarkApiGenerator')(),
    budgets: (r: ApiResultPart) => [
      {
        name: `api: generator on ${r.spec ? path.basename(r.spec) : 'the large spec'} (issue 7)`,
        actual: r.wallMs === undefined || r.peakRssBytes === undefined ? null : `${(r.wallMs / 1000).toFixed(1)} s, ${(r.peakRssBytes / 1e6).toFixed(0)} MB`,
        limit: '< 60 s, < 2 GiB',
        pass: r.withinBudget === true,
      },
    ],
  },
];

/**
 * Imports the adapter's file (if it exists) and runs its benchmark.
 * @returns the report; a thrown error becomes status `error` and a failed budget naming the reason
 */
export async function runExtension(adapter: ExtensionAdapter, ctx: BenchContext): Promise<ExtensionReport> {
  const { name, file } = adapter;
  const report: ExtensionReport = { name, file, status: 'absent', metrics: {}, budgets: [] };
  const abs = path.join(ctx.root, file);
  if (!fs.existsSync(abs)) return report;
  try {
    const mod = (await import(pathToFileURL(abs).href)) as Record<string, unknown>;
    const result = await adapter.run(mod, ctx);
    const { metrics, budgets } = normalizeExtensionResult(name, result);
    report.metrics = metrics;
    report.budgets = adapter.budgets ? adapter.budgets(result as never) : budgets;
    report.status = 'ok';
  } catch (error) {
    report.status = 'error';
    report.error = (error as Error).message;
    report.budgets = [{ name: `${name}: ${file} failed`, actual: null, limit: 'runs', pass: false }];
  }
  return report;
}
