/**
 * Load on `npm start`'s server: starts scripts/serve.ts over the export in its own process on
 * 127.0.0.1, runs autocannon against one doc page and one content-hashed asset (bounded: 5 s each,
 * 10 connections, loopback only) and reports requests/s, p99 latency (ms) and the server's open
 * file descriptors before and after. A run with any answer other than 200 or any socket error
 * fails the section (its figures would measure errors).
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { siteConfig } from '../../site.config';
import { startServeProcess } from '../serve-process';
import type { BenchSection } from './section';

/** A doc page (the first `.html` below a folder, else any page) and the largest hashed JS chunk. */
function targets(dir: string): { label: string; file: string }[] {
  const pages = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && f !== '404.html');
  const page = pages.find((f) => f.includes('/') && !f.startsWith('api/')) ?? pages[0];
  const chunks = path.join(dir, '_next/static/chunks');
  const size = (f: string) => fs.statSync(path.join(chunks, f)).size;
  const asset = fs.existsSync(chunks)
    ? fs
        .readdirSync(chunks)
        .filter((f) => f.endsWith('.js'))
        .sort((a, b) => size(b) - size(a))[0]
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

/** `npm start` under load, on the export of the run. */
export const serveLoadSection: BenchSection = {
  name: 'npm start under load',
  async run(ctx) {
    const server = await startServeProcess(ctx.outDir);
    try {
      const before = server.openDescriptors();
      const metrics: Record<string, number> = { 'open descriptors before': before };
      for (const target of targets(ctx.outDir)) {
        const url = `${server.origin}${siteConfig.basePath}/${target.file}`;
        const run = await autocannon({ url, connections: 10, duration: 5 });
        if (run.non2xx || run.errors) throw new Error(`${url}: ${run.non2xx} answers other than 2xx and ${run.errors} errors under load.`);
        metrics[`${target.label}: requests/s`] = Math.round(run.requests.average);
        metrics[`${target.label}: p99 (ms)`] = run.latency.p99;
      }
      metrics['open descriptors after'] = await settledDescriptors(server.openDescriptors, before);
      return { metrics, budgets: [] };
    } finally {
      await server.stop();
    }
  },
};
