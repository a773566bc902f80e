/**
 * The sections `npm run bench` runs after the page measurements, in order. A new benchmark exports
 * a {@link BenchSection} (./section.ts) and is listed here; its budgets belong in ./budgets.ts.
 */
import type { BenchSection } from './section';
import path from 'node:path';
import { apiGeneratorSection } from './api-generator';
import { benchSpec, largestCorpusSpec } from './api-corpus';
import { BUDGETS, checkMax } from './budgets';
import { searchSection } from './search';
import { benchServeLoad } from './serve-load';

/** The largest spec of the OpenAPI corpus (tests/openapi/corpus.test.ts), beside GitHub's. */
const apiCorpusSection: BenchSection = {
  name: 'api generator: largest corpus spec',
  async run() {
    const spec = largestCorpusSpec();
    const r = benchSpec(path.basename(spec), spec);
    return {
      metrics: { spec: r.name, pages: r.pages, 'pages over 30 KiB': r.heavyPages, 'wall time (s)': Number(r.seconds.toFixed(1)), 'cpu (s)': Number(r.cpuSeconds.toFixed(1)), 'peak RSS (MiB)': Math.round(r.peakMiB) },
      budgets: [
        checkMax(`api generator: wall time on ${r.name}`, r.seconds, BUDGETS.apiGeneratorSeconds, 's'),
        checkMax(`api generator: peak RSS on ${r.name}`, r.peakMiB * 1024 ** 2, BUDGETS.apiGeneratorPeakRssBytes, 'bytes'),
      ],
    };
  },
};

/** `npm start` under load (autocannon on 127.0.0.1, bounded): requests/s, p99 and open descriptors. */
const serveLoadSection: BenchSection = {
  name: 'npm start under load',
  async run(ctx) {
    const report = await benchServeLoad({ dir: ctx.outDir });
    const metrics: Record<string, number> = { 'open descriptors before': report.descriptorsBefore, 'open descriptors after': report.descriptorsAfter };
    for (const r of report.results) {
      metrics[`${r.label}: requests/s`] = r.requestsPerSecond;
      metrics[`${r.label}: p99 (ms)`] = r.p99Ms;
    }
    return { metrics, budgets: [] };
  },
};

/** Every section of the benchmark. */
export const BENCH_SECTIONS: readonly BenchSection[] = [
  searchSection,
  apiGeneratorSection,
  apiCorpusSection,
  serveLoadSection,
];
