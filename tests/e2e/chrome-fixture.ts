import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { FIXTURE_OUT_DIR } from './fixture/env';
import { launchBrowser, serveExport, type BrowserAndServer } from './browser';

/** Serves the fixture export (every optional chrome feature on; built by tests/e2e/global-setup.ts). */
export function serveFixture() {
  return serveExport({ dir: FIXTURE_OUT_DIR });
}

/** What {@link useBrowserAndBothExports} provides to a test file, filled in by its `beforeAll`. */
export interface BrowserAndBothExports {
  browser: Browser;
  /** The fixture export (optional features on). */
  fixture: BrowserAndServer['server'];
  /** The normal export `out/` (optional features unset). */
  plain: BrowserAndServer['server'];
}

/**
 * Like useBrowserAndServer (browser.ts), for tests that compare a feature switched on (fixture
 * export) with the same feature unset (normal export): launches Chromium and serves both.
 */
export function useBrowserAndBothExports(): BrowserAndBothExports {
  const holder = {} as BrowserAndBothExports;
  beforeAll(async () => {
    [holder.browser, holder.fixture, holder.plain] = await Promise.all([launchBrowser(), serveFixture(), serveExport()]);
  });
  afterAll(async () => {
    await holder.browser?.close();
    await holder.fixture?.close();
    await holder.plain?.close();
  });
  return holder;
}
