/**
 * API generator bench on real specs: the largest spec of the OpenAPI corpus
 * (scripts/openapi-corpus.ts) and GitHub's REST description from @octokit/openapi, each generated
 * in its own Node process (load, validate, bundle, model, serialise, write). Reports wall time of
 * the child in seconds and its peak resident memory in MiB (`process.resourceUsage().maxRSS`,
 * read in the child when it is done).
 * Budget per spec: under {@link API_CORPUS_BUDGET} (60 s, 2 GiB) on the 2-core build machine.
 * `npx tsx scripts/bench/api-corpus.ts` prints a table and exits 1 when a spec is over budget.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_SPECS, corpusSpecPath } from '../openapi-corpus';
import { BUDGETS } from './budgets';

/** Time and memory budget of one spec. */
export const API_CORPUS_BUDGET = { seconds: BUDGETS.apiGeneratorSeconds, peakMiB: BUDGETS.apiGeneratorPeakRssBytes / 1024 ** 2 } as const;

/** One measured spec. */
export interface ApiCorpusBenchRow {
  /** Short name (`github`, or the corpus file). */
  name: string;
  /** The spec file, repository-relative. */
  spec: string;
  /** Size of the spec file, MiB. */
  specMiB: number;
  /** Pages in the model. */
  pages: number;
  /** Operation pages over the page-weight budget (`PAGE_WEIGHT_BUDGET_BYTES`, lib/openapi/generate.ts). */
  heavyPages: number;
  /** Size of the written model, MiB. */
  modelMiB: number;
  /** Wall time of the child process (start-up included), seconds. */
  seconds: number;
  /** CPU time (user + system) of the child, seconds: what the wall time would be on an idle core. */
  cpuSeconds: number;
  /** Peak resident memory of the child, MiB. */
  peakMiB: number;
  /** Under {@link API_CORPUS_BUDGET} on both counts. */
  withinBudget: boolean;
}

const SELF = fileURLToPath(import.meta.url);
const REPO_ROOT = path.resolve(path.dirname(SELF), '..', '..');
const MIB = 1024 ** 2;

/** The largest spec of the corpus, by file size. */
export function largestCorpusSpec(): string {
  return CORPUS_SPECS.map((s) => corpusSpecPath(s.file)).reduce((a, b) => (fs.statSync(b).size > fs.statSync(a).size ? b : a));
}

/** GitHub's REST API description shipped by @octokit/openapi. */
export function githubSpec(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@octokit/openapi/package.json')), 'generated', 'api.github.com.json');
}

/**
 * Generates one spec in a child process and measures it.
 * @throws Error with the child's output when the generator fails
 */
export function benchSpec(name: string, spec: string): ApiCorpusBenchRow {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-corpus-'));
  try {
    const started = performance.now();
    const child = spawnSync(process.execPath, ['--import', 'tsx', SELF, '--child', spec, out], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * MIB });
    const seconds = (performance.now() - started) / 1000;
    if (child.status !== 0) throw new Error(`bench:api-corpus: generating ${spec} failed:\n${child.stderr}`);
    const report = JSON.parse(child.stdout.trim().split('\n').pop()!) as { pages: number; heavyPages: number; modelBytes: number; maxRssKiB: number; cpuMicros: number };
    const peakMiB = report.maxRssKiB / 1024;
    return {
      name,
      spec: path.relative(REPO_ROOT, spec).split(path.sep).join('/'),
      specMiB: fs.statSync(spec).size / MIB,
      pages: report.pages,
      heavyPages: report.heavyPages,
      modelMiB: report.modelBytes / MIB,
      seconds,
      cpuSeconds: report.cpuMicros / 1e6,
      peakMiB,
      withinBudget: seconds < API_CORPUS_BUDGET.seconds && peakMiB < API_CORPUS_BUDGET.peakMiB,
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** Benchmarks the largest corpus spec and GitHub's spec, one child process each. */
export function benchApiCorpus(): ApiCorpusBenchRow[] {
  const largest = largestCorpusSpec();
  return [benchSpec(`corpus: ${path.basename(largest)}`, largest), benchSpec('github', githubSpec())];
}

/** The rows as a plain-text table. */
export function formatApiCorpusTable(rows: ApiCorpusBenchRow[]): string {
  const header = ['spec', 'spec MiB', 'pages', 'pages > 30 KiB', 'model MiB', 'time s', 'cpu s', 'peak MiB', `budget ${API_CORPUS_BUDGET.seconds} s / ${API_CORPUS_BUDGET.peakMiB} MiB`];
  const body = rows.map((r) => [r.name, r.specMiB.toFixed(1), String(r.pages), String(r.heavyPages), r.modelMiB.toFixed(1), r.seconds.toFixed(1), r.cpuSeconds.toFixed(1), r.peakMiB.toFixed(0), r.withinBudget ? 'ok' : 'OVER']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  return [header, ...body].map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

/** Child side: generate and write the model quietly, report one JSON line. */
async function child(spec: string, out: string): Promise<void> {
  const { overweightPages, writeApiModel } = await import('../../lib/openapi/generate');
  const { defaultRoutePrefix, modelFileFor } = await import('../../lib/openapi/config');
  const file = modelFileFor(spec, out);
  const { model } = await writeApiModel(spec, file, { routePrefix: defaultRoutePrefix(spec), onWarning: () => {} });
  const usage = process.resourceUsage();
  const heavyPages = overweightPages(model).length;
  console.log(JSON.stringify({ pages: model.pages.length, heavyPages, modelBytes: fs.statSync(file).size, maxRssKiB: usage.maxRSS, cpuMicros: usage.userCPUTime + usage.systemCPUTime }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const args = process.argv.slice(2);
  if (args[0] === '--child') await child(args[1]!, args[2]!);
  else {
    const rows = benchApiCorpus();
    console.log(formatApiCorpusTable(rows));
    process.exit(rows.every((r) => r.withinBudget) ? 0 : 1);
  }
}
