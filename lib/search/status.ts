/**
 * What the modal knows about its last search: the query, its hit count (for 'See all {count}
 * results'), whether it failed and whether it is still running. DocSearch 5.1.0's own error screen
 * is reset to idle by autocomplete right after it is set, and it shows "No results" while a search
 * is pending (the first one waits for the index), so failures are caught here, answered with empty
 * results, and the modal renders the error and loading states itself. No Node imports.
 */
import { requestsOf } from './safe-client';
import type { SearchClient, SearchRequest, SearchResult } from './types';

/** The last answered search. */
export interface SearchStatus {
  query: string;
  nbHits: number;
  failed: boolean;
  /** the latest search (for `query`) has not answered yet */
  loading: boolean;
}

/** A tiny external store for `useSyncExternalStore`. */
export interface StatusStore {
  get(): SearchStatus;
  set(status: SearchStatus): void;
  subscribe(listener: () => void): () => void;
}

export const IDLE_STATUS: SearchStatus = { query: '', nbHits: 0, failed: false, loading: false };

/** Creates an empty store. */
export function createStatusStore(): StatusStore {
  let status = IDLE_STATUS;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next) {
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An empty result for a request, in the multi-query shape. */
export function emptyResult(request: SearchRequest): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: Number(request.hitsPerPage ?? 20),
    index: request.indexName,
    query: request.query,
    params: '',
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  };
}

/**
 * Wraps a client so each search reports to `store`: `loading` with its query while it runs, then
 * its hit count; a failed search resolves with empty results (no unhandled rejection inside
 * DocSearch) and marks the store failed. Only the latest search may update the store, so a slow
 * stale answer never overwrites a newer one.
 */
export function withStatus(inner: SearchClient, store: StatusStore): SearchClient {
  let latest = 0;
  return {
    ...inner,
    async search(params) {
      const requests = requestsOf(params);
      const query = requests[0]?.query ?? '';
      const call = ++latest;
      store.set({ ...store.get(), query, loading: true });
      try {
        const response = await inner.search({ requests });
        if (call === latest) store.set({ query, nbHits: response.results.reduce((n, r) => n + (r.nbHits ?? 0), 0), failed: false, loading: false });
        return response;
      } catch (error) {
        if (call === latest) store.set({ query, nbHits: 0, failed: true, loading: false });
        console.warn('Search failed:', error);
        return { results: requests.map(emptyResult) };
      }
    },
  };
}
