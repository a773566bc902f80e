'use client';
import { useEffect, useRef, useState } from 'react';
import type { SearchSettings } from '@/lib/search/settings';
import { loadBackend } from '@/lib/search/backend';
import { cleanQuery, searchSite, type SiteSearch } from '@/lib/search/search';

/** A query waits this long for the next key before it is searched, in ms. */
export const TYPING_PAUSE_MS = 60;

/** Where the search for the current query stands. */
export type SearchState =
  | { status: 'idle' }
  /** `previous`: the last answered search, shown while the new one runs. */
  | { status: 'loading'; query: string; previous: SiteSearch | null }
  | { status: 'done'; query: string; result: SiteSearch }
  | { status: 'error'; query: string };

/**
 * Runs {@link searchSite} on the configured backend for `query` (the dialog and the /search page
 * both use it). Only the latest query may set the state, so a slow stale answer never replaces a
 * newer one; a failed search becomes the `error` state and the next query retries.
 */
export function useSiteSearch(settings: SearchSettings, query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const latest = useRef(0);
  const clean = cleanQuery(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `clean` derives from `query` (the trigger: see below); `latest` and the setters are stable.
  useEffect(() => {
    const call = ++latest.current;
    if (!clean) {
      setState({ status: 'idle' });
      return;
    }
    setState((previous) => ({
      status: 'loading',
      query: clean,
      previous: previous.status === 'done' ? previous.result : previous.status === 'loading' ? previous.previous : null,
    }));
    // Keys typed in quick succession make one search: each would fetch its own result pages.
    const timer = setTimeout(() => {
      loadBackend(settings)
        .then((backend) => searchSite(backend, clean))
        .then(
          (result) => {
            if (call === latest.current) setState({ status: 'done', query: clean, result });
          },
          (error: unknown) => {
            if (call !== latest.current) return;
            console.warn('Search failed:', error);
            setState({ status: 'error', query: clean });
          },
        );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // `query`, not `clean`: a key that changes nothing but spacing retries a failed search.
  }, [query, settings]);
  return state;
}
