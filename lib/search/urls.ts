/**
 * Where a hit leads: a URL matching `externalUrlRegex` opens with
 * a full page load, as is; any other becomes a site path (pathname + hash), with the optional
 * `replaceSearchResultPathname` applied, for in-app navigation (`next/link` adds the base path).
 * No Node imports: runs in the browser.
 */

/** The rules {@link resolveHitUrl} applies. */
export interface HitUrlRules {
  /** The site origin records may be absolute against (Algolia records are). */
  siteUrl: string;
  externalUrlRegex: string | null;
  /** `from` is literal text (not a pattern), replaced once in the pathname. */
  replaceSearchResultPathname: { from: string; to: string } | null;
}

/** A hit's destination. */
export interface HitTarget {
  /** External: the URL as given. Internal: path + search + hash, without the base path. */
  href: string;
  external: boolean;
}

/** Resolves a hit URL to its destination; see the module comment for the rules. */
export function resolveHitUrl(url: string, rules: HitUrlRules): HitTarget {
  if (rules.externalUrlRegex && new RegExp(rules.externalUrlRegex).test(url)) return { href: url, external: true };
  const parsed = new URL(url, rules.siteUrl);
  let pathname = parsed.pathname;
  const replace = rules.replaceSearchResultPathname;
  if (replace) pathname = pathname.replace(replace.from, replace.to) || '/';
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  return { href: `${pathname}${parsed.search}${parsed.hash}`, external: false };
}

/** The 'Let us know.' link for a query without results, or null when none is configured. */
export function missingResultsHref(baseUrl: string | null, query: string): string | null {
  if (!baseUrl) return null;
  const url = new URL(baseUrl);
  url.searchParams.set('title', `Search: no results for "${query}"`);
  return url.toString();
}
