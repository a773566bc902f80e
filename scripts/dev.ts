/**
 * `npm run dev`: compiles the content model in development mode (problems become warnings and a
 * banner on the affected page), starts Next's development server (hot reload) and serves it on one
 * address, which it prints: `http://127.0.0.1:3000` unless `--hostname`/`--port` (or HOST/PORT)
 * say otherwise. Requests under `/api/` that are not doc pages go to the database-service host
 * (lib/serve/dev-proxy.ts, `NILDB_DEV_PROXY_TARGET`); everything else goes to Next.
 *
 * It follows the file system while it runs, so no edit needs a restart, in any order:
 * - a page or navigation file (`content/_nav/`) added, renamed, edited or deleted under `content/`
 *   recompiles the model (unchanged pages come from the page cache), so a page written before its
 *   sidebar entry, or an entry written before its page, is placed as soon as both exist; an entry
 *   naming no page is listed, with its line:col, in the terminal and on every page, and the open
 *   tab recovers by itself once it is fixed;
 * - a spec added, edited or deleted under `openapi/` recompiles the model (the changed spec is
 *   parsed again, the others come from the cache).
 * Each compile rewrites the model only where it changed; Next reloads the routes that read it.
 * A save compiles only what it changes: the pages whose files are unchanged, their Markdown twins
 * and the last-updated dates (git answers once) come from memory; what depends on every page (the
 * sidebars, each page's place in them, the links) is worked out again from the model.
 */
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { compileAndCheck, writeGeneratedInputs } from './prebuild';
import { compilePage, createCompileMemo } from '../lib/compile';
import { DEFAULT_PUBLIC_DIR } from '../lib/compile/compile-page';
import { runGit, type GitRunner } from '../lib/compile/git-last-updated';
import { readEnv } from '../lib/config/env';
import { devProxyUrl, forwardRequest } from '../lib/serve/dev-proxy';
import { siteConfig } from '../site.config';

// What `next dev` sets: this process is the development server.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'development' });
const { values: args } = parseArgs({ options: { hostname: { type: 'string' }, port: { type: 'string' } } });
const hostname = args.hostname ?? readEnv().server.host;
const port = args.port !== undefined ? Number(args.port) : readEnv().server.port;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`dev: --port ${args.port} is not a port number (0–65535).`);
  process.exit(2);
}

/** The content ids of doc pages under `api/`: the dev proxy leaves their routes to the site. */
let apiDocIds = new Set<string>();
/** The pages and Markdown of the last compile, reused while their files are unchanged. */
const memo = createCompileMemo();
/** Git's answers, asked once: the last-updated dates change with commits, not with saves. */
const gitAnswers = new Map<string, Promise<string>>();
const git: GitRunner = (args, cwd) => {
  const key = JSON.stringify([args, cwd]);
  if (!gitAnswers.has(key)) gitAnswers.set(key, runGit(args, cwd));
  return gitAnswers.get(key)!;
};
/** Compiles the model as the files are on disk now, and notes the API doc pages. */
async function compile(): Promise<void> {
  const { entries } = await compileAndCheck(true, [], { memo, git });
  apiDocIds = new Set(entries.map((e) => e.id).filter((id) => id.startsWith('api/')));
}

await writeGeneratedInputs();
await compile().catch((error: Error) => {
  console.error(`dev: the content model was not rebuilt: ${error.message}`);
});

// Next's development server forks a new worker process each time it looks up a route's static
// params (after every change) and gives it this process's `execArgv`. The worker runs Next's
// compiled output, so the tsx loader this script runs under only slows its start (about 0.6 CPU
// seconds a save): it is left out of the arguments the workers inherit.
process.execArgv = withoutTsxLoader(process.execArgv);
const { default: next } = await import('next');
const app = next({ dev: true, dir: process.cwd(), hostname, port, turbopack: true });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();
const server = http.createServer((req, res) => {
  const target = devProxyUrl(req.url ?? '/', siteConfig.devProxy.target, apiDocIds, siteConfig.basePath);
  if (target) forwardRequest(req, res, target);
  else void handle(req, res);
});
// Hot reload's WebSocket.
server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `dev: ${hostname}:${port} is in use: stop the other server or pass --port <n> (npm run dev -- --port 3001).`
      : `dev: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, hostname, () => {
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  console.log(`dev: ready at http://${host}:${port}${siteConfig.basePath || '/'}`);
  // A warm-up that fails changes nothing: the next save reports the problem where it belongs.
  running = running.then(warmCompilers).catch(() => undefined);
});

let timer: NodeJS.Timeout | undefined;
let running = Promise.resolve();
const recompile = () => {
  clearTimeout(timer);
  // Editors write a file in several steps, a few milliseconds apart; wait for the burst to settle
  // before reading it. A step that comes later still schedules another compile, which runs after this one.
  timer = setTimeout(() => {
    running = running
      .then(async () => {
        await compile();
      })
      // A compile that fails outright: say so and wait for the next save.
      .catch((error: Error) => console.error(`dev: the content model was not rebuilt: ${error.message}`));
  }, 40);
};
fs.watch('content', { recursive: true }, recompile);
fs.watch('openapi', { recursive: true }, recompile);

/**
 * Compiles one page with code, the result thrown away, while the contributor opens the first page.
 * When every page comes from the page cache, the first compile of the session is the first save:
 * without this, that save also pays for loading the MDX compiler and the highlighter's grammars
 * (measured: 0.5–0.7 s extra on the first two saves).
 */
async function warmCompilers(): Promise<void> {
  const withCode = [...memo.pages.entries()].find(([, kept]) => kept.result.entry?.codeBlocks.length);
  if (withCode) {
    const [file, { bytes, result }] = withCode;
    await compilePage(bytes.toString('utf8'), { file, absolutePath: path.resolve(file), id: result.entry!.id }, { publicDir: DEFAULT_PUBLIC_DIR });
  }
}

/** Node arguments without tsx's loader: every argument naming a file of tsx, and the flag before it. */
function withoutTsxLoader(args: readonly string[]): string[] {
  const tsx = /[\\/]tsx[\\/]/;
  return args.filter((arg, i) => !tsx.test(arg) && !(arg.startsWith('-') && tsx.test(args[i + 1] ?? '')));
}
