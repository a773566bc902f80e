/**
 * The API generator on real specs, each in a fresh Node process (load, validate, bundle, model,
 * serialise, write): GitHub's REST description from @octokit/openapi (about 13 MB) and the largest
 * spec of the OpenAPI corpus (scripts/openapi-corpus.ts). Wall time of the child (start-up
 * included), its CPU time and peak resident memory (`process.resourceUsage().maxRSS`, read in the
 * child when it is done). `npm run bench` runs both as sections; budgets: `apiGenerator*` in
 * ./budgets.ts. `npx tsx scripts/bench/api-generator.ts [spec…]` prints the sections' figures for
 * these two specs or the given ones and exits 1 when one is over budget.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_SPECS, corpusSpecPath } from '../openapi-corpus';
import { BUDGETS, checkMax, MiB } from './budgets';
import type { BenchSection, SectionResult } from './section';

const SELF = fileURLToPath(import.meta.url);

/** GitHub's REST API description shipped by @octokit/openapi. */
function githubSpec(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@octokit/openapi/package.json')), 'generated', 'api.github.com.json');
}

/** The largest spec of the corpus, by file size. */
function largestCorpusSpec(): string {
  return CORPUS_SPECS.map((s) => corpusSpecPath(s.file)).reduce((a, b) => (fs.statSync(b).size > fs.statSync(a).size ? b : a));
}

/**
 * Generates `spec` in a child process and measures it: figures for a section's table (sizes in
 * MiB, times in seconds) and the verdicts of the generator's budgets.
 * @throws Error with the child's stderr when the generator fails
 */
export function benchSpec(spec: string): SectionResult {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  try {
    const started = performance.now();
    const child = spawnSync(process.execPath, ['--import', 'tsx', SELF, '--child', spec, out], { encoding: 'utf8', maxBuffer: 64 * MiB });
    const seconds = (performance.now() - started) / 1000;
    if (child.status !== 0) throw new Error(`API generator failed on ${spec}:\n${child.stderr}`);
    const r = JSON.parse(child.stdout.trim().split('\n').pop()!) as {
      pages: number;
      heavyPages: number;
      modelBytes: number;
      maxRssKiB: number;
      cpuMicros: number;
    };
    const name = path.basename(spec);
    const round = (n: number) => Number(n.toFixed(1));
    return {
      metrics: {
        spec: name,
        'spec (MiB)': round(fs.statSync(spec).size / MiB),
        pages: r.pages,
        'pages over 30 KiB': r.heavyPages,
        'model (MiB)': round(r.modelBytes / MiB),
        'wall time (s)': round(seconds),
        'cpu (s)': round(r.cpuMicros / 1e6),
        'peak RSS (MiB)': Math.round((r.maxRssKiB * 1024) / MiB),
      },
      budgets: [
        checkMax(`api generator: wall time on ${name}`, seconds, BUDGETS.apiGeneratorSeconds, 's'),
        checkMax(`api generator: peak RSS on ${name}`, r.maxRssKiB * 1024, BUDGETS.apiGeneratorPeakRssBytes, 'bytes'),
      ],
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** The API generator on GitHub's REST description. */
export const apiGeneratorSection: BenchSection = { name: 'api generator', run: async () => benchSpec(githubSpec()) };

/** The API generator on the largest spec of the OpenAPI corpus (tests/openapi/corpus.test.ts). */
export const apiCorpusSection: BenchSection = { name: 'api generator: largest corpus spec', run: async () => benchSpec(largestCorpusSpec()) };

/** Child side: generate and write the model quietly, report one JSON line. */
async function child(spec: string, out: string): Promise<void> {
  const { overweightPages, writeApiModel } = await import('../../lib/openapi/generate');
  const { defaultRoutePrefix, modelFileFor } = await import('../../lib/openapi/config');
  const file = modelFileFor(spec, out);
  const { model } = await writeApiModel(spec, file, { routePrefix: defaultRoutePrefix(spec), onWarning: () => {} });
  const usage = process.resourceUsage();
  const heavyPages = overweightPages(model).length;
  console.log(
    JSON.stringify({
      pages: model.pages.length,
      heavyPages,
      modelBytes: fs.statSync(file).size,
      maxRssKiB: usage.maxRSS,
      cpuMicros: usage.userCPUTime + usage.systemCPUTime,
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const args = process.argv.slice(2);
  if (args[0] === '--child') await child(args[1]!, args[2]!);
  else {
    const results = (args.length ? args : [githubSpec(), largestCorpusSpec()]).map(benchSpec);
    for (const r of results)
      console.log(JSON.stringify(r.metrics), r.budgets.map((b) => `${b.name}: ${b.actual} (${b.limit}) ${b.pass ? 'ok' : 'OVER'}`).join('; '));
    process.exit(results.every((r) => r.budgets.every((b) => b.pass)) ? 0 : 1);
  }
}
