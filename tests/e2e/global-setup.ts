import { buildFixture, fixtureIsStale } from './build-fixture';

/**
 * Before the browser tests: (re)build the fixture export `out-e2e/` when missing or older than the
 * sources (about a minute). `out/` is the normal build and is not rebuilt here; `npm test` builds
 * both before it starts Playwright.
 */
export default function setup() {
  if (process.env.E2E_SKIP_FIXTURE_BUILD === '1') return;
  if (fixtureIsStale()) buildFixture();
}
