import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Unit tests (node + happy-dom). The browser tests (tests/e2e/*.spec.ts) run on Playwright: playwright.config.ts.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
  },
});
