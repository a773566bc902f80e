import { FIXTURE_OUT_DIR } from './fixture/env';
import { serveExport } from './browser';

/** Serves the fixture export (every optional chrome feature on; built by tests/e2e/global-setup.ts). */
export function serveFixture() {
  return serveExport({ dir: FIXTURE_OUT_DIR });
}
