/**
 * The configured backend, loaded on demand: Algolia's client when the site has Algolia keys, else
 * the local Pagefind index. Each backend is its own chunk; only the configured one is ever
 * downloaded, and only when a search starts. No Node imports: runs in the browser.
 */
import type { SearchSettings } from './settings';
import type { SearchBackend } from './types';

let current: { key: string; backend: Promise<SearchBackend> } | undefined;

/**
 * The backend for `settings`, created once per page load (a failed chunk load is retried on the
 * next call).
 */
export function loadBackend(settings: SearchSettings): Promise<SearchBackend> {
  const key = settings.algolia ? `algolia:${settings.algolia.appId}:${settings.algolia.indexName}` : `local:${settings.pagefindUrl}`;
  if (current?.key === key) return current.backend;
  const { algolia } = settings;
  const backend = algolia
    ? import('./algolia-backend').then((m) => m.algoliaBackend(algolia, settings.facetFilters))
    : import('./pagefind-backend').then((m) => m.pagefindBackend(settings.pagefindUrl));
  const entry = { key, backend };
  current = entry;
  backend.catch(() => {
    if (current === entry) current = undefined;
  });
  return backend;
}
