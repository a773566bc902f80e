/**
 * Lighthouse (npm `lighthouse`) over pages of the served export, in Debian Chromium launched by
 * chrome-launcher. Mobile uses Lighthouse's default config (emulated Moto G
 * Power, simulated slow 4G and 4× CPU slowdown), desktop its desktop config; both with the
 * simulated ("lantern") throttling Lighthouse uses by default, so results do not depend on this
 * machine's network.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import type { LighthouseScores } from './budgets';
import { summarizeRuns } from './lighthouse-runs';

/** Form factors measured. */
export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse summary of a page in one form factor (the floor page's kind is `floor`). */
export interface LighthouseRow {
  kind: string;
  route: string;
  formFactor: FormFactor;
  /** The summary of the runs (./lighthouse-runs.ts). */
  scores: LighthouseScores;
  runs: LighthouseScores[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse on the five budgeted pages and the floor page. Mobile runs are interleaved (run 1 of
 * every page, then run 2, …) so that a change in the machine's load falls on all pages alike;
 * desktop runs follow, on the five pages only.
 * @param floorUrl - the served floor page (null: not built)
 */
export async function lighthouseRuns(
  pages: { kind: string; route: string; url: string }[],
  floorUrl: string | null,
  runs: number,
  desktopRuns: number,
): Promise<LighthouseRow[]> {
  const mobile = [...pages, ...(floorUrl ? [{ kind: 'floor', route: '/ (framework floor)', url: floorUrl }] : [])];
  const rows = [...mobile.map((p) => ({ ...p, formFactor: 'mobile' as const })), ...pages.map((p) => ({ ...p, formFactor: 'desktop' as const }))];
  const measured = rows.map(() => [] as LighthouseScores[]);
  const run = async (i: number, total: number) => {
    console.log(`Lighthouse ${rows[i]!.formFactor} ${rows[i]!.route} (run ${measured[i]!.length + 1}/${total}) …`);
    measured[i]!.push(await runLighthouse(rows[i]!.url, rows[i]!.formFactor));
  };
  for (let r = 0; r < runs; r++) for (let i = 0; i < mobile.length; i++) await run(i, runs);
  for (let i = mobile.length; i < rows.length; i++) for (let r = 0; r < desktopRuns; r++) await run(i, desktopRuns);
  return rows.map(({ kind, route, formFactor }, i) => ({ kind, route, formFactor, scores: summarizeRuns(measured[i]!), runs: measured[i]! }));
}

/**
 * Runs Lighthouse once on `url` in a fresh Chromium (clean cache and storage).
 * @throws Error with Lighthouse's runtime error code (e.g. `NO_FCP`) when the run failed
 */
async function runLighthouse(url: string, formFactor: FormFactor): Promise<LighthouseScores> {
  const browser = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url} (${formFactor}).`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      ...failedAudits(lhr),
    };
  } finally {
    await browser.kill();
  }
}

/** One row of the `errors-in-console` audit. */
interface ConsoleItem {
  description?: string;
  sourceLocation?: { url?: string };
}

/** Lighthouse's report, as far as {@link failedAudits} reads it. */
interface ReportPart {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; details?: unknown }>;
}

/**
 * Titles of the audits that cost points outside performance, so a score below 100 says why; the
 * console audit also quotes the logged errors (up to three).
 */
function failedAudits(lhr: ReportPart): { failed?: string[] } {
  const failed: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
      const items = ref.id === 'errors-in-console' ? ((audit.details as { items?: ConsoleItem[] } | undefined)?.items ?? []) : [];
      const errors = items.slice(0, 3).map((i) => `${i.description ?? ''} ${i.sourceLocation?.url ?? ''}`.trim());
      failed.push(`${id}: ${audit.title}${errors.length ? ` (${errors.join(' | ')})` : ''}`);
    }
  }
  return failed.length ? { failed } : {};
}
