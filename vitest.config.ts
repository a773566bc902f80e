import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Unit tests (node + happy-dom). Browser tests in real Chromium live in vitest.e2e.config.ts.
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
