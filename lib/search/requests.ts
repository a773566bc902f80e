/**
 * The search parameters both backends receive: contextual facet
 * filters, snippet sizes, page size. The modal passes them to DocSearch as `indices[0]
 * .searchParameters`; the /search page sends them itself. No Node imports: runs in the browser.
 */
import type { SearchSettings } from './settings';
import type { SearchRequest } from './types';

/** Attributes a hit needs (DocSearch's own list plus what the /search page shows). */
const ATTRIBUTES_TO_RETRIEVE = [
  'hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6',
  'content', 'type', 'url', 'url_without_anchor', 'anchor',
];

/** `indices` for the DocSearch modal: one index with the contextual facet filters. */
export function modalIndices(settings: SearchSettings): { name: string; searchParameters: Record<string, unknown> }[] {
  return [
    {
      name: settings.indexName,
      searchParameters: settings.facetFilters.length ? { facetFilters: settings.facetFilters } : {},
    },
  ];
}

/** One page of /search results: {@link SearchSettings.hitsPerPage} hits, longer snippets. */
export function searchPageRequest(settings: SearchSettings, query: string, page: number): SearchRequest {
  return {
    indexName: settings.indexName,
    query,
    page,
    hitsPerPage: settings.hitsPerPage,
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    attributesToSnippet: ['content:30'],
    snippetEllipsisText: '…',
    ...(settings.facetFilters.length ? { facetFilters: settings.facetFilters } : {}),
  };
}
