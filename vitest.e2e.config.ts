import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Browser tests: real headless Chromium (Debian package) against the served export in out/.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // Builds out-e2e/ (the export with every optional chrome feature on) when it is stale.
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Polls wait for the browser, which is slow on a loaded 2-core CI machine (default: 1 s).
    expect: { poll: { timeout: 15_000 } },
  },
});
