import { describe, expect, it } from 'vitest';
import { loadAlgoliaAdminConfig, loadSiteConfig } from '@/lib/site-config';

describe('search configuration', () => {
  it('defaults to the local index with the spec values', () => {
    const { search } = loadSiteConfig({});
    expect(search).toMatchObject({
      algolia: null,
      placeholder: 'Search docs',
      searchPagePath: 'search',
      contextualSearch: true,
      inputMaxLength: 64,
      maxResultsPerGroup: 5,
      hitsPerPage: 20,
      recentSearchesLimit: 7,
      recentSearchesWithFavoritesLimit: 4,
      externalUrlRegex: null,
      replaceSearchResultPathname: null,
    });
  });

  it('rejects a half-set Algolia configuration, naming what is missing', () => {
    expect(() => loadSiteConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP' })).toThrow(
      /search\.algolia.*NEXT_PUBLIC_ALGOLIA_API_KEY, NEXT_PUBLIC_ALGOLIA_INDEX_NAME missing/,
    );
  });

  it('rejects an externalUrlRegex that does not compile, naming the key', () => {
    expect(() => loadSiteConfig({ NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX: '([' })).toThrow(/"search\.externalUrlRegex": must be a valid JavaScript regular expression/);
  });

  it('reads the pathname replacement pair', () => {
    const { search } = loadSiteConfig({ NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM: '/docs/', NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_TO: '/' });
    expect(search.replaceSearchResultPathname).toEqual({ from: '/docs/', to: '/' });
  });

  it('needs an admin key for the Algolia sync', () => {
    expect(() => loadAlgoliaAdminConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP' })).toThrow(/NEXT_PUBLIC_ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY/);
    expect(loadAlgoliaAdminConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'A', NEXT_PUBLIC_ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ADMIN_API_KEY: 'k' })).toEqual({
      appId: 'A',
      indexName: 'i',
      adminApiKey: 'k',
    });
  });
});
