/**
 * `npm run bench`: the performance benchmark. Prints tables and writes bench/results.json;
 * `npm run bench -- --check` also checks every budget of ./budgets.ts and exits 1, naming each
 * budget exceeded or not measured.
 *
 * Steps: cold build (`.next/` and `out/` removed) with wall time and peak memory of the process
 * tree, then a warm one; the framework floor (./framework-floor.ts: a bare App Router export of the
 * same `next`, `react` and next.config.mjs); first-load bytes of one page per kind and of every
 * exported page (document = HTML + RSC payload, JS, CSS, gzip), and each page's JavaScript over
 * the floor's by chunk (./over-floor.ts); size of `out/`; Lighthouse mobile on five pages and the
 * floor page (runs interleaved), desktop on the five pages; then the sections of ./sections.ts
 * (search, API generator, …).
 *
 * Options: `npm run bench -- --help` ({@link USAGE}).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { htmlFiles } from '../../lib/export/html-files';
import { siteConfig } from '../../site.config';
import { CHROMIUM_PATH } from '../chromium';
import { type BudgetInput, type BudgetResult, checkBudgets, formatBytes, KiB, MiB } from './budgets';
import { buildFloor, FLOOR_PAGE } from './framework-floor';
import { lighthouseRuns, type LighthouseRow } from './lighthouse';
import { describeChunks, overFloor, type OverFloor } from './over-floor';
import { LIGHTHOUSE_KINDS, PAGE_KINDS, pageGroup } from './page-kinds';
import { folderSize, PageWeigher, type PageWeight } from './page-weight';
import { type ProbeResult, probeOrThrow } from './process-probe';
import { benchScale } from './scale';
import { runSection, type SectionReport } from './section';
import { BENCH_SECTIONS } from './sections';
import { serveExportGzip } from './serve-export';
import { formatTable } from './table';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'out');

/** The options, printed by `--help` and after a command-line mistake. */
const USAGE = `Usage: npm run bench [-- options]
  --check             exit 1 naming every budget exceeded or not measured
  --skip-build        measure the existing out/ (the build budgets then fail --check; the floor is built all the same)
  --runs N            Lighthouse mobile runs per page, TBT median kept (default 5)
  --desktop-runs N    Lighthouse desktop runs per page, median run kept (default 1)
  --no-lighthouse     skip Lighthouse (its budgets then fail --check)
  --scale N           instead of all that: build a temporary copy of the repository with N added pages of distinct
                      generated text and report build time, peak RSS, out/ size, the search index on disk, the bytes
                      of a first query by owner (Pagefind's files, the site's) with Pagefind's growth per 1,000 pages
                      against the unscaled export in out/, and the query p95 in Chromium; with --check, the search
                      budgets at that size (the p95 up to 1,000 added pages)
  --help              print this text`;

const options = {
  check: { type: 'boolean', default: false },
  'skip-build': { type: 'boolean', default: false },
  'no-lighthouse': { type: 'boolean', default: false },
  runs: { type: 'string', default: '5' },
  'desktop-runs': { type: 'string', default: '1' },
  scale: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;
let args: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
try {
  args = parseArgs({ options }).values;
} catch (error) {
  console.error(`bench: ${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const wholeNumber = (name: string, value: string, min: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min} (got "${value}").`);
  return n;
};

const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const kib = (bytes: number) => round(bytes / KiB);
const mib = (bytes: number | null) => (bytes === null ? null : round(bytes / MiB));

/** A build's figures: the process probe, MDX compiles per doc page (from the model) and the phases it printed. */
type BuildFigures = Omit<ProbeResult, 'output' | 'exitCode'> & { compilesPerPage: number; phases: Record<string, number> };

/**
 * `npm run build` with its prebuild and postbuild. Cold: no `.next/`, no page cache
 * (`.generated/cache`), no `out/`. Warm: `out/` removed, the caches a CI or preview run restores kept.
 */
async function timedBuild(kind: 'cold' | 'warm'): Promise<BuildFigures> {
  if (kind === 'cold') {
    fs.rmSync(path.join(ROOT, '.next'), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, '.generated', 'cache'), { recursive: true, force: true });
  }
  fs.rmSync(OUT, { recursive: true, force: true });
  console.log(`${kind === 'cold' ? 'Cold' : 'Warm'} build: npm run build …`);
  const probe = await probeOrThrow(`The ${kind} build`, 'npm', ['run', 'build'], { cwd: ROOT });
  const { stats } = JSON.parse(fs.readFileSync(path.join(ROOT, '.generated', 'content', 'model.json'), 'utf8')) as {
    stats: { pages: number; compiles: number };
  };
  const compilesPerPage = stats.pages ? stats.compiles / stats.pages : 0;
  return { wallSeconds: probe.wallSeconds, peakRssBytes: probe.peakRssBytes, compilesPerPage, phases: buildPhases(probe.output) };
}

