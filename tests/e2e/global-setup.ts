import { buildFixture, buildPreviewFixture, fixtureIsStale } from './build-fixture';
import { PREVIEW_OUT_DIR } from './fixture/env';

/**
 * Before the browser tests: (re)build the fixture export `out-e2e/` and the base-path export
 * `out-preview/` when missing or older than the sources (~1–2 min each). `out/` is the normal build
 * and is not rebuilt here.
 */
export default async function setup() {
  if (process.env.E2E_SKIP_FIXTURE_BUILD === '1') return;
  if (fixtureIsStale()) await buildFixture();
  if (fixtureIsStale(process.cwd(), PREVIEW_OUT_DIR)) buildPreviewFixture();
}
