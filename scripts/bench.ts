/**
 * `npm run bench`: the performance benchmark. Prints tables and writes
 * bench/results.json. `npm run bench -- --check` also checks the budgets (lib/quality/budgets.ts)
 * and exits 1 when one is exceeded or was not measured.
 *
 * Steps: cold build (`.next/` and `out/` removed) with wall time and peak memory of the process
 * tree; first-load weight of one page per kind and of every exported page; size of `out/`;
 * Lighthouse mobile and desktop on five pages; the search and API sections when their modules
 * exist (scripts/bench-search.ts, scripts/bench-api.ts, called through lib/quality/bench-extensions.ts).
 *
 * Options: --skip-build (measure the existing out/; the build budget then fails --check),
 * --runs N (Lighthouse runs per page and form factor, median kept; default 3),
 * --no-lighthouse (skip it; its budgets then fail --check).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { createExportServer } from '../lib/serve/export-server';
import { siteConfig } from '../lib/site-config';
import { PAGE_KINDS, notCheckedNote, pageKindsIn } from '../lib/quality/page-kinds';
import { PageWeigher, folderSize, type PageWeight } from '../lib/quality/page-weight';
import { htmlFiles } from '../lib/export/html-files';
import { probeCommand, type ProbeResult } from '../lib/quality/process-probe';
import { runLighthouse, medianRun, type FormFactor } from '../lib/quality/lighthouse';
import { checkBudgets, type LighthouseScores } from '../lib/quality/budgets';
import { BENCH_EXTENSIONS, runExtension, type ExtensionReport } from '../lib/quality/bench-extensions';
import { formatTable } from '../lib/quality/table';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'out');
/** Pages Lighthouse measures, by kind; the API page only once exported. */
const LIGHTHOUSE_KINDS = ['home', 'concept', 'reference', 'example', 'api-operation'];
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1 (got "${args.runs}").`);

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));
const mb = (bytes: number) => Number((bytes / 1e6).toFixed(1));

/** Cold build: no `.next/` cache, no `out/`. `npm run build` when its pre/post scripts exist. */
async function coldBuild(): Promise<{ command: string; probe: ProbeResult }> {
  fs.rmSync(path.join(ROOT, '.next'), { recursive: true, force: true });
  fs.rmSync(OUT, { recursive: true, force: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const hooksExist = ['prebuild', 'postbuild'].every((s) => {
    const file = /tsx (\S+)/.exec(pkg.scripts[s] ?? '')?.[1];
    return !pkg.scripts[s] || (file !== undefined && fs.existsSync(path.join(ROOT, file)));
  });
  const [command, argv] = hooksExist ? ['npm', ['run', 'build']] : [path.join(ROOT, 'node_modules/.bin/next'), ['build']];
  const label = `${path.basename(command)} ${argv.join(' ')}`;
  console.log(`Cold build: ${label} …`);
  const probe = await probeCommand(command, argv, { cwd: ROOT });
  if (probe.exitCode !== 0) {
    const log = path.join(os.tmpdir(), 'bench-build.log');
    fs.writeFileSync(log, probe.output);
    throw new Error(`The build failed (exit ${probe.exitCode}); its output is in ${log}.`);
  }
  return { command: label, probe };
}

async function main() {
  const started = new Date();
  const load = os.loadavg()[0]!;
  if (load > os.cpus().length) {
    console.warn(`Note: load average ${load.toFixed(1)} on ${os.cpus().length} cores; build time and Lighthouse scores suffer from other work on this machine.`);
  }
  const build = args['skip-build'] ? null : await coldBuild();
  if (!fs.existsSync(path.join(OUT, '404.html'))) throw new Error('No export in out/: run `npm run build` or drop --skip-build.');

  // Page weight: one page per kind, and every page for the per-page budgets.
  const weigher = new PageWeigher(OUT, siteConfig.basePath);
  const { present, missing } = pageKindsIn(OUT);
  for (const kind of missing) console.warn(notCheckedNote('bench', kind));
  const kinds = present.map((k) => ({ ...k, weight: weigher.measure(k.file) }));
  const all: PageWeight[] = htmlFiles(OUT).map((f) => weigher.measure(f));
  const exportSize = folderSize(OUT);

  // Serve the export for Lighthouse and the extensions gzip-compressed, as a CDN serves it:
  // Lighthouse simulates slow 4G from the bytes it observes.
  const exportServer = createExportServer(OUT, { basePath: siteConfig.basePath });
  const compress = compression();
  const server = http.createServer((req, res) => compress(req as never, res as never, () => exportServer.emit('request', req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${siteConfig.basePath}`;

  const lighthouse: { kind: string; route: string; formFactor: FormFactor; scores: LighthouseScores; runs: LighthouseScores[] }[] = [];
  const extensions: ExtensionReport[] = [];
  try {
    if (!args['no-lighthouse']) {
      for (const kind of present.filter((k) => LIGHTHOUSE_KINDS.includes(k.kind))) {
        for (const formFactor of FORM_FACTORS) {
          const results: LighthouseScores[] = [];
          for (let i = 0; i < runs; i++) {
            process.stdout.write(`Lighthouse ${formFactor} ${kind.route} (run ${i + 1}/${runs}) …\n`);
            results.push(await runLighthouse(baseUrl + kind.route, formFactor, { chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS }));
          }
          lighthouse.push({ kind: kind.kind, route: kind.route, formFactor, scores: medianRun(results), runs: results });
        }
      }
    }
    const ctx = { root: ROOT, outDir: OUT, baseUrl };
    for (const adapter of BENCH_EXTENSIONS) {
      process.stdout.write(`${adapter.file} …\n`);
      extensions.push(await runExtension(adapter, ctx));
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  const budgets = checkBudgets({
    build: build ? { wallSeconds: build.probe.wallSeconds } : null,
    exportBytes: exportSize.bytes,
    pages: all,
    lighthouse,
    extra: extensions.flatMap((e) => e.budgets),
  });

  // Tables.
  const out: string[] = [];
  out.push('## Build', formatTable(['command', 'wall time (s)', 'peak RSS of process tree (MB)', 'pages'], [
    build ? [build.command, Number(build.probe.wallSeconds.toFixed(1)), build.probe.peakRssBytes === null ? null : mb(build.probe.peakRssBytes), all.length] : ['(skipped: --skip-build)', null, null, all.length],
  ]));
  out.push('## First-load weight per page kind (gzip = zlib default level)', formatTable(
    ['kind', 'route', 'HTML (kB)', 'HTML gzip (kB)', 'RSC payload gzip (kB)', 'JS gzip (kB)', 'CSS gzip (kB)', 'scripts'],
    kinds.map((k) => [k.kind, k.route, kb(k.weight.htmlBytes), kb(k.weight.htmlGzipBytes), kb(k.weight.rscGzipBytes), kb(k.weight.jsGzipBytes), kb(k.weight.cssGzipBytes), k.weight.scripts]),
  ));
  const max = (key: keyof PageWeight) => all.reduce((a, b) => ((b[key] as number) > (a[key] as number) ? b : a));
  out.push('## Export', formatTable(['out/ (MB)', 'files', 'HTML pages', 'largest HTML gzip (kB)', 'largest RSC payload gzip (kB)', 'most JS gzip (kB)'], [
    [mb(exportSize.bytes), exportSize.files, all.length, `${kb(max('htmlGzipBytes').htmlGzipBytes)} ${max('htmlGzipBytes').file}`, `${kb(max('rscGzipBytes').rscGzipBytes)} ${max('rscGzipBytes').file}`, `${kb(max('jsGzipBytes').jsGzipBytes)} ${max('jsGzipBytes').file}`],
  ]));
  if (lighthouse.length) {
    out.push(`## Lighthouse (median of ${runs} run${runs > 1 ? 's' : ''})`, formatTable(
      ['route', 'form', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP (ms)', 'LCP (ms)', 'TBT (ms)', 'CLS'],
      lighthouse.map(({ route, formFactor, scores: s }) => [route, formFactor, s.performance, s.accessibility, s.bestPractices, s.seo, s.fcpMs, s.lcpMs, s.tbtMs, s.cls]),
    ));
  }
  for (const e of extensions) {
    out.push(`## ${e.name} (${e.file})`, e.status === 'absent'
      ? `not measured: ${e.file} is not in this tree (it lands with the ${e.name} feature).`
      : e.status === 'error'
        ? `FAILED: ${e.error}`
        : formatTable(['metric', 'value'], Object.entries(e.metrics).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v])));
  }
  out.push('## Budgets', formatTable(['budget', 'actual', 'limit', 'result'], budgets.map((b) => [b.name, b.actual, b.limit, b.pass ? 'pass' : 'FAIL'])));
  const details = budgets.filter((b) => b.detail).map((b) => `- ${b.name}: ${b.detail}`);
  if (details.length) out.push(details.join('\n'));
  console.log(`\n${out.join('\n\n')}\n`);

  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  const results = {
    generatedAt: started.toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, memoryBytes: os.totalmem(), loadAverageAtStart: load, chromium: CHROMIUM_PATH },
    build: build ? { command: build.command, wallSeconds: build.probe.wallSeconds, peakRssBytes: build.probe.peakRssBytes } : null,
    pageKinds: kinds.map(({ kind, route, weight }) => ({ kind, route, ...weight })),
    notMeasured: missing.map((k) => ({ kind: k.kind, route: k.route, landsWith: k.landsWith })),
    pages: all,
    export: exportSize,
    lighthouse,
    extensions,
    budgets,
  };
  fs.writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('Wrote bench/results.json');

  if (args.check) {
    const failures = budgets.filter((b) => !b.pass);
    if (failures.length) {
      console.error(`Budget check failed: ${failures.length} of ${budgets.length} budgets exceeded or not measured:\n${failures.map((f) => `- ${f.name}: ${f.actual ?? 'not measured'} (limit ${f.limit})${f.detail ? `; ${f.detail}` : ''}`).join('\n')}`);
      process.exit(1);
    }
    console.log(`Budget check passed: ${budgets.length} budgets.`);
  }
}

main().catch((error: Error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});
