import { buildFixture, fixtureIsStale } from './build-fixture';

/**
 * Before the browser tests: (re)build the fixture export `out-e2e/` when it is missing or older
 * than the sources (~1 min). `out/` is the normal build and is not rebuilt here.
 */
export default function setup() {
  if (process.env.E2E_SKIP_FIXTURE_BUILD === '1') return;
  if (fixtureIsStale()) buildFixture();
}
