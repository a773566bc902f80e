/**
 * Groups /search hits by page, in order of each page's best hit.
 * No Node imports: runs in the browser.
 */
import type { SearchHit } from './types';

/** One page's hits. HTML fields are escaped text plus `<mark>` (lib/search/safe-client.ts). */
export interface HitGroup {
  key: string;
  /** The page URL (no anchor). */
  url: string;
  lvl0: string;
  titleHtml: string;
  hits: SearchHit[];
}

/** Groups hits by their page URL (`url_without_anchor`, else the URL without `#…`). */
export function groupHitsByPage(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const url = hit.url_without_anchor ?? hit.url.replace(/#.*$/, '');
    let group = groups.get(url);
    if (!group) {
      group = {
        key: url,
        url,
        lvl0: hit._highlightResult.hierarchy.lvl0?.value ?? hit.hierarchy.lvl0 ?? '',
        titleHtml: hit._highlightResult.hierarchy.lvl1?.value ?? hit.hierarchy.lvl1 ?? url,
        hits: [],
      };
      groups.set(url, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
