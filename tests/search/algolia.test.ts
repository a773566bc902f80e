import { describe, expect, it } from 'vitest';
import { liteClient } from 'algoliasearch/lite';
import { loadSiteConfig } from '@/site.config';
import { searchSettingsFrom } from '@/lib/search/settings';
import { modalIndices, searchPageRequest } from '@/lib/search/requests';
import { secureSearchClient } from '@/lib/search/safe-client';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '@/lib/search/highlight';
import type { SearchClient } from '@/lib/search/types';

const ALGOLIA_ENV = { NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP123', NEXT_PUBLIC_ALGOLIA_API_KEY: 'search-key', NEXT_PUBLIC_ALGOLIA_INDEX_NAME: 'nillion' };
const CONTEXTUAL = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** An Algolia lite client whose HTTP layer records requests and answers with `hits`. */
function recordingClient(hits: unknown[] = []) {
  const sent: { url: string; body: { requests: Record<string, unknown>[] } }[] = [];
  const client = liteClient('APP123', 'search-key', {
    requester: {
      async send(request) {
        sent.push({ url: request.url, body: JSON.parse(String(request.data)) });
        return { status: 200, isTimedOut: false, content: JSON.stringify({ results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, index: 'nillion', query: 'q', params: '', processingTimeMS: 1 }] }) };
      },
    },
  });
  return { client: client as unknown as SearchClient, sent };
}

describe('Algolia backend', () => {
  const settings = searchSettingsFrom(loadSiteConfig(ALGOLIA_ENV));

  it('is chosen when all three values are set, and its index is the configured one', () => {
    expect(settings.algolia).toEqual({ appId: 'APP123', apiKey: 'search-key', indexName: 'nillion' });
    expect(settings.indexName).toBe('nillion');
    expect(searchSettingsFrom(loadSiteConfig({})).algolia).toBeNull();
  });

  it('sends the contextual facet filters, neutral highlight tags and the page size in the /search request', async () => {
    const { client, sent } = recordingClient();
    await secureSearchClient(client).search({ requests: [searchPageRequest(settings, 'SecretInteger', 1)] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('/1/indexes/*/queries');
    expect(sent[0]!.body.requests[0]).toMatchObject({
      indexName: 'nillion',
      query: 'SecretInteger',
      page: 1,
      hitsPerPage: 20,
      facetFilters: CONTEXTUAL,
      highlightPreTag: HIGHLIGHT_PRE_TAG,
      highlightPostTag: HIGHLIGHT_POST_TAG,
    });
  });

  it('gives the modal the same filters as DocSearch searchParameters', () => {
    expect(modalIndices(settings)).toEqual([{ name: 'nillion', searchParameters: { facetFilters: CONTEXTUAL } }]);
  });

  it('clamps the query to 64 characters and escapes what Algolia answers', async () => {
    const { client, sent } = recordingClient([
      {
        objectID: '1',
        url: 'https://docs.nillion.com/a',
        type: 'lvl1',
        hierarchy: { lvl0: 'Docs', lvl1: '<script>x</script>', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: null,
        _highlightResult: { hierarchy: { lvl1: { value: `<script>${HIGHLIGHT_PRE_TAG}x${HIGHLIGHT_POST_TAG}</script>`, matchLevel: 'full', matchedWords: ['x'] } } },
        _snippetResult: { hierarchy: {} },
      },
    ]);
    const { results } = await secureSearchClient(client).search({ requests: [searchPageRequest(settings, 'y'.repeat(100), 0)] });
    expect(String(sent[0]!.body.requests[0]!.query)).toHaveLength(64);
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('&lt;script&gt;<mark>x</mark>&lt;/script&gt;');
    expect(results[0]!.hits[0]!.hierarchy.lvl1).toBe('&lt;script&gt;x&lt;/script&gt;');
  });
});
