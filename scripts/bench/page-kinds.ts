/**
 * One representative page of each kind the site renders. The benchmark (scripts/bench/run.ts)
 * weighs and runs Lighthouse on them, and the accessibility and keyboard browser tests check the
 * same pages, so both speak about the same pages.
 */

/** A page kind and the page that stands for it. */
export interface PageKind {
  /** Short name used in test titles and the benchmark table (`concept`, `api-operation`, …). */
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

/** The kinds Lighthouse measures: the five pages of the performance budget. */
export const LIGHTHOUSE_KINDS: readonly string[] = ['home', 'concept', 'reference', 'example', 'api-operation'];

/**
 * What a page of the export is, for the budgets of JavaScript over the framework floor: the home
 * page, an API page (below `api/`, with Try-it), another page that is not a doc page (search, the
 * 404 pages), or a doc page (every other page: content of `content/`).
 */
export type PageGroup = 'home' | 'doc' | 'api' | 'other';

/** Files of the export that are pages but not doc pages. */
const OTHER_PAGES = new Set(['search.html', '404.html', '_not-found.html']);

/**
 * The group of an exported HTML file.
 * @param file - path below `out/` with `/` separators (`api/nildb/get-health-status.html`)
 */
export function pageGroup(file: string): PageGroup {
  if (file === 'index.html') return 'home';
  if (file.startsWith('api/')) return 'api';
  return OTHER_PAGES.has(file) ? 'other' : 'doc';
}
