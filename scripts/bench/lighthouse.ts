/**
 * `npm run bench`'s Lighthouse part: Lighthouse CI (`lhci autorun`, lighthouserc.cjs) on the site's
 * five page kinds and, in the same runs, on the framework floor: a bare App Router export (a root
 * layout with `<html><body>`, one page with one `next/link`) built here with this repository's
 * `next` and `react` and the options of next.config.mjs that change the client bundle. Lighthouse CI
 * asserts the accessibility, best-practices, SEO and layout-shift budgets; this script then asserts
 * the Total Blocking Time budget over the floor: each page's median TBT minus the floor's median TBT
 * of the same runs, so the budget measures what the site adds, not how busy the machine is.
 * Prints the floor's JavaScript, each page's median TBT, its TBT over the floor and Lighthouse's
 * `benchmarkIndex` range. Exits 1 when Lighthouse CI or the TBT budget fails, or when the floor's
 * JavaScript is no longer the `FLOOR_KB` that .size-limit.ts's absolute limits are built on.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { FLOOR_KB, pageScripts } from '../../.size-limit.ts';

/** The Total Blocking Time a page may add to the floor's, in ms (median runs; Lighthouse's mobile run). */
export const TBT_OVER_FLOOR_MS = 200;
/** Where the floor project is written and built (build output, not committed). */
const FLOOR_DIR = path.resolve('.generated', 'floor');
const REPORTS_DIR = '.lighthouseci';

/** The floor's App Router files, written to its `app` folder: plain JSX, so Next neither type-checks nor writes a tsconfig. */
const FLOOR_APP_FILES: Record<string, string> = {
  'layout.jsx': 'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'page.jsx': 'import Link from \'next/link\';\n\nexport default function Page() {\n  return <Link href="/">Home</Link>;\n}\n',
};
// next.config.mjs's options that shape the client bundle; the repository's root is Turbopack's,
// so `next` and `react` resolve from its node_modules.
const FLOOR_CONFIG = `export default ${JSON.stringify({
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  experimental: { appNavFailHandling: true },
  turbopack: { root: process.cwd() },
  outputFileTracingRoot: process.cwd(),
})};\n`;

/** Builds the floor export into `.generated/floor/out`. @throws Error with Next's output when the build fails */
function buildFloor(): string {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(FLOOR_DIR, 'app'), { recursive: true });
  fs.writeFileSync(path.join(FLOOR_DIR, 'next.config.mjs'), FLOOR_CONFIG);
  for (const [file, text] of Object.entries(FLOOR_APP_FILES)) fs.writeFileSync(path.join(FLOOR_DIR, 'app', file), text);
  const build = spawnSync('npx', ['next', 'build'], { cwd: FLOOR_DIR, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`bench: the framework floor did not build:\n${build.stdout}${build.stderr}`);
  return path.join(FLOOR_DIR, 'out');
}

/** How far the floor's JavaScript may be from `FLOOR_KB` before the written floor is out of date, kB. */
const FLOOR_DRIFT_KB = 0.5;

/** The floor page's JavaScript as `.size-limit.ts` weighs a page (its HTML's scripts, gzip level 9), kB. */
function floorKb(out: string): number {
  return pageScripts('index.html', out).reduce((sum, file) => sum + gzipSync(fs.readFileSync(file), { level: 9 }).length, 0) / 1000;
}

/** The median TBT of one URL's runs (the lower middle for an even count), ms. */
function medianTbt(runs: Run[], url: string): number {
  const sorted = runs
    .filter((r) => r.url === url)
    .map((r) => r.tbt)
    .sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

interface Run {
  url: string;
  tbt: number;
  benchmarkIndex: number;
}

/** Every Lighthouse result Lighthouse CI collected (`.lighthouseci/lhr-*.json`). */
function readRuns(): Run[] {
  return fs
    .readdirSync(REPORTS_DIR)
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .map((f) => {
      const lhr = JSON.parse(fs.readFileSync(path.join(REPORTS_DIR, f), 'utf8'));
      return { url: lhr.requestedUrl, tbt: lhr.audits['total-blocking-time'].numericValue, benchmarkIndex: lhr.environment.benchmarkIndex };
    });
}

// The floor project holds no input of the site: whatever happens, leave nothing of it for tsc or
// the next build to find.
let floorJs: number;
let floorUrl: string;
let lhciStatus: number | null;
try {
  const floorOut = buildFloor();
  floorJs = floorKb(floorOut);
  const floorServer = http.createServer(sirv(floorOut, { extensions: ['html'] }));
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`;
  // Asynchronously: this process serves the floor page while Lighthouse loads it.
  lhciStatus = await new Promise<number | null>((resolve) =>
    spawn('npx', ['lhci', 'autorun'], { stdio: 'inherit', env: { ...process.env, LHCI_FLOOR_URL: floorUrl } }).once('exit', resolve),
  );
  floorServer.close();
} finally {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
}
const floorMoved = Math.abs(floorJs - FLOOR_KB) > FLOOR_DRIFT_KB;
console.log(`Framework floor: ${floorJs.toFixed(1)} kB of JavaScript (.size-limit.ts FLOOR_KB: ${FLOOR_KB} kB).`);
if (floorMoved)
  console.error(`bench: the framework floor moved to ${floorJs.toFixed(1)} kB: set FLOOR_KB in .size-limit.ts to it, and check the page budgets.`);

const runs = readRuns();
if (!runs.some((r) => r.url === floorUrl)) throw new Error(`bench: Lighthouse CI measured no run of the framework floor (${floorUrl}); see its output above.`);
const floorTbt = medianTbt(runs, floorUrl);
const pages = [...new Set(runs.map((r) => r.url))].filter((url) => url !== floorUrl);
const indexes = runs.map((r) => r.benchmarkIndex);
console.log(`\nTotal Blocking Time, median of each page's runs (benchmarkIndex ${Math.min(...indexes)}–${Math.max(...indexes)}):`);
console.log(`  ${'framework floor'.padEnd(48)} ${floorTbt.toFixed(0).padStart(6)} ms`);
const over: string[] = [];
for (const url of pages) {
  const tbt = medianTbt(runs, url);
  const added = tbt - floorTbt;
  if (added > TBT_OVER_FLOOR_MS) over.push(url);
  console.log(`  ${new URL(url).pathname.padEnd(48)} ${tbt.toFixed(0).padStart(6)} ms, ${added >= 0 ? '+' : ''}${added.toFixed(0)} ms over the floor`);
}
if (over.length) console.error(`bench: TBT over the floor is above ${TBT_OVER_FLOOR_MS} ms on ${over.join(', ')}`);
process.exit(lhciStatus === 0 && !over.length && !floorMoved ? 0 : 1);
