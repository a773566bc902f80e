/**
 * Benchmark hook for the API generator: runs it on a large spec in a fresh Node process and reports
 * wall time and peak memory (the child's max RSS). `npm run bench` calls
 * {@link benchmarkApiGenerator}; run this file directly to benchmark GitHub's REST description
 * from @octokit/openapi (about 13 MB): `npx tsx scripts/bench-api.ts [spec]`.
 * Budget (issue 7): under 60 s and 2 GB on the 2-core build machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

/** The result of one benchmark run. */
export interface ApiBenchResult {
  spec: string;
  specBytes: number;
  pages: number;
  outputBytes: number;
  /** Wall time of the whole child process (start-up included), ms. */
  wallMs: number;
  /** Time spent generating and writing inside the child, ms. */
  generateMs: number;
  /** Peak resident memory of the child, bytes. */
  peakRssBytes: number;
  /** Whether wall time < 60 s and peak memory < 2 GiB. */
  withinBudget: boolean;
}

/** The budget of issue 7. */
export const API_BENCH_BUDGET = { wallMs: 60_000, peakRssBytes: 2 * 1024 ** 3 };

/** GitHub's REST API description shipped by @octokit/openapi. */
export function defaultBenchSpec(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@octokit/openapi/package.json')), 'generated', 'api.github.com.json');
}

const SELF = fileURLToPath(import.meta.url);

/**
 * Runs the generator (load, validate, bundle, model, serialise, write) on `spec` in a child
 * process and measures it.
 * @throws Error when the generator fails
 */
export function benchmarkApiGenerator(spec: string = defaultBenchSpec()): ApiBenchResult {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  try {
    const started = performance.now();
    const child = spawnSync(process.execPath, ['--import', 'tsx', SELF, '--child', spec, out], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const wallMs = Math.round(performance.now() - started);
    if (child.status !== 0) throw new Error(`API generator failed on ${spec}:\n${child.stderr}`);
    const report = JSON.parse(child.stdout.trim().split('\n').pop()!) as { pages: number; outputBytes: number; generateMs: number; maxRssKb: number };
    const peakRssBytes = report.maxRssKb * 1024;
    return {
      spec,
      specBytes: fs.statSync(spec).size,
      pages: report.pages,
      outputBytes: report.outputBytes,
      wallMs,
      generateMs: report.generateMs,
      peakRssBytes,
      withinBudget: wallMs < API_BENCH_BUDGET.wallMs && peakRssBytes < API_BENCH_BUDGET.peakRssBytes,
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** Child side: generate, write, report as one JSON line. */
async function child(spec: string, out: string): Promise<void> {
  const { writeApiModel } = await import('../lib/openapi/generate');
  const { defaultRoutePrefix, modelFileFor } = await import('../lib/openapi/config');
  const started = performance.now();
  const file = modelFileFor(spec, out);
  const { model } = await writeApiModel(spec, file, { routePrefix: defaultRoutePrefix(spec) });
  const generateMs = Math.round(performance.now() - started);
  console.log(JSON.stringify({ pages: model.pages.length, outputBytes: fs.statSync(file).size, generateMs, maxRssKb: process.resourceUsage().maxRSS }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const args = process.argv.slice(2);
  if (args[0] === '--child') await child(args[1]!, args[2]!);
  else {
    const result = benchmarkApiGenerator(args[0] ?? defaultBenchSpec());
    const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
    console.log(
      `bench:api: ${path.basename(result.spec)} (${mb(result.specBytes)}, ${result.pages} pages) → ${mb(result.outputBytes)} model; ` +
        `wall ${(result.wallMs / 1000).toFixed(1)} s (generate ${(result.generateMs / 1000).toFixed(1)} s), peak RSS ${mb(result.peakRssBytes)}; ` +
        `budget 60 s / 2048 MB: ${result.withinBudget ? 'ok' : 'EXCEEDED'}`,
    );
    process.exit(result.withinBudget ? 0 : 1);
  }
}
