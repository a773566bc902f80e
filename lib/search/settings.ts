/**
 * The search settings the client islands receive as props. Built on the server from the site
 * config, so no client bundle imports lib/config/site-config.ts (and zod).
 */
import type { SiteConfig } from '../config/site-config';
import { DOCS_VERSION_TAG, SEARCH_LANGUAGE } from './constants';

/** Index name the local backend answers to (it has only one). */
export const LOCAL_INDEX_NAME = 'local';
/** Path of the static index file below the base path (app/search-index.json/route.ts). */
export const LOCAL_INDEX_PATH = '/search-index.json';

/** Serialisable search settings for the button, the modal and the /search page. */
export interface SearchSettings {
  /** Next's base path ('' or '/preview/x'); `next/link` adds it, `fetch` and `window.open` need it. */
  basePath: string;
  siteUrl: string;
  /** Algolia when configured; null → the embedded local index. */
  algolia: { appId: string; apiKey: string; indexName: string } | null;
  indexName: string;
  /** URL of the local index file (base path included). */
  localIndexUrl: string;
  /** Contextual search: `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`. */
  facetFilters: (string | string[])[];
  placeholder: string;
  /** Route of the search page, e.g. `/search`. */
  searchPagePath: string;
  externalUrlRegex: string | null;
  replaceSearchResultPathname: { from: string; to: string } | null;
  inputMaxLength: number;
  maxResultsPerGroup: number;
  hitsPerPage: number;
  recentSearchesLimit: number;
  recentSearchesWithFavoritesLimit: number;
  missingResultsUrl: string | null;
  texts: SiteConfig['search']['texts'];
}

/**
 * Contextual search facet filters, as Docusaurus sends them: the language, and the docs version
 * tag (or `default` for pages outside a docs plugin).
 */
export function contextualFacetFilters(enabled: boolean, language = SEARCH_LANGUAGE, versionTag = DOCS_VERSION_TAG): (string | string[])[] {
  return enabled ? [`language:${language}`, ['docusaurus_tag:default', `docusaurus_tag:${versionTag}`]] : [];
}

/** Builds the client settings from the validated site config. */
export function searchSettingsFrom(config: SiteConfig): SearchSettings {
  const { search } = config;
  return {
    basePath: config.basePath,
    siteUrl: config.url,
    algolia: search.algolia,
    indexName: search.algolia?.indexName ?? LOCAL_INDEX_NAME,
    localIndexUrl: `${config.basePath}${LOCAL_INDEX_PATH}`,
    facetFilters: contextualFacetFilters(search.contextualSearch),
    placeholder: search.placeholder,
    searchPagePath: `/${search.searchPagePath}`,
    externalUrlRegex: search.externalUrlRegex,
    replaceSearchResultPathname: search.replaceSearchResultPathname,
    inputMaxLength: search.inputMaxLength,
    maxResultsPerGroup: search.maxResultsPerGroup,
    hitsPerPage: search.hitsPerPage,
    recentSearchesLimit: search.recentSearchesLimit,
    recentSearchesWithFavoritesLimit: search.recentSearchesWithFavoritesLimit,
    missingResultsUrl: search.missingResultsUrl,
    texts: search.texts,
  };
}
