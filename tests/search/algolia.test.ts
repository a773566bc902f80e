import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '@/site.config';
import { searchSettingsFrom } from '@/lib/search/settings';
import { algoliaBackend, type AlgoliaRequester } from '@/lib/search/algolia-backend';
import { ALGOLIA_POST_TAG as POST, ALGOLIA_PRE_TAG as PRE } from '@/lib/search/html';
import { searchSite } from '@/lib/search/search';

const ALGOLIA_ENV = { NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP123', NEXT_PUBLIC_ALGOLIA_API_KEY: 'search-key', NEXT_PUBLIC_ALGOLIA_INDEX_NAME: 'nillion' };
const CONTEXTUAL = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const hierarchy = (lvl0: string, lvl1: string, lvl2: string | null = null, lvl3: string | null = null) => ({
  lvl0,
  lvl1,
  lvl2,
  lvl3,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

/** A requester (the lite client's HTTP layer) that records requests and answers with `hits`. */
function recording(hits: unknown[] = []) {
  const sent: { url: string; body: { requests: Record<string, unknown>[] } }[] = [];
  const requester: AlgoliaRequester = {
    async send(request) {
      sent.push({ url: request.url, body: JSON.parse(String(request.data)) });
      return {
        status: 200,
        isTimedOut: false,
        content: JSON.stringify({
          results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 200, query: 'q', params: '', processingTimeMS: 1 }],
        }),
      };
    },
  };
  return { requester, sent };
}

describe('Algolia backend', () => {
  const settings = searchSettingsFrom(loadSiteConfig(ALGOLIA_ENV));

  it('is chosen when all three values are set', () => {
    expect(settings.algolia).toEqual({ appId: 'APP123', apiKey: 'search-key', indexName: 'nillion', searchHost: null });
    expect(searchSettingsFrom(loadSiteConfig({})).algolia).toBeNull();
    expect(searchSettingsFrom(loadSiteConfig({ ...ALGOLIA_ENV, NEXT_PUBLIC_ALGOLIA_SEARCH_HOST: 'http://127.0.0.1:4599/x' })).algolia?.searchHost).toBe(
      'http://127.0.0.1:4599',
    );
  });

  it('sends one multi-query with the contextual facet filters and its own highlight tags, to the app host or the configured one', async () => {
    const { requester, sent } = recording();
    await searchSite(algoliaBackend(settings.algolia!, settings.facetFilters, requester), '  SecretInteger  ');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/^https:\/\/app123-dsn\.algolia\.net\/1\/indexes\/\*\/queries/i);
    expect(sent[0]!.body.requests[0]).toMatchObject({
      indexName: 'nillion',
      query: 'SecretInteger',
      facetFilters: CONTEXTUAL,
      highlightPreTag: PRE,
      highlightPostTag: POST,
    });

    const other = recording();
    await searchSite(algoliaBackend({ ...settings.algolia!, searchHost: 'http://127.0.0.1:4599' }, [], other.requester), 'x');
    expect(other.sent[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:4599\/1\/indexes\/\*\/queries/);
  });

  it('groups hits into one result per page with its sections, and escapes what Algolia answers', async () => {
    const { requester } = recording([
      {
        objectID: 'a#x',
        url: 'https://docs.nillion.com/a#x',
        url_without_anchor: 'https://docs.nillion.com/a',
        anchor: 'x',
        type: 'lvl2',
        hierarchy: hierarchy('Build', 'Page A', 'Store <b>'),
        content: 'store it',
        _snippetResult: { content: { value: `${PRE}store${POST} it`, matchLevel: 'partial' } },
      },
      {
        objectID: 'b',
        url: 'https://docs.nillion.com/b',
        url_without_anchor: 'https://docs.nillion.com/b',
        anchor: null,
        type: 'lvl1',
        hierarchy: hierarchy('Learn', '<script>B</script>'),
        content: null,
        _highlightResult: { hierarchy: { lvl1: { value: `<script>${PRE}B${POST}</script>`, matchLevel: 'full', matchedWords: ['b'] } } },
      },
      {
        objectID: 'a',
        url: 'https://docs.nillion.com/a',
        url_without_anchor: 'https://docs.nillion.com/a',
        anchor: null,
        type: 'lvl1',
        hierarchy: hierarchy('Build', 'Page A'),
        content: 'a <i>page</i>',
        _snippetResult: { content: { value: `a <i>${PRE}page${POST}</i>`, matchLevel: 'partial' } },
      },
      {
        objectID: 'a#y',
        url: 'https://docs.nillion.com/a#y',
        url_without_anchor: 'https://docs.nillion.com/a',
        anchor: 'y',
        type: 'lvl3',
        hierarchy: hierarchy('Build', 'Page A', 'Store <b>', 'Sub'),
        content: null,
      },
    ]);
    const result = await searchSite(algoliaBackend(settings.algolia!, [], requester), 'store');
    expect(result.total).toBe(2);
    expect(result.pages.map((p) => p.url)).toEqual(['https://docs.nillion.com/a', 'https://docs.nillion.com/b']);
    const [a, b] = result.pages;
    expect(a).toMatchObject({ title: 'Page A', hierarchy: ['Build'], excerptHtml: 'a &lt;i&gt;<mark>page</mark>&lt;/i&gt;' });
    expect(a!.sections).toEqual([
      { title: 'Store <b>', parents: [], url: 'https://docs.nillion.com/a#x', excerptHtml: '<mark>store</mark> it', score: 4 },
      { title: 'Sub', parents: ['Store <b>'], url: 'https://docs.nillion.com/a#y', excerptHtml: 'Sub', score: 1 },
    ]);
    expect(b!.title).toBe('<script>B</script>');
  });

  it('rejects when Algolia cannot be reached, so the UI can show its error state', async () => {
    const requester: AlgoliaRequester = { send: async () => ({ status: 0, isTimedOut: false, content: '' }) };
    await expect(searchSite(algoliaBackend(settings.algolia!, [], requester), 'x')).rejects.toThrow();
  });
});
