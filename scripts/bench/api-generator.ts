/**
 * The API generator on a large spec in a fresh Node process: wall time and peak memory (the child's
 * max RSS). `npm run bench` runs it as {@link apiGeneratorSection}; run this file directly to
 * benchmark GitHub's REST description from @octokit/openapi (about 13 MB) or another spec:
 * `npx tsx scripts/bench/api-generator.ts [spec]`. Budgets: `apiGenerator*` in ./budgets.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { BUDGETS, checkMax, formatBytes } from './budgets';
import type { BenchSection } from './section';

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
}

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
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** Child side: generate, write, report as one JSON line. */
async function child(spec: string, out: string): Promise<void> {
  const { writeApiModel } = await import('../../lib/openapi/generate');
  const { defaultRoutePrefix, modelFileFor } = await import('../../lib/openapi/config');
  const started = performance.now();
  const file = modelFileFor(spec, out);
  const { model } = await writeApiModel(spec, file, { routePrefix: defaultRoutePrefix(spec) });
  const generateMs = Math.round(performance.now() - started);
  console.log(JSON.stringify({ pages: model.pages.length, outputBytes: fs.statSync(file).size, generateMs, maxRssKb: process.resourceUsage().maxRSS }));
}

/** Checks a run against the generator's budgets. */
function verdicts(result: ApiBenchResult) {
  return [
    checkMax(`api generator: wall time on ${path.basename(result.spec)}`, result.wallMs / 1000, BUDGETS.apiGeneratorSeconds, 's'),
    checkMax(`api generator: peak RSS on ${path.basename(result.spec)}`, result.peakRssBytes, BUDGETS.apiGeneratorPeakRssBytes, 'bytes'),
  ];
}

/** The API generator section of `npm run bench` (GitHub's REST description). */
export const apiGeneratorSection: BenchSection = {
  name: 'api generator',
  async run() {
    const r = benchmarkApiGenerator();
    return {
      metrics: {
        spec: path.basename(r.spec),
        'spec (MiB)': Number((r.specBytes / 1024 ** 2).toFixed(1)),
        pages: r.pages,
        'model (MiB)': Number((r.outputBytes / 1024 ** 2).toFixed(1)),
        'wall time (s)': Number((r.wallMs / 1000).toFixed(1)),
        'generate (s)': Number((r.generateMs / 1000).toFixed(1)),
        'peak RSS (MiB)': Number((r.peakRssBytes / 1024 ** 2).toFixed(0)),
      },
      budgets: verdicts(r),
    };
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const args = process.argv.slice(2);
  if (args[0] === '--child') await child(args[1]!, args[2]!);
  else {
    const result = benchmarkApiGenerator(args[0] ?? defaultBenchSpec());
    const checks = verdicts(result);
    console.log(
      `api generator: ${path.basename(result.spec)} (${formatBytes(result.specBytes)}, ${result.pages} pages) → ${formatBytes(result.outputBytes)} model; ` +
        `generate ${(result.generateMs / 1000).toFixed(1)} s; ${checks.map((c) => `${c.name} ${c.actual} (${c.limit}) ${c.pass ? 'ok' : 'EXCEEDED'}`).join('; ')}`,
    );
    process.exit(checks.every((c) => c.pass) ? 0 : 1);
  }
}
