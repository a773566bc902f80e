/**
 * The configured backend, loaded on demand: Algolia's client when the site has Algolia keys, else
 * the local Pagefind index. Each backend is its own chunk; only the configured one is ever
 * downloaded, and only when a search starts. No Node imports: runs in the browser.
 */
import type { SearchSettings } from './settings';
import type { SearchBackend } from './types';
import { loadOnce } from '../chrome/load-once';

let load: (() => Promise<SearchBackend>) | undefined;

/**
 * The backend for `settings` (the build's, the same on every call), created once per page load; a
 * failed chunk load is retried on the next call.
 */
export function loadBackend(settings: SearchSettings): Promise<SearchBackend> {
  load ??= loadOnce(() => {
    const { algolia } = settings;
    return algolia
      ? import('./algolia-backend').then((m) => m.algoliaBackend(algolia, settings.facetFilters))
      : import('./pagefind-backend').then((m) => m.pagefindBackend(settings.pagefindUrl));
  });
  return load();
}
