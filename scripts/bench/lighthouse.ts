/**
 * Lighthouse (npm `lighthouse`) over pages of the served export, in Debian Chromium launched by
 * chrome-launcher. Mobile uses Lighthouse's default config (emulated Moto G
 * Power, simulated slow 4G and 4× CPU slowdown), desktop its desktop config; both with the
 * simulated ("lantern") throttling Lighthouse uses by default, so results do not depend on this
 * machine's network.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { LighthouseScores } from './budgets';

/** Form factors measured. */
export type FormFactor = 'mobile' | 'desktop';

/** How to start Chromium. */
export interface ChromeOptions {
  /** Chromium executable (Debian: /usr/bin/chromium). */
  chromePath: string;
  /** Command-line flags (headless, no sandbox as root, …). */
  chromeFlags: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse once on `url` in a fresh Chromium (clean cache and storage).
 * @throws Error with Lighthouse's runtime error code (e.g. `NO_FCP`) when the run failed
 */
export async function runLighthouse(url: string, formFactor: FormFactor, chrome: ChromeOptions): Promise<LighthouseScores> {
  const browser = await chromeLauncher.launch({ chromePath: chrome.chromePath, chromeFlags: chrome.chromeFlags, logLevel: 'silent' });
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
