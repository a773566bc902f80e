// @ts-check
/**
 * Lighthouse budgets, checked by Lighthouse CI (`npm run bench`, README § Performance budgets):
 * `npm start` serves the export (it builds `out/` when there is none) on PORT (default 3000), and
 * Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) measures five page kinds
 * (tests/e2e/page-kinds.ts) three times each in Debian's Chromium (CHROMIUM_PATH overrides);
 * each assertion holds for the median run. `LHCI_FLOOR_URL` adds the framework floor page
 * (scripts/bench/lighthouse.ts, which asserts Total Blocking Time over it): it is measured in the
 * same runs and asserted nothing here. Reports are written to `.lighthouseci/`, nothing is uploaded.
 */
const origin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const routes = ['/', '/what-is-nillion', '/nada-lang-operators', '/nada-by-example/addition', '/api/nildb/get-health-status'];

module.exports = {
  ci: {
    collect: {
      startServerCommand: 'npm start',
      startServerReadyPattern: 'Serving',
      startServerReadyTimeout: 120_000,
      url: [...routes.map((route) => origin + route), ...(process.env.LHCI_FLOOR_URL ? [process.env.LHCI_FLOOR_URL] : [])],
      numberOfRuns: 3,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      settings: { chromeFlags: '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync' },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^${origin.replace(/[.]/g, '\\.')}/`,
          aggregationMethod: 'median-run',
          assertions: {
            'categories:accessibility': ['error', { minScore: 1 }],
            'categories:best-practices': ['error', { minScore: 1 }],
            'categories:seo': ['error', { minScore: 1 }],
            'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
          },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci' },
  },
};
