/**
 * The sitemap's entries (`/sitemap.xml` from the index, with the production URL from the site
 * config): the landing page and every index entry, each once, with its last git change.
 */
import type { ContentEntry } from './types';
import type { PageChrome } from './compiled';
import { absoluteUrl } from '../config/site-urls';
import type { SiteConfig } from '../config/site-config';

/** One `<url>` of the sitemap (sitemaps.org protocol 0.9): `loc` and, when known, `lastmod`. */
export interface SitemapEntry {
  url: string;
  lastModified?: string | Date;
}

/**
 * @param entries - the content index's entries
 * @param chrome - each page's chrome in the compiled model, by content id: its last-updated date
 * @param site - production URL and base path
 */
export function sitemapEntries(
  entries: Pick<ContentEntry, 'id' | 'route'>[],
  chrome: Record<string, Pick<PageChrome, 'lastUpdated'>>,
  site: Pick<SiteConfig, 'url' | 'basePath'>,
): SitemapEntry[] {
  return [
    { url: absoluteUrl('/', site) },
    ...entries.map((entry) => {
      const lastModified = chrome[entry.id]?.lastUpdated;
      return lastModified ? { url: absoluteUrl(entry.route, site), lastModified } : { url: absoluteUrl(entry.route, site) };
    }),
  ];
}
