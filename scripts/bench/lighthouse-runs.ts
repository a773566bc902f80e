/**
 * One figure from several Lighthouse runs of a page (./lighthouse.ts), so that one noisy run on a
 * shared machine does not decide a budget.
 */
import type { LighthouseScores } from './budgets';

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median needs at least one value.');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One summary of several runs of a page: the median run for the scores, paints and audits (runs
 * ordered by performance score, then by LCP, worst first; of an even count, the worse middle run), so one noisy run does not decide; TBT is the median of the
 * runs' TBTs (each run listed in `tbtRunsMs`), `benchmarkIndex` the median of theirs.
 * @throws Error when `runs` is empty
 */
export function summarizeRuns(runs: readonly LighthouseScores[]): LighthouseScores {
  if (!runs.length) throw new Error('summarizeRuns needs at least one run.');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  const indexes = runs.flatMap((r) => (r.benchmarkIndex === undefined ? [] : [r.benchmarkIndex]));
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    tbtRunsMs: runs.map((r) => r.tbtMs),
    ...(indexes.length ? { benchmarkIndex: Math.round(median(indexes)) } : {}),
  };
}
