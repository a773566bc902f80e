/**
 * Search benchmarks: index size (raw and gzip), JS added on the first search intent (gzip), and
 * query latency p50/p95 over 200 queries in Node (each the median of 5 runs). `npm run bench` runs
 * it as {@link searchSection}; `npx tsx scripts/bench/search.ts` prints the numbers as JSON.
 * The JS measurements need a built export in out/ and Debian Chromium; without them they are null.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { getContentIndex } from '../../lib/content';
import { getSidebars } from '../../lib/content/navigation';
import { buildSearchRecords } from '../../lib/search/records';
import { encodeIndexFile } from '../../lib/search/index-file';
import { createSearchEngine } from '../../lib/search/engine';
import type { SearchRecord } from '../../lib/search/types';
import { createExportServer } from '../../lib/serve/export-server';
import { launchBrowser } from '../chromium';
import { BUDGETS, checkMax } from './budgets';
import type { BenchSection } from './section';

/** What {@link benchSearch} measures. Sizes in bytes, times in milliseconds. */
export interface SearchBenchResult {
  index: { records: number; pages: number; rawBytes: number; gzipBytes: number; engineBuildMs: number };
  /** Wall-clock latency; `cpuP95Ms` and the 1-minute load average say how busy the machine was. */
  query: { queries: number; p50Ms: number; p95Ms: number; maxMs: number; cpuP95Ms: number; loadAverage: number; cpus: number };
  /** Loaded on a doc page before any intent (null without out/ or Chromium). */
  beforeIntent: { pageJsGzipBytes: number; searchChunksLoaded: string[] } | null;
  /** Added by the first intent: hovering, then clicking the button (the modal). */
  firstIntent: { jsGzipBytes: number; cssGzipBytes: number; files: string[] } | null;
  /** Added by the first keystroke: the local engine chunk and the index file. */
  firstKeystroke: { jsGzipBytes: number; indexGzipBytes: number; files: string[] } | null;
  /** The button island alone (button, shortcut hook, our wrapper), bundled with esbuild, React external. */
  buttonJsGzipBytes: number | null;
}

/** Runs per query; see measureQueries. */
const ROUNDS = 5;

const gzipSize = (data: string | Buffer) => zlib.gzipSync(data).length;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}

/**
 * 200 deterministic, realistic queries from the site's own titles and headings: whole words,
 * prefixes (typing in progress), two-word queries, one-typo words and full titles.
 */
export function benchQueries(records: SearchRecord[], count = 200): string[] {
  const titles = [...new Set(records.filter((r) => r.type === 'lvl1').map((r) => r.hierarchy.lvl1!))];
  const words = [...new Set(records.flatMap((r) => [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3]).filter(Boolean).flatMap((t) => t!.split(/[^\p{L}\p{N}]+/u)))]
    .filter((w) => w.length >= 4)
    .sort();
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const pick = <T>(list: T[]) => list[next() % list.length]!;
  const queries: string[] = [];
  for (let i = 0; queries.length < count; i++) {
    const word = pick(words);
    switch (i % 5) {
      case 0: queries.push(word); break;
      case 1: queries.push(word.slice(0, 3 + (next() % 3))); break;
      case 2: queries.push(`${word} ${pick(words)}`); break;
      case 3: queries.push(word.length > 4 ? `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}` : word); break;
      default: queries.push(pick(titles));
    }
  }
  return queries;
}

async function measureQueries(records: SearchRecord[]) {
  const started = performance.now();
  const engine = createSearchEngine(records);
  const engineBuildMs = performance.now() - started;
  const queries = benchQueries(records);
  for (const q of queries.slice(0, 20)) engine.search({ indexName: 'local', query: q, hitsPerPage: 20 }); // warm-up
  // Each query's time is the median of ROUNDS runs, so one GC pause or a busy shared core does
  // not decide the p95; the percentiles are then taken over the 200 queries.
  // CPU time is recorded too: on a busy shared machine wall time also counts waiting for a core.
  const samples = queries.map(() => [] as number[]);
  const cpuSamples = queries.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    queries.forEach((q, i) => {
      const cpu = process.cpuUsage();
      const t = performance.now();
      engine.search({ indexName: 'local', query: q, hitsPerPage: 20 });
      samples[i]!.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      cpuSamples[i]!.push((used.user + used.system) / 1000);
    });
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
  const times = samples.map(median).sort((a, b) => a - b);
  const cpu = cpuSamples.map(median).sort((a, b) => a - b);
  return {
    engineBuildMs,
    query: {
      queries: queries.length,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      maxMs: times.at(-1)!,
      cpuP95Ms: percentile(cpu, 0.95),
      loadAverage: os.loadavg()[0]!,
      cpus: os.availableParallelism(),
    },
  };
}

