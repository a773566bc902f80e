/**
 * Every content route checked before any page compiles: a page whose route collides with a path
 * the framework, the build or the host owns, or whose file name is outside the route alphabet,
 * fails at its source file with the rename to use, instead of failing late in `next build` or the
 * export crawl without naming the file, or publishing a blank "Page Not Found".
 */
import { PAGEFIND_DIR } from '../search/pagefind-index';
import { fileToId } from './scan';

/** One route problem: the page's file relative to its content folder, and the message. */
export interface RouteProblem {
  rel: string;
  message: string;
}

/** A route segment: ASCII letters and digits, single hyphens between them (`secretVault-overview`). */
const SEGMENT = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * First segments the site's build and hosts own: Next.js's assets and not-found page, the search
 * index (lib/search/pagefind-index.ts), the pull request previews (lib/hosting/branch-slug.ts),
 * the `/search` route (app/search/), the not-found page `/404`, and the browser tests' pages (app/e2e/).
 */
const RESERVED_FIRST = new Map<string, string>([
  ['_next', 'Next.js serves its scripts and styles there'],
  ['_not-found', 'Next.js writes its not-found page there'],
  [PAGEFIND_DIR, 'the search index is written there'],
  ['preview', 'pull request previews are published under /preview/ on the pages branch'],
  ['search', 'it is the search results page (app/search/)'],
  ['404', 'it is the not-found page'],
  ['e2e', "it holds the browser tests' pages (app/e2e/)"],
]);

/** The name a file should have: accents dropped, every run of other characters a hyphen (`Über Uns!` becomes `uber-uns`). */
export function routeSafeName(name: string): string {
  const ext = /\.mdx?$/.exec(name)?.[0] ?? '';
  const stem = name
    .slice(0, name.length - ext.length)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'page'}${ext}`;
}

/**
 * The route problems of the pages of one content folder.
 * @param files - the pages, relative to the content folder, `/` separated
 * @param reserved.apiPages - the generated API reference pages: content id → the spec file they come from
 * @param reserved.publicFiles - the files of `public/`, relative to it, which the export serves at the same paths
 */
export function routeProblems(files: string[], reserved: { apiPages: ReadonlyMap<string, string>; publicFiles: string[] }): RouteProblem[] {
  const problems: RouteProblem[] = [];
  const publicPaths = new Set(reserved.publicFiles);
  const byLowerCase = new Map<string, string>();
  for (const rel of files) {
    const id = fileToId(rel);
    const segments = rel.replace(/\.mdx?$/, '').split('/');
    const bad = segments.findIndex((s, i) => !(SEGMENT.test(s) || (s === 'index' && i === segments.length - 1)));
    if (bad >= 0) {
      const fixed = [...segments.slice(0, bad), routeSafeName(rel.split('/')[bad]!), ...rel.split('/').slice(bad + 1)].join('/');
      problems.push({
        rel,
        message: `"${rel.split('/')[bad]}" is outside the route alphabet (ASCII letters, digits and single hyphens between them): its URL would not resolve. Rename it: ${fixed}`,
      });
      continue;
    }
    if (id === '') {
      problems.push({ rel, message: 'the route / is the landing page (app/page.tsx): a content page cannot take it. Move the page to a route of its own.' });
      continue;
    }
    const first = id.split('/')[0]!;
    const why = RESERVED_FIRST.get(first);
    if (why) {
      problems.push({ rel, message: `the route /${id} is reserved: /${first} ${why}. Rename or move the page.` });
      continue;
    }
    const api = reserved.apiPages.get(id);
    if (api) {
      problems.push({ rel, message: `the route /${id} is also the route of ${api}, generated from the API spec. Rename the page.` });
      continue;
    }
    // The export writes the page as <id>.html, its Markdown twin <id>.md and its RSC payload <id>.txt.
    const clash = [id, `${id}.html`, `${id}.md`, `${id}.txt`, `${id}/index.html`].find((p) => publicPaths.has(p));
    if (clash) {
      problems.push({
        rel,
        message: `the route /${id} is also the path of public/${clash}, which the export would serve in its place. Rename the page or the file.`,
      });
      continue;
    }
    const other = byLowerCase.get(id.toLowerCase());
    // The same route twice (`a.mdx`, `a/index.mdx`) is the duplicate-source problem (scan.ts).
    if (other && fileToId(other) !== id) {
      problems.push({
        rel,
        message: `the route /${id} differs from the route of ${other} only in case: a case-insensitive host or file system serves one for both. Rename one of them.`,
      });
      continue;
    }
    byLowerCase.set(id.toLowerCase(), rel);
  }
  return problems;
}
