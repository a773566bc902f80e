/**
 * The local backend: fetches `/search-index.json` on the first search, builds
 * the engine once, and answers Algolia multi-queries. A failed fetch rejects that search and is
 * retried on the next one (the reader may be back online). No Node imports: runs in the browser.
 */
import { createSearchEngine, type SearchEngine } from './engine';
import { decodeIndexFile, type IndexFile } from './index-file';
import { requestsOf } from './safe-client';
import type { SearchClient } from './types';

/** Thrown when the index cannot be fetched or read; the UI shows 'Unable to fetch results'. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

/** Options for {@link createLocalSearchClient}. */
export interface LocalClientOptions {
  /** URL of the index file, base path included (e.g. `/search-index.json`). */
  indexUrl: string;
  /** Injected for tests; defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

/** A search client over the embedded index, with the shape DocSearch's `transformSearchClient` returns. */
export function createLocalSearchClient({ indexUrl, fetch: fetchImpl }: LocalClientOptions): SearchClient & { load(): Promise<SearchEngine> } {
  let engine: Promise<SearchEngine> | undefined;
  const load = () => {
    engine ??= (async () => {
      let file: IndexFile;
      try {
        const response = await (fetchImpl ?? fetch)(indexUrl);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        file = (await response.json()) as IndexFile;
      } catch (error) {
        throw new SearchUnavailableError(`Could not load the search index ${indexUrl}: ${(error as Error).message}`, { cause: error });
      }
      return createSearchEngine(decodeIndexFile(file));
    })();
    engine.catch(() => {
      engine = undefined;
    });
    return engine;
  };
  const agent = { value: 'nillion-docs-local', add: () => agent };
  return {
    load,
    async search(params) {
      const ready = await load();
      return { results: requestsOf(params).map((request) => ready.search(request)) };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
  };
}
