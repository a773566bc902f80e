/**
 * `#anchor` checking for the crawl of the export (issue 11 § Deliver 2): which fragment links a page
 * holds, which element ids a page offers, and which fragment links point at no id.
 */
import { Parser } from 'htmlparser2';

/** A link with a fragment, as found on a page. */
export interface FragmentLink {
  /** The page the link is on (absolute URL, no fragment). */
  from: string;
  /** The `href` as written. */
  href: string;
  /** The target page (absolute URL, no fragment). */
  page: string;
  /** The decoded fragment, without `#`. */
  fragment: string;
}

/** What one HTML page contributes to the anchor check. */
export interface PageAnchors {
  /** Every `id` and every `<a name>` on the page. */
  ids: Set<string>;
  /** Links (`<a href>`, `<area href>`) with a non-empty fragment. */
  links: FragmentLink[];
}

/** Fragments that need no element: HTML scrolls to the top for `#top` (HTML § 7.4.6.4). */
const BUILT_IN_FRAGMENTS = new Set(['top']);

/**
 * Reads a page's ids and fragment links.
 * @param html - the page's HTML
 * @param pageUrl - the page's absolute URL (relative hrefs resolve against it)
 */
export function readPageAnchors(html: string, pageUrl: string): PageAnchors {
  const from = stripFragment(pageUrl);
  const ids = new Set<string>();
  const links: FragmentLink[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        if ((name === 'a' || name === 'area') && attributes.href?.includes('#')) {
          let url: URL;
          try {
            url = new URL(attributes.href, from);
          } catch {
            return;
          }
          const fragment = safeDecode(url.hash.slice(1));
          if (!fragment) return;
          links.push({ from, href: attributes.href, page: stripFragment(url.href), fragment });
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { ids, links };
}

/**
 * The fragment links (on the given pages, to pages of `origin`) whose fragment names no element of
 * the target page. Links to pages not in `pages` are skipped: the crawl reports those pages
 * themselves when they are broken.
 * @param pages - crawled pages by URL (no fragment)
 * @param origin - the site's origin; fragment links to other origins are not checked
 * @returns the checked internal fragment links and the unresolved ones
 */
export function findUnresolvedAnchors(pages: Map<string, PageAnchors>, origin: string): { checked: FragmentLink[]; unresolved: FragmentLink[] } {
  const checked: FragmentLink[] = [];
  const unresolved: FragmentLink[] = [];
  for (const { links } of pages.values()) {
    for (const link of links) {
      if (new URL(link.page).origin !== origin) continue;
      const target = pages.get(link.page);
      if (!target) continue;
      checked.push(link);
      if (!target.ids.has(link.fragment) && !BUILT_IN_FRAGMENTS.has(link.fragment)) unresolved.push(link);
    }
  }
  return { checked, unresolved };
}

function stripFragment(url: string): string {
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
