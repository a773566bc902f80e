import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Browser tests: real headless Chromium (Debian package) against the served export in out/.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