/** Seconds of the phases `npm run build` prints: the prebuild's content compile, Next's compile and static generation. */
function buildPhases(output: string): Record<string, number> {
  const seconds = (re: RegExp) => {
    const m = re.exec(output);
    return m ? Number(m[1]) * (m[2] === 'ms' ? 0.001 : 1) : NaN;
  };
  return {
    'content compile (s)': seconds(/prebuild: .* in ([\d.]+) (s)/),
    'next compile (s)': seconds(/Compiled successfully in ([\d.]+)(ms|s)/),
    'static generation (s)': seconds(/Generating static pages .*\) in ([\d.]+)(ms|s)/),
  };
}

/** Prints the failed budgets and exits 1 when there is one (`--check`). */
function exitOnFailure(budgets: BudgetResult[], where: string): void {
  const failures = budgets.filter((b) => !b.pass);
  if (!failures.length) return void console.log(`Budget check passed: ${budgets.length} budgets.`);
  console.error(`Budget check failed${where}: ${failures.length} of ${budgets.length} budgets exceeded or not measured:`);
  console.error(failures.map((f) => `- ${f.name}: ${f.actual ?? 'not measured'} (limit ${f.limit})${f.detail ? `; ${f.detail}` : ''}`).join('\n'));
  process.exit(1);
}

