import { defineConfig } from 'vitest/config';
import path from 'node:path';

/**
 * Test files that run isolated, each in a fresh module graph and environment: those that replace
 * modules or globals (`vi.mock`, `vi.stubEnv`, `vi.stubGlobal`, `vi.resetModules`) or write
 * `process.env`, and those in happy-dom (a shared environment would carry one file's document, URL
 * and storage into the next). tests/deps/isolated-tests.test.ts fails when such a file is missing here.
 */
export const ISOLATED_TEST_FILES = [
  'tests/checks/sample-sandbox.test.ts',
  'tests/chrome/announcement.test.ts',
  'tests/chrome/base-url-banner.test.ts',
  'tests/chrome/browser-storage.test.ts',
  'tests/chrome/feature-notice.test.ts',
  'tests/chrome/integrations.test.tsx',
  'tests/chrome/navbar.test.tsx',
  'tests/chrome/states.test.tsx',
  'tests/layout/page-actions.test.tsx',
  'tests/layout/sidebar.test.tsx',
  'tests/search/recent.test.ts',
  'tests/site/process-memo.test.ts',
];

const shared = {
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  esbuild: { jsx: 'automatic' as const },
};
const common = { environment: 'node' as const, setupFiles: ['tests/setup.ts'], testTimeout: 30_000 };

// Unit tests (node + happy-dom). The browser tests (tests/e2e/*.spec.ts) run on Playwright: playwright.config.ts.
export default defineConfig({
  ...shared,
  test: {
    projects: [
      {
        ...shared,
        // The other files share one module graph per worker: importing the site's modules once per
        // worker instead of once per file cuts the suite from about 75 s to about 30 s on 2 cores.
        test: {
          ...common,
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...ISOLATED_TEST_FILES],
          isolate: false,
        },
      },
      { ...shared, test: { ...common, name: 'unit-isolated', include: ISOLATED_TEST_FILES, isolate: true } },
    ],
  },
});
