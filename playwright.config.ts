import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * Browser tests (tests/e2e/*.spec.ts) in Debian Chromium against the served exports. `desktop`
 * runs every test at 1280×900; `mobile` runs, at 390 px wide, the tests tagged `@all-viewports`
 * (axe and keyboard walks at both widths) or `@mobile` (the drawer). Both projects share the
 * exports: the global setup builds the fixture exports once, and `out/` is `npm run build`'s.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers (one spec file each at a time) on 2 cores: the full suite took 4.9 min, against
  // 7.3 min with one; the tests wait on the browser and the servers more than on the CPU.
  workers: 2,
  fullyParallel: false,
  // The retry only records the failure's trace: a test that passes on it still fails the run
  // (`failOnFlakyTests`), because a flaky test is a bug.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // The browser is slow on a loaded 2-core machine (Playwright's default: 5 s).
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // A failing test runs once more with a trace (actions, DOM snapshots, console, network and
    // sources). Recording one for every test cost about 40 % of one spec file's time alone
    // (search.spec.ts: 2.2 → 1.3 min) and about a sixth of the whole suite's in CI.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', grepInvert: /@mobile/, use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', grep: /@all-viewports|@mobile/, use: { browserName: 'chromium', viewport: { width: 390, height: 900 } } },
  ],
});
