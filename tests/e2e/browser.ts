import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '@/scripts/chromium';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import { createExportServer } from '@/lib/serve/export-server';
import { headerHook } from '@/lib/hosting/header-policy';
import { siteConfig } from '@/lib/site-config';

/** Debian Chromium with the repository's flags (scripts/chromium.ts). */
export { launchBrowser };

/**
 * Serves an export (default `out/`) on a free loopback port for one test file.
 * @param options.dir - export folder (`out-e2e` for the fixture build, tests/e2e/fixture/env.ts)
 * @param options.basePath - serve the export under this path prefix (e.g. `/preview`)
 * @throws Error when there is no export (run `npm run build` first).
 */
export async function serveExport(options: { dir?: string; basePath?: string } = {}): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const folder = options.dir ?? 'out';
  const dir = path.resolve(folder);
  if (!fs.existsSync(path.join(dir, '404.html'))) throw new Error(`No export in ${folder}/: run \`npm run build\` before the browser tests.`);
  // The production headers, as `npm start` and the shipped nginx configuration send them.
  const server = createExportServer(dir, { basePath: options.basePath ?? '', headers: headerHook(siteConfig, dir) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fresh browser context (own storage) with a desktop viewport unless given. */
export function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
}

/** What {@link useBrowserAndServer} provides to a test file, filled in by its `beforeAll`. */
export interface BrowserAndServer {
  browser: Browser;
  server: { baseUrl: string; close: () => Promise<void> };
}

/**
 * Registers `beforeAll`/`afterAll` hooks that launch Chromium and serve an export for the whole test
 * file, and returns the holder the tests read (`t.browser`, `t.server.baseUrl`).
 * @param serve - which export to serve (default `out/`; `serveFixture` for the all-features build)
 */
export function useBrowserAndServer(serve: () => Promise<BrowserAndServer['server']> = () => serveExport()): BrowserAndServer {
  const holder = {} as BrowserAndServer;
  beforeAll(async () => {
    [holder.browser, holder.server] = await Promise.all([launchBrowser(), serve()]);
  });
  afterAll(async () => {
    await holder.browser?.close();
    await holder.server?.close();
  });
  return holder;
}
