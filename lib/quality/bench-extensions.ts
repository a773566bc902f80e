/**
 * Benchmark sections provided by other features (issue 11 § Deliver 3: search index size and
 * latency from scripts/bench-search.ts, OpenAPI generation cost from scripts/bench-api.ts). A file
 * that is not there is reported as absent, never as a pass of its budgets.
 *
 * Contract for such a module: it exports an async function — `default`, or named `bench…`,
 * `measure…` or `run…` — that takes a {@link BenchContext} and returns a JSON-like object of
 * numbers/strings/booleans (nested objects are flattened to `a.b` keys). Budgets it checks itself go
 * in a `budgets` (or `checks`) array of `{ name, actual, limit, pass }` (`value`/`max`/`ok` are read
 * too); a top-level `ok: false` or `pass: false` without such an array fails as one budget.
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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

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
    if (Array.isArray(list)) {
      for (const item of list) {
        const budget = readBudget(item, section);
        if (budget) budgets.push(budget);
      }
      delete rest.budgets;
      delete rest.checks;
    }
    walk(rest as Json, '');
    const verdict = [value.ok, value.pass].find((v) => typeof v === 'boolean');
    if (!budgets.length && verdict === false) budgets.push({ name: `${section}: reported not ok`, actual: null, limit: 'ok', pass: false });
  } else {
    walk(value, '');
  }
  return { metrics, budgets };
}

/** The functions of a module the contract calls, in call order. */
function benchFunctions(mod: Record<string, unknown>): [string, (ctx: BenchContext) => unknown][] {
  if (typeof mod.default === 'function') return [['default', mod.default as (ctx: BenchContext) => unknown]];
  return Object.entries(mod).filter((e): e is [string, (ctx: BenchContext) => unknown] => typeof e[1] === 'function' && /^(bench|measure|run)/.test(e[0]));
}

/**
 * Imports `file` (if it exists) and runs its benchmark function(s).
 * @param name - section name (`search`)
 * @param file - module path relative to `ctx.root` (`scripts/bench-search.ts`)
 */
export async function runExtension(name: string, file: string, ctx: BenchContext): Promise<ExtensionReport> {
  const abs = path.join(ctx.root, file);
  const report: ExtensionReport = { name, file, status: 'absent', metrics: {}, budgets: [] };
  if (!fs.existsSync(abs)) return report;
  try {
    const mod = (await import(pathToFileURL(abs).href)) as Record<string, unknown>;
    const fns = benchFunctions(mod);
    if (!fns.length) throw new Error(`${file} exports no default, bench…, measure… or run… function.`);
    for (const [fnName, fn] of fns) {
      const { metrics, budgets } = normalizeExtensionResult(name, await fn(ctx));
      const prefix = fns.length > 1 ? `${fnName}.` : '';
      for (const [k, v] of Object.entries(metrics)) report.metrics[prefix + k] = v;
      report.budgets.push(...budgets);
    }
    report.status = 'ok';
  } catch (error) {
    report.status = 'error';
    report.error = (error as Error).message;
    report.budgets.push({ name: `${name}: ${file} failed`, actual: null, limit: 'runs', pass: false });
  }
  return report;
}
