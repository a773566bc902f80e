/**
 * The browser tests' Playwright fixtures: the served exports as worker-scoped servers (started once
 * per worker, shared by its tests) and a context helper. Chromium itself is Playwright's `browser`
 * fixture, launched with the repository's Debian Chromium and flags (playwright.config.ts).
 */
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import { createExportServer } from '@/lib/serve/export-server';
import { loadSiteConfig, siteConfig } from '@/site.config';
import type { SiteConfig } from '@/lib/config/site-config';
import { FIXTURE_BASE_PATH, FIXTURE_ENV, FIXTURE_OUT_DIR } from './fixture/env';

export { expect };

/** A server the tests reach at `baseUrl` (`http://127.0.0.1:<port>`, no trailing slash). */
export interface Served {
  baseUrl: string;
  close: () => Promise<void>;
}

/** The fixture export's server: `baseUrl` is the server's origin plus the export's base path. */
export interface ServedUnderBasePath extends Served {
  /** The base path the export was built with, e.g. `/preview/test-branch`. */
  basePath: string;
}

/**
 * Serves an export (default `out/`) on a free loopback port.
 * @param options.dir - export folder (`out-e2e` for the fixture build, tests/e2e/fixture/env.ts)
 * @param options.basePath - serve the export under this path prefix (e.g. `/preview`)
 * @param options.config - the site configuration the export was built with, whose headers (CSP
 *   included) every response carries; default: this process's (the normal export's)
 * @throws Error when there is no export (run `npm run build` first).
 */
export async function serveExport(options: { dir?: string; basePath?: string; config?: SiteConfig } = {}): Promise<Served> {
  const folder = options.dir ?? 'out';
  const dir = path.resolve(folder);
  if (!fs.existsSync(path.join(dir, '404.html'))) throw new Error(`No export in ${folder}/: run \`npm run build\` before the browser tests.`);
  // `npm start`'s server, with the production headers.
  const server = createExportServer(dir, { config: options.config ?? siteConfig, basePath: options.basePath ?? '' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A worker-scoped fixture definition for a server: `start` runs once per worker before the first
 * test that asks for it, and the server is closed when the worker ends.
 */
export function workerServer<T extends { close: () => Promise<void> } = Served>(
  start: () => Promise<T>,
): [(fixtures: object, use: (server: T) => Promise<void>) => Promise<void>, { scope: 'worker' }] {
  return [
    // Playwright reads the fixtures a fixture needs from this (empty) pattern.
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
    async ({}, use) => {
      const server = await start();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ];
}

/** Worker fixtures of every spec: the two exports the suite serves. */
export interface ExportServers {
  /** The normal export `out/` (optional features unset). */
  plain: Served;
  /**
   * The fixture export `out-e2e/` (every optional chrome feature on, search by Algolia against the
   * stub, built under a preview base path); `baseUrl` includes the base path, so `${fixture.baseUrl}/quickstart` is a page.
   */
  fixture: ServedUnderBasePath;
}

// biome-ignore lint/complexity/noBannedTypes: Playwright's extend<TestFixtures, WorkerFixtures>: no test-scoped fixtures here.
export const test = base.extend<{}, ExportServers>({
  plain: workerServer(() => serveExport()),
  fixture: workerServer(async () => {
    const server = await serveExport({ dir: FIXTURE_OUT_DIR, basePath: FIXTURE_BASE_PATH, config: loadSiteConfig({ ...FIXTURE_ENV }) });
    return { ...server, basePath: FIXTURE_BASE_PATH, baseUrl: server.baseUrl + FIXTURE_BASE_PATH };
  }),
});

/**
 * A fresh browser context (own storage) with the running project's viewport (desktop 1280×900 or
 * mobile 390×900, playwright.config.ts) unless `options` set one. Playwright records its trace and
 * failure screenshot like those of the `page` fixture; close it at the end of the test.
 */
export function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: test.info().project.use.viewport ?? { width: 1280, height: 900 }, ...options });
}
