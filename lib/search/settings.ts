/**
 * The search settings the client islands receive as props. Built on the server from the site
 * config, so no client bundle imports lib/config/site-config.ts (and zod).
 */
import type { SiteConfig } from '../config/site-config';
import { DOCS_VERSION_TAG, SEARCH_LANGUAGE } from './constants';

/** Path of Pagefind's bundle below the base path (written by the postbuild, lib/search/pagefind-index.ts). */
export const PAGEFIND_BUNDLE_PATH = '/pagefind/pagefind.js';

/** Serialisable search settings for the button, the dialog and the /search page. */
export interface SearchSettings {
  /** Next's base path ('' or '/preview/x'); `next/link` adds it, `window.open` needs it. */
  basePath: string;
  siteUrl: string;
  /** Algolia when configured; null → the local Pagefind index. */
  algolia: SiteConfig['search']['algolia'];
  /** URL of Pagefind's bundle (base path included), e.g. `/preview/x/pagefind/pagefind.js`. */
  pagefindUrl: string;
  /** Contextual search: `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`. */
  facetFilters: (string | string[])[];
  placeholder: string;
  externalUrlRegex: string | null;
  replaceSearchResultPathname: { from: string; to: string } | null;
  /** Pages per "Load more" on /search. */
  hitsPerPage: number;
  recentSearchesLimit: number;
  missingResultsUrl: string | null;
  texts: SiteConfig['search']['texts'];
}

/** Builds the client settings from the validated site config. */
export function searchSettingsFrom(config: SiteConfig): SearchSettings {
  const { search } = config;
  return {
    basePath: config.basePath,
    siteUrl: config.url,
    algolia: search.algolia,
    pagefindUrl: `${config.basePath}${PAGEFIND_BUNDLE_PATH}`,
    // Contextual search, as Docusaurus sends it: the language, and the docs version tag (or
    // `default` for pages outside a docs plugin).
    facetFilters: search.contextualSearch ? [`language:${SEARCH_LANGUAGE}`, ['docusaurus_tag:default', `docusaurus_tag:${DOCS_VERSION_TAG}`]] : [],
    placeholder: search.placeholder,
    externalUrlRegex: search.externalUrlRegex,
    replaceSearchResultPathname: search.replaceSearchResultPathname,
    hitsPerPage: search.hitsPerPage,
    recentSearchesLimit: search.recentSearchesLimit,
    missingResultsUrl: search.missingResultsUrl,
    texts: search.texts,
  };
}
