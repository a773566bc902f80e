/**
 * One representative page of each kind the site renders, shared by the accessibility and keyboard
 * tests (tests/e2e/) and the benchmark (scripts/bench.ts), so both measure the same pages (issue 11).
 */
import fs from 'node:fs';
import path from 'node:path';

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
  /**
   * Set for pages that land with another issue's branch (API reference, search page): when the file
   * is not in the export, the page is reported as not checked instead of failing.
   */
  landsWith?: string;
}

/** The page kinds of issue 11 § Deliver 1, in the order of the issue. */
export const PAGE_KINDS: readonly PageKind[] = [
  { kind: 'home', route: '/', file: 'index.html', status: 200 },
  { kind: 'concept', route: '/what-is-nillion', file: 'what-is-nillion.html', status: 200 },
  { kind: 'tutorial', route: '/nada-lang-tutorial-functions', file: 'nada-lang-tutorial-functions.html', status: 200 },
  { kind: 'reference', route: '/nada-lang-operators', file: 'nada-lang-operators.html', status: 200 },
  { kind: 'example', route: '/nada-by-example/addition', file: 'nada-by-example/addition.html', status: 200 },
  {
    kind: 'api-operation',
    route: '/api/nildb/get-health-status',
    file: 'api/nildb/get-health-status.html',
    status: 200,
    landsWith: 'the API reference (issue 7)',
  },
  { kind: 'search', route: '/search', file: 'search.html', status: 200, landsWith: 'search (issue 8)' },
  { kind: '404', route: '/this-page-does-not-exist', file: '404.html', status: 404 },
];

/**
 * Splits {@link PAGE_KINDS} into pages present in the export and optional pages that are not (yet).
 * A required page that is missing stays in `present`, so its test fails loudly.
 * @param outDir - the export folder (absolute or relative to the working directory)
 */
export function pageKindsIn(outDir: string, kinds: readonly PageKind[] = PAGE_KINDS): { present: PageKind[]; missing: PageKind[] } {
  const present: PageKind[] = [];
  const missing: PageKind[] = [];
  for (const kind of kinds) {
    if (kind.landsWith && !fs.existsSync(path.join(outDir, kind.file))) missing.push(kind);
    else present.push(kind);
  }
  return { present, missing };
}

/** The console note for a page kind that could not be checked, naming the missing file and why. */
export function notCheckedNote(what: string, kind: PageKind): string {
  return `NOT CHECKED (${what}): ${kind.kind} page ${kind.route}: out/${kind.file} is not in this export; it lands with ${kind.landsWith}. Rebuild once it has landed.`;
}