async function main() {
  if (args.scale !== undefined) {
    const count = wholeNumber('scale', args.scale, 1);
    const budgets = await benchScale(ROOT, count);
    if (args.check) exitOnFailure(budgets, ` with ${count} added pages`);
    return;
  }
  const runs = wholeNumber('runs', args.runs, 1);
  const desktopRuns = wholeNumber('desktop-runs', args['desktop-runs'], 1);
  const started = new Date();
  const load = os.loadavg()[0]!;
  if (load > os.cpus().length) {
    console.warn(
      `Note: load average ${load.toFixed(1)} on ${os.cpus().length} cores; build time and Lighthouse scores suffer from other work on this machine.`,
    );
  }
  const build = args['skip-build'] ? null : await timedBuild('cold');
  const warm = args['skip-build'] ? null : await timedBuild('warm');
  if (!fs.existsSync(path.join(OUT, '404.html'))) throw new Error('No export in out/: run `npm run build` or drop --skip-build.');
  console.log('Framework floor: next build of a bare App Router page …');
  const floor = await buildFloor(ROOT).catch((error: Error) => {
    console.error(`bench: ${error.message} The budgets over the floor fail.`);
    return null;
  });

  // Bytes: one page per kind for the table, every page for the per-page budgets.
  const weigher = new PageWeigher(OUT, siteConfig.basePath);
  const kinds = PAGE_KINDS.map((k) => ({ ...k, weight: weigher.measure(k.file) }));
  const all: PageWeight[] = htmlFiles(OUT).map((f) => weigher.measure(f));
  const exportSize = folderSize(OUT);
  const floorWeigher = floor && new PageWeigher(floor.outDir, siteConfig.basePath);
  const floorWeight = floorWeigher?.measure(FLOOR_PAGE) ?? null;
  const floorChunks = floorWeigher?.chunks(FLOOR_PAGE) ?? null;
  const overFloorPages: BudgetInput['overFloor'] =
    floorChunks && all.map((p) => ({ file: p.file, group: pageGroup(p.file), over: overFloor(weigher.chunks(p.file), floorChunks) }));
  const overOf = (file: string): OverFloor | null => overFloorPages?.find((p) => p.file === file)?.over ?? null;

  // Serve the exports gzip-compressed, as a CDN serves them: Lighthouse simulates slow 4G from the
  // bytes it observes.
  const server = await serveExportGzip(OUT, siteConfig.basePath);
  const floorServer = floor && (await serveExportGzip(floor.outDir, siteConfig.basePath));
  const { baseUrl } = server;

  let lighthouse: LighthouseRow[] = [];
  const sections: SectionReport[] = [];
  try {
    if (!args['no-lighthouse']) {
      if (!floorServer) console.warn('No framework floor: Lighthouse runs without its floor page.');
      const pages = kinds.filter((k) => LIGHTHOUSE_KINDS.includes(k.kind)).map((k) => ({ kind: k.kind, route: k.route, url: baseUrl + k.route }));
      lighthouse = await lighthouseRuns(pages, floorServer ? `${floorServer.baseUrl}/` : null, runs, desktopRuns);
    }
    const ctx = { outDir: OUT, baseUrl };
    for (const section of BENCH_SECTIONS) {
      console.log(`${section.name} …`);
      sections.push(await runSection(section, ctx));
    }
  } finally {
    await server.close();
    await floorServer?.close();
    floor?.close();
  }

  const budgets = checkBudgets({
    build,
    warmBuild: warm,
    exportBytes: exportSize.bytes,
    pages: all,
    overFloor: overFloorPages,
    lighthouse: lighthouse.filter((l) => l.kind !== 'floor'),
    floorTbtMs: lighthouse.find((l) => l.kind === 'floor')?.scores.tbtMs ?? null,
    sections: sections.flatMap((s) => s.budgets),
  });

  // Tables.
  const out: string[] = [];
  const table = (title: string, headers: string[], rows: Parameters<typeof formatTable>[1]) => out.push(`## ${title}`, formatTable(headers, rows));
  const phaseNames = Object.keys(build?.phases ?? {});
  const buildRow = (name: string, b: BuildFigures) => [
    name,
    round(b.wallSeconds),
    mib(b.peakRssBytes),
    round(b.compilesPerPage, 2),
    ...phaseNames.map((p) => b.phases[p] ?? null),
  ];
  table(
    'Build',
    ['npm run build', 'wall time (s)', 'peak RSS of process tree (MiB)', 'MDX compiles per page', ...phaseNames, 'HTML pages'],
    [...(build && warm ? [buildRow('cold', build), buildRow('warm (caches kept)', warm)] : [['(skipped: --skip-build)', null, null, null]])].map((row) => [
      ...row,
      all.length,
    ]),
  );
  const weights = ['htmlBytes', 'documentGzipBytes', 'jsGzipBytes', 'cssGzipBytes', 'totalGzipBytes'] as const;
  table(
    'First-load bytes per page kind (KiB = 1024 bytes; gzip = zlib default level)',
    ['kind', 'route', 'HTML (KiB)', 'document gzip (KiB)', 'JS gzip (KiB)', 'CSS gzip (KiB)', 'total gzip (KiB)', 'scripts'],
    [...kinds, ...(floorWeight ? [{ kind: 'framework floor', route: '/', weight: floorWeight }] : [])].map(({ kind, route, weight: w }) => [
      kind,
      route,
      ...weights.map((k) => kib(w[k])),
      w.scripts,
    ]),
  );
  if (overFloorPages && floorWeight) {
    const worstOf = (group: string) =>
      overFloorPages.filter((p) => group === 'any' || p.group === group).sort((a, b) => b.over.overBytes - a.over.overBytes)[0];
    const rows = [
      ...kinds.map((k) => ({ name: k.kind, file: k.file, over: overOf(k.file) })),
      ...(['doc', 'api', 'any'] as const).map((g) => ({
        name: `worst ${g === 'any' ? 'page' : `${g} page`}`,
        file: worstOf(g)?.file ?? '',
        over: worstOf(g)?.over ?? null,
      })),
    ];
    table(
      `JavaScript over the framework floor (floor: ${formatBytes(floorWeight.jsGzipBytes)} gzip in ${floorWeight.scripts} scripts; next build of the floor ${floor!.wallSeconds.toFixed(1)} s)`,
      ['page', 'file', 'JS gzip (KiB)', 'over floor (KiB)', 'where (chunks holding modules the floor does not load; estimated by module share)'],
      rows.map(({ name, file, over: o }) => [name, file, o && kib(o.pageBytes), o && kib(o.overBytes), o && describeChunks(o, 3)]),
    );
  }
  const worst = (key: 'documentGzipBytes' | 'jsGzipBytes' | 'totalGzipBytes') => all.reduce((a, b) => (b[key] > a[key] ? b : a));
  table(
    'Export',
    ['out/ (MiB)', 'files', 'precompressed .gz/.br (MiB)', 'HTML pages', 'largest document gzip', 'most JS gzip', 'largest total gzip'],
    [
      [
        mib(exportSize.bytes),
        exportSize.files,
        mib(exportSize.precompressedBytes),
        all.length,
        ...(['documentGzipBytes', 'jsGzipBytes', 'totalGzipBytes'] as const).map((k) => `${formatBytes(worst(k)[k])} ${worst(k).file}`),
      ],
    ],
  );
  if (lighthouse.length) {
    const scores = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs'] as const;
    table(
      `Lighthouse (mobile: median of ${runs} run${runs > 1 ? 's' : ''}, TBT the median of the runs' TBTs; desktop: median of ${desktopRuns}; benchmarkIndex: Lighthouse's CPU benchmark of this machine, higher is faster)`,
      ['route', 'form', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP (ms)', 'LCP (ms)', 'TBT (ms)', 'TBT of each run (ms)', 'benchmarkIndex', 'CLS'],
      lighthouse.map(({ route, formFactor, scores: s }) => [route, formFactor, ...scores.map((k) => s[k]), s.tbtRunsMs?.join(' '), s.benchmarkIndex, s.cls]),
    );
  }
  for (const s of sections) {
    if (s.status === 'error') out.push(`## ${s.name}`, `FAILED: ${s.error}`);
    else
      table(
        s.name,
        ['metric', 'value'],
        Object.entries(s.metrics).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]),
      );
  }
  table(
    'Budgets (scripts/bench/budgets.ts)',
    ['budget', 'actual', 'limit', 'result'],
    budgets.map((b) => [b.name, b.actual, b.limit, b.pass ? 'pass' : 'FAIL']),
  );
  const details = budgets.filter((b) => b.detail).map((b) => `- ${b.name}: ${b.detail}`);
  if (details.length) out.push(details.join('\n'));
  console.log(`\n${out.join('\n\n')}\n`);

  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  const results = {
    generatedAt: started.toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, memoryBytes: os.totalmem(), loadAverageAtStart: load, chromium: CHROMIUM_PATH },
    build,
    warmBuild: warm,
    floor: floor &&
      floorChunks && { buildWallSeconds: floor.wallSeconds, page: floorWeight, chunks: floorChunks.map((c) => ({ ...c, modules: c.modules.length })) },
    pageKinds: kinds.map(({ kind, route, file, weight }) => ({ kind, route, ...weight, overFloor: overOf(file) })),
    pages: all.map((p) => ({ ...p, jsOverFloorBytes: overOf(p.file)?.overBytes ?? null })),
    export: exportSize,
    lighthouse,
    sections,
    budgets,
  };
  fs.writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('Wrote bench/results.json');

  if (args.check) exitOnFailure(budgets, '');
}

main().catch((error: Error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});
