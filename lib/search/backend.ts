/**
 * The search client of this build, for the /search page: Algolia when configured, else the local
 * index — behind {@link secureSearchClient} either way. Each backend is its own chunk, loaded when
 * first needed. No Node imports: runs in the browser.
 */
import { secureSearchClient } from './safe-client';
import type { SearchSettings } from './settings';
import type { SearchClient } from './types';

/** Creates the configured backend (a dynamic import: only the one in use is downloaded). */
export async function createBackend(settings: SearchSettings): Promise<SearchClient> {
  if (settings.algolia) {
    const { liteClient } = await import('algoliasearch/lite');
    return secureSearchClient(liteClient(settings.algolia.appId, settings.algolia.apiKey) as unknown as SearchClient);
  }
  const { createLocalSearchClient } = await import('./local-client');
  return secureSearchClient(createLocalSearchClient({ indexUrl: settings.localIndexUrl }));
}
