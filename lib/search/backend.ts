/**
 * The search backends as lazily loaded clients. Each backend is its own chunk, downloaded on the
 * first search, not on intent: the local engine (MiniSearch, ≈ 8 KB gzip) arrives with the index on
 * the first keystroke, and never when Algolia is configured. No Node imports: runs in the browser.
 */
import { secureSearchClient } from './safe-client';
import type { SearchSettings } from './settings';
import type { SearchClient } from './types';

/** A client that creates its backend on the first search (a failed load is retried next time). */
export function lazySearchClient(load: () => Promise<SearchClient>): SearchClient {
  let client: Promise<SearchClient> | undefined;
  const agent = { value: 'nillion-docs', add: () => agent };
  return {
    async search(params) {
      client ??= load();
      client.catch(() => {
        client = undefined;
      });
      return (await client).search(params);
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
  };
}

const localClients = new Map<string, SearchClient>();

/** The local backend for an index URL, one per page load (the index is fetched once). */
export function localBackend(indexUrl: string): SearchClient {
  let client = localClients.get(indexUrl);
  if (!client) {
    client = lazySearchClient(() => import('./local-client').then((m) => m.createLocalSearchClient({ indexUrl })));
    localClients.set(indexUrl, client);
  }
  return client;
}

/** The /search page's client: Algolia when configured, else the local index; secured either way. */
export function createBackend(settings: SearchSettings): SearchClient {
  const { algolia } = settings;
  const inner = algolia
    ? lazySearchClient(() => import('algoliasearch/lite').then((m) => m.liteClient(algolia.appId, algolia.apiKey) as unknown as SearchClient))
    : localBackend(settings.localIndexUrl);
  return secureSearchClient(inner);
}
