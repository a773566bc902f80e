/**
 * The Algolia backend: `algoliasearch`'s lite client queries the DocSearch records this site
 * generates (lib/search/records.ts, pushed by `npm run sync:algolia`), and the hits of one page are
 * grouped into one result with its sections. No Node imports: runs in the browser.
 * API: https://www.algolia.com/doc/rest-api/search/#tag/Search/operation/searchForHits
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { ALGOLIA_POST_TAG, ALGOLIA_PRE_TAG, escapeHtml, markedToSafeHtml } from './html';
import type { Hierarchy, PageMatch, SearchBackend, SearchRecord, SectionMatch } from './types';
import type { SearchSettings } from './settings';

/** Hits asked for per query: enough for every page a reader pages through. */
const ALGOLIA_HITS = 200;

/** The Algolia settings of the site configuration (`searchHost`: one origin answering Algolia's search API instead of the app's hosts, or null). */
type AlgoliaSettings = NonNullable<SearchSettings['algolia']>;

/** The fields a hit carries (`attributesToRetrieve`). */
type AlgoliaRecord = Pick<SearchRecord, 'url' | 'url_without_anchor' | 'anchor' | 'type' | 'hierarchy' | 'content'> & { keywords?: string[] };

/** The lite client's HTTP layer (its `requester` option). */
export type AlgoliaRequester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

const ATTRIBUTES = ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'keywords'];

const safe = (marked: string | undefined, plain: string | null) =>
  marked !== undefined ? markedToSafeHtml(marked, ALGOLIA_PRE_TAG, ALGOLIA_POST_TAG) : escapeHtml(plain ?? '');

/** One Algolia hit, as the fields grouping needs (the highlight and snippet of the attributes asked for). */
type AlgoliaHit = AlgoliaRecord & {
  objectID: string;
  _highlightResult?: { hierarchy?: Partial<Record<keyof Hierarchy, { value: string }>> };
  _snippetResult?: { content?: { value: string } };
};

/**
 * Groups hits (in Algolia's order) into pages, in the order of each page's best hit. The page
 * record's snippet is the page excerpt; each section record is a section, scored by its rank.
 */
function groupAlgoliaHits(hits: AlgoliaHit[]): PageMatch[] {
  const pages = new Map<string, PageMatch>();
  hits.forEach((hit, rank) => {
    const url = hit.url_without_anchor ?? hit.url.replace(/#.*$/, '');
    const h = hit.hierarchy;
    let page = pages.get(url);
    if (!page) {
      page = { url, title: h.lvl1 ?? url, hierarchy: h.lvl0 ? [h.lvl0] : [], keywords: [], excerptHtml: '', sections: [] };
      pages.set(url, page);
    }
    const excerpt = safe(hit._snippetResult?.content?.value, hit.content);
    if (!hit.anchor || hit.type === 'lvl1') {
      if (!page.excerptHtml) page.excerptHtml = excerpt;
      page.keywords = hit.keywords ?? [];
      return;
    }
    const level: keyof Hierarchy = hit.type === 'lvl3' ? 'lvl3' : 'lvl2';
    const title = h[level] ?? h.lvl2 ?? '';
    const section: SectionMatch = {
      title,
      parents: level === 'lvl3' && h.lvl2 ? [h.lvl2] : [],
      url: hit.url,
      excerptHtml: hit.content ? excerpt : safe(hit._highlightResult?.hierarchy?.[level]?.value, title),
      score: hits.length - rank,
    };
    page.sections.push(section);
  });
  return [...pages.values()];
}

/**
 * The Algolia backend.
 * @param facetFilters - contextual facet filters (lib/search/settings.ts)
 * @param requester - the HTTP layer (tests inject one); default: the browser's `fetch`
 */
export function algoliaBackend(settings: AlgoliaSettings, facetFilters: (string | string[])[], requester?: AlgoliaRequester): SearchBackend {
  let client: LiteClient | undefined;
  const host = settings.searchHost ? new URL(settings.searchHost) : null;
  const getClient = () =>
    (client ??= liteClient(settings.appId, settings.apiKey, {
      ...(host ? { hosts: [{ url: host.host, accept: 'read' as const, protocol: host.protocol === 'http:' ? ('http' as const) : ('https' as const) }] } : {}),
      ...(requester ? { requester } : {}),
    }));
  return {
    async search(query) {
      const { results } = await getClient().searchForHits<AlgoliaRecord>({
        requests: [
          {
            indexName: settings.indexName,
            query,
            hitsPerPage: ALGOLIA_HITS,
            attributesToRetrieve: ATTRIBUTES,
            attributesToSnippet: ['content:24'],
            snippetEllipsisText: '…',
            highlightPreTag: ALGOLIA_PRE_TAG,
            highlightPostTag: ALGOLIA_POST_TAG,
            ...(facetFilters.length ? { facetFilters } : {}),
          },
        ],
      });
      const pages = groupAlgoliaHits((results[0]?.hits ?? []) as AlgoliaHit[]);
      return { total: pages.length, load: async (offset, limit) => pages.slice(offset, offset + limit) };
    },
  };
}
