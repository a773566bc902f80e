/**
 * One representative page of each kind the site renders. The accessibility and keyboard browser
 * tests check them; the page-weight budgets (.size-limit.ts) weigh the same pages and Lighthouse CI
 * (lighthouserc.cjs) runs on five of them.
 */

/** A page kind and the page that stands for it. */
export interface PageKind {
  /** Short name used in test titles and budget names (`concept`, `api-operation`, …). */
  kind: string;
  /** Route requested from the served export (`/what-is-nillion`). */
  route: string;
  /** File of the export that answers the route, relative to `out/`. */
  file: string;
  /** HTTP status the served export must answer with. */
  status: 200 | 404;
}

/** Every page kind: home, the doc page kinds, an API operation, search and the 404 page. */
export const PAGE_KINDS: readonly PageKind[] = [
  { kind: 'home', route: '/', file: 'index.html', status: 200 },
  { kind: 'concept', route: '/what-is-nillion', file: 'what-is-nillion.html', status: 200 },
  { kind: 'tutorial', route: '/nada-lang-tutorial-functions', file: 'nada-lang-tutorial-functions.html', status: 200 },
  { kind: 'reference', route: '/nada-lang-operators', file: 'nada-lang-operators.html', status: 200 },
  { kind: 'example', route: '/nada-by-example/addition', file: 'nada-by-example/addition.html', status: 200 },
  { kind: 'api-operation', route: '/api/nildb/get-health-status', file: 'api/nildb/get-health-status.html', status: 200 },
  { kind: 'search', route: '/search', file: 'search.html', status: 200 },
  { kind: '404', route: '/this-page-does-not-exist', file: '404.html', status: 404 },
];