/** Bundles the button island like the app does (React and Next external) and gzips it. */
async function measureButton(): Promise<number | null> {
  try {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      entryPoints: [path.resolve('components/search/search-button.client.tsx')],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/jsx-runtime', 'next', 'next/*', './search-modal.client'],
      loader: { '.css': 'empty' },
      alias: { '@': path.resolve('.') },
      logLevel: 'silent',
    });
    return gzipSize(Buffer.from(result.outputFiles[0]!.contents));
  } catch {
    return null;
  }
}

const MODAL_MARKERS = ['DocSearch-Dropdown', 'SearchableMap'];

/** Loads a doc page in Chromium, then hovers and clicks the search button and types one letter. */
async function measureInBrowser(outDir: string) {
  if (!fs.existsSync(path.join(outDir, '404.html'))) return null;
  let browser;
  try {
    browser = await launchBrowser();
  } catch {
    return null;
  }
  const server = createExportServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const loaded: string[] = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (/\.(js|css|json)$/.test(pathname)) loaded.push(pathname);
    });
    await page.goto(`${baseUrl}/nada-lang-types`);
    await page.waitForLoadState('networkidle');
    await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
    const fileOf = (p: string) => fs.readFileSync(path.join(outDir, decodeURIComponent(p)));
    const initial = [...new Set(loaded)];
    const initialJs = initial.filter((p) => p.endsWith('.js'));
    const pageJsGzipBytes = initialJs.reduce((n, p) => n + gzipSize(fileOf(p)), 0);
    const searchChunksLoaded = initialJs.filter((p) => MODAL_MARKERS.some((m) => fileOf(p).includes(m)));
    await page.locator('.DocSearch-Button').hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Modal').waitFor();
    const added = [...new Set(loaded)].filter((p) => !initial.includes(p));
    const js = added.filter((p) => p.endsWith('.js'));
    const css = added.filter((p) => p.endsWith('.css'));
    await page.keyboard.type('S');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForLoadState('networkidle');
    const typed = [...new Set(loaded)].filter((p) => !initial.includes(p) && !added.includes(p));
    return {
      firstKeystroke: {
        jsGzipBytes: typed.filter((p) => p.endsWith('.js')).reduce((n, p) => n + gzipSize(fileOf(p)), 0),
        indexGzipBytes: typed.filter((p) => p.endsWith('.json')).reduce((n, p) => n + gzipSize(fileOf(p)), 0),
        files: typed,
      },
      beforeIntent: { pageJsGzipBytes, searchChunksLoaded },
      firstIntent: {
        jsGzipBytes: js.reduce((n, p) => n + gzipSize(fileOf(p)), 0),
        cssGzipBytes: css.reduce((n, p) => n + gzipSize(fileOf(p)), 0),
        files: added,
      },
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Runs every search measurement.
 * @param options.outDir - the export to measure in Chromium (default `out/`)
 */
export async function benchSearch(options: { outDir?: string } = {}): Promise<SearchBenchResult> {
  const [contentIndex, sidebars] = await Promise.all([getContentIndex(), getSidebars()]);
  const records = buildSearchRecords(contentIndex.entries, sidebars);
  const json = JSON.stringify(encodeIndexFile(records));
  const { engineBuildMs, query } = await measureQueries(records);
  const browser = await measureInBrowser(path.resolve(options.outDir ?? 'out'));
  const gzipBytes = gzipSize(json);
  return {
    index: {
      records: records.length,
      pages: contentIndex.entries.length,
      rawBytes: Buffer.byteLength(json),
      gzipBytes,
      engineBuildMs,
    },
    query,
    beforeIntent: browser?.beforeIntent ?? null,
    firstIntent: browser?.firstIntent ?? null,
    firstKeystroke: browser?.firstKeystroke ?? null,
    buttonJsGzipBytes: await measureButton(),
  };
}

/** The search section of `npm run bench`: index size, query latency, no search code before intent. */
export const searchSection: BenchSection = {
  name: 'search',
  async run(ctx) {
    const r = await benchSearch({ outDir: ctx.outDir });
    const chunks = r.beforeIntent?.searchChunksLoaded;
    return {
      metrics: {
        'index records': r.index.records,
        'index raw (KiB)': kib(r.index.rawBytes),
        'index gzip (KiB)': kib(r.index.gzipBytes),
        'engine build (ms)': round(r.index.engineBuildMs),
        'query p50 (ms)': round(r.query.p50Ms),
        'query p95 (ms)': round(r.query.p95Ms),
        'query CPU p95 (ms)': round(r.query.cpuP95Ms),
        'page JS before intent, gzip (KiB)': r.beforeIntent ? kib(r.beforeIntent.pageJsGzipBytes) : null,
        'first intent JS gzip (KiB)': r.firstIntent ? kib(r.firstIntent.jsGzipBytes) : null,
        'first keystroke JS + index gzip (KiB)': r.firstKeystroke ? kib(r.firstKeystroke.jsGzipBytes + r.firstKeystroke.indexGzipBytes) : null,
        'button island JS gzip (KiB)': r.buttonJsGzipBytes === null ? null : kib(r.buttonJsGzipBytes),
      },
      budgets: [
        checkMax('search: index gzip', r.index.gzipBytes, BUDGETS.searchIndexGzipBytes, 'bytes'),
        checkMax('search: query p95', r.query.p95Ms, BUDGETS.searchQueryP95Ms, 'ms'),
        {
          name: 'search: no search JS before the first intent',
          actual: chunks ? chunks.join(', ') || 'none' : null,
          limit: 'none',
          pass: chunks?.length === 0,
        },
      ],
    };
  },
};

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
const round = (ms: number) => Number(ms.toFixed(2));

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  benchSearch().then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(`search benchmark failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
