import { describe, expect, it } from 'vitest';
import { loadSiteConfig, siteData } from '@/site.config';
import { searchSettingsFrom } from '@/lib/search/settings';

const siteDataWith = (seeAllResults: string) => ({ ...siteData, search: { ...siteData.search, texts: { ...siteData.search.texts, seeAllResults } } });

describe('search configuration', () => {
  it('loads the local index from below the base path (the browser tests run it at the root, on out/)', () => {
    expect(searchSettingsFrom(loadSiteConfig({ BASE_PATH: '/preview/x' })).pagefindUrl).toBe('/preview/x/pagefind/pagefind.js');
  });

  it('rejects a half-set Algolia configuration, naming what is missing', () => {
    expect(() => loadSiteConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP' })).toThrow(
      'NEXT_PUBLIC_ALGOLIA_APP_ID is set but NEXT_PUBLIC_ALGOLIA_API_KEY, NEXT_PUBLIC_ALGOLIA_INDEX_NAME is not',
    );
  });

  it('reads the pathname replacement pair', () => {
    const { search } = loadSiteConfig({ NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM: '/docs/', NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_TO: '/' });
    expect(search.replaceSearchResultPathname).toEqual({ from: '/docs/', to: '/' });
  });

  it('rejects site data whose "see all" text lacks its count', () => {
    expect(() => loadSiteConfig({}, siteDataWith('See all results'))).toThrow('site.config.ts search.texts.seeAllResults: must contain "{count}"');
  });
});
