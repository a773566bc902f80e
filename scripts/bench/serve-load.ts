/**
 * Load on `npm start`'s server: starts scripts/serve.ts over an export (default `out/`) in its own
 * process on 127.0.0.1, runs autocannon against one doc page and one content-hashed asset
 * (bounded: `durationSeconds` each, `connections` connections, loopback only) and reports
 * requests/s, p99 latency (ms) and the server's open file descriptors before and after.
 *
 * Run alone: `npx tsx scripts/bench/serve-load.ts [--dir out] [--duration 5] [--connections 10]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startServeProcess } from '../serve-process';
import { siteConfig } from '../../site.config';

/** One autocannon run. */
export interface LoadResult {
  label: string;
  /** URL path, with the base path */
  path: string;
  requestsPerSecond: number;
  /** 99th percentile latency, milliseconds */
  p99Ms: number;
  /** responses with a status other than 200 */
  non2xx: number;
  errors: number;
}

/** The load line of `npm start`. */
export interface ServeLoadReport {
  results: LoadResult[];
  descriptorsBefore: number;
  descriptorsAfter: number;
}

/** A doc page (the first `.html` below a folder, else any page) and the largest hashed JS chunk. */
function targets(dir: string): { label: string; file: string }[] {
  const pages = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && f !== '404.html');
  const page = pages.find((f) => f.includes('/') && !f.startsWith('api/')) ?? pages[0];
  const chunks = path.join(dir, '_next/static/chunks');
  const asset = fs.existsSync(chunks)
    ? fs
        .readdirSync(chunks)
        .filter((f) => f.endsWith('.js'))
        .sort((a, b) => fs.statSync(path.join(chunks, b)).size - fs.statSync(path.join(chunks, a)).size)[0]
    : undefined;
  if (!page || !asset) throw new Error(`${dir} holds no page or no _next/static/chunks/*.js: run \`npm run build\` first.`);
  return [
    { label: 'doc page', file: page.replace(/\.html$/, '') },
    { label: 'hashed asset', file: `_next/static/chunks/${asset}` },
  ];
}

/**
 * The descriptor count once the load's connections have closed: polled every 100 ms until it is
 * back to `before` or for at most 6 s (longer than the server's 5 s keep-alive timeout), so sockets
 * that are still closing are not counted as leaks, and a real leak still shows.
 */
async function settledDescriptors(count: () => number, before: number): Promise<number> {
  let now = count();
  for (let i = 0; i < 60 && now > before; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    now = count();
  }
  return now;
}

/**
 * Runs the load bench.
 * @param options.dir - export folder (default `out`)
 * @param options.durationSeconds - length of each run (default 5)
 * @param options.connections - concurrent connections (default 10)
 * @throws Error when the export is missing or the server does not start
 */
export async function benchServeLoad(options: { dir?: string; durationSeconds?: number; connections?: number } = {}): Promise<ServeLoadReport> {
  const dir = path.resolve(options.dir ?? 'out');
  const server = await startServeProcess(dir);
  try {
    const descriptorsBefore = server.openDescriptors();
    const results: LoadResult[] = [];
    for (const target of targets(dir)) {
      const urlPath = `${siteConfig.basePath}/${target.file}`;
      const run = await autocannon({
        url: `${server.origin}${urlPath}`,
        connections: options.connections ?? 10,
        duration: options.durationSeconds ?? 5,
      });
      results.push({
        label: target.label,
        path: urlPath,
        requestsPerSecond: Math.round(run.requests.average),
        p99Ms: run.latency.p99,
        non2xx: run.non2xx,
        errors: run.errors,
      });
    }
    return { results, descriptorsBefore, descriptorsAfter: await settledDescriptors(server.openDescriptors, descriptorsBefore) };
  } finally {
    await server.stop();
  }
}

/** One line per target plus the descriptor line, for the bench report. */
export function formatServeLoad(report: ServeLoadReport): string {
  const lines = report.results.map(
    (r) => `npm start ${r.label.padEnd(12)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${r.p99Ms} ms  (${r.path}${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''})`,
  );
  lines.push(`npm start open descriptors: ${report.descriptorsBefore} before, ${report.descriptorsAfter} after`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, duration: { type: 'string' }, connections: { type: 'string' } },
  });
  const report = await benchServeLoad({
    dir: values.dir,
    durationSeconds: values.duration ? Number(values.duration) : undefined,
    connections: values.connections ? Number(values.connections) : undefined,
  });
  console.log(formatServeLoad(report));
}
