/**
 * Pushes the search records to an Algolia index: the same records the local
 * index holds, with absolute URLs, and the index settings DocSearch's Docusaurus template uses
 * (searchable hierarchy levels, facets for contextual search, crawler-style custom ranking).
 * Run by `npm run sync:algolia` only; never part of the build.
 */
import type { SearchRecord } from './types';

/** Index settings for DocSearch-shaped records. */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(keywords)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  removeWordsIfNoResults: 'allOptional',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
};

/** The part of the algoliasearch v5 client the sync uses (injected, so tests need no network). */
export interface AlgoliaWriteClient {
  setSettings(params: { indexName: string; indexSettings: Record<string, unknown> }): Promise<unknown>;
  replaceAllObjects(params: { indexName: string; objects: Record<string, unknown>[]; batchSize?: number }): Promise<unknown>;
}

/**
 * Replaces the index's records atomically (Algolia copies to a temporary index, then moves it)
 * and applies {@link ALGOLIA_INDEX_SETTINGS}.
 * @throws Error when a record has a relative URL (Algolia hits must be absolute, see records.ts)
 */
export async function syncAlgolia(client: AlgoliaWriteClient, indexName: string, records: SearchRecord[]): Promise<{ records: number }> {
  const relative = records.find((r) => !/^https?:\/\//.test(r.url));
  if (relative) throw new Error(`Search record ${relative.objectID} has a relative URL "${relative.url}": build records with urlPrefix (the site URL).`);
  await client.replaceAllObjects({ indexName, objects: records.map((record) => Object.fromEntries(Object.entries(record))), batchSize: 1000 });
  await client.setSettings({ indexName, indexSettings: ALGOLIA_INDEX_SETTINGS });
  return { records: records.length };
}
