/**
 * The page the 404 page offers for a mistyped or outdated address. No Node imports: runs in the
 * browser.
 */
import { distance } from 'fastest-levenshtein';
import { stripBasePath } from '../config/base-path';

/** File endings and index files an address may carry that no route has. */
const SUFFIX = /(?:\/index)?(?:\.html?|\.md)?\/*$/i;

/**
 * Edits (Levenshtein distance: an inserted, deleted or replaced character; a swap of two letters
 * counts 2) an address may be from the route it meant: 1 for a short one, 2 from 10 characters.
 */
const allowedEdits = (path: string) => (path.length >= 10 ? 2 : 1);

/**
 * The route of the site an address most likely meant, or null when none is close:
 * 1. the address itself, or the address without its leading segments (an old-style prefix such
 *    as `/docs/quickstart` → `/quickstart`), matched ignoring case, `.html` and `/index`;
 * 2. else the route fewest edits away from the address or one of those shorter forms (a typo:
 *    `/js-client-hooks-value` → `/js-client-hooks-values`), within {@link allowedEdits}; ties go to
 *    the longer form, then to the route listed first.
 * @param pathname - `location.pathname` of the 404 page (percent-escapes are decoded)
 * @param basePath - `''` or `/a/b` (no trailing slash)
 * @param routes - the site's routes (`/quickstart`), as the content model lists them
 */
export function closestRoute(pathname: string, basePath: string, routes: readonly string[]): string | null {
  let path = stripBasePath(pathname, basePath);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the characters as typed.
  }
  const segments = path.replace(SUFFIX, '').toLowerCase().split('/').filter(Boolean);
  if (!segments.length) return null;
  const forms = segments.map((_, dropped) => `/${segments.slice(dropped).join('/')}`);
  const byLowerCase = new Map(routes.map((route) => [route.toLowerCase(), route]));
  for (const form of forms) {
    const exact = byLowerCase.get(form);
    if (exact) return exact;
  }
  let best: { route: string; edits: number } | null = null;
  for (const form of forms) {
    for (const [lower, route] of byLowerCase) {
      if (lower === '/') continue;
      const edits = distance(form, lower);
      if (edits <= allowedEdits(form) && (!best || edits < best.edits)) best = { route, edits };
    }
  }
  return best?.route ?? null;
}
