// @ts-check
/**
 * Lighthouse budgets, checked by Lighthouse CI (`npm run bench`, README § Performance budgets):
 * `npm start` serves the export (it builds `out/` when there is none) on PORT (default 3000), and
 * Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) measures five page kinds
 * (tests/e2e/page-kinds.ts) three times each in Debian's Chromium (CHROMIUM_PATH overrides);
 * each assertion holds for the median run. Reports are written to `.lighthouseci/`, nothing is
 * uploaded.
 */
const origin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const routes = ['/', '/what-is-nillion', '/nada-lang-operators', '/nada-by-example/addition', '/api/nildb/get-health-status'];

module.exports = {
  ci: {
    collect: {
      startServerCommand: 'npm start',
      startServerReadyPattern: 'Serving',
      startServerReadyTimeout: 120_000,
      url: routes.map((route) => origin + route),
      numberOfRuns: 3,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      settings: { chromeFlags: '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync' },
    },
    assert: {
      aggregationMethod: 'median-run',
      assertions: {
        'categories:performance': ['error', { minScore: 0.9 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        'total-blocking-time': ['error', { maxNumericValue: 200 }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci' },
  },
};
