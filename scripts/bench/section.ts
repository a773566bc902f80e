/**
 * A section of `npm run bench`: a self-contained benchmark (search, API generator, …) that measures
 * something beside the site's pages and returns its figures and budget verdicts.
 */
import type { BudgetResult } from './budgets';

/** What a section gets to measure with. */
export interface BenchContext {
  /** The export folder (absolute). */
  outDir: string;
  /** URL of the served export (`http://127.0.0.1:PORT`, base path included), gzip-compressed. */
  baseUrl: string;
}

/** A figure of a section's table: a number (with its unit in the key), text or a yes/no. */
export type Metric = number | string | boolean | null;

/** What a section returns: figures for its table, verdicts for the budget check. */
export interface SectionResult {
  metrics: Record<string, Metric>;
  /** Verdicts made with `checkMax` of ./budgets.ts against `BUDGETS`. */
  budgets: BudgetResult[];
}

/** One benchmark section. */
export interface BenchSection {
  /** Heading of its table (`search`). */
  name: string;
  /** Measures; throws when it cannot (the report shows the error and a failed budget). */
  run: (ctx: BenchContext) => Promise<SectionResult>;
}

/** A section's outcome, as printed and written to bench/results.json. */
export interface SectionReport extends SectionResult {
  name: string;
  status: 'ok' | 'error';
  error?: string;
}

/**
 * Runs one section; an error becomes status `error` and a failed budget naming it, so a section
 * that cannot measure never passes the check.
 */
export async function runSection(section: BenchSection, ctx: BenchContext): Promise<SectionReport> {
  try {
    return { name: section.name, status: 'ok', ...(await section.run(ctx)) };
  } catch (error) {
    const message = (error as Error).message;
    return {
      name: section.name,
      status: 'error',
      error: message,
      metrics: {},
      budgets: [{ name: `${section.name}: runs`, actual: null, limit: 'runs', pass: false, detail: message }],
    };
  }
}
