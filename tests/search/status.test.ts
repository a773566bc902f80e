import { describe, expect, it, vi } from 'vitest';
import { createStatusStore, withStatus } from '@/lib/search/status';
import { createLocalSearchClient, SearchUnavailableError } from '@/lib/search/local-client';
import { encodeIndexFile } from '@/lib/search/index-file';
import type { SearchClient, SearchResponse } from '@/lib/search/types';
import { fixtureRecords } from './fixture';

const request = (query: string) => ({ requests: [{ indexName: 'local', query }] });

describe('local backend loading and failure reporting', () => {
  it('fetches the index once, on the first search', async () => {
    const body = JSON.stringify(encodeIndexFile(await fixtureRecords()));
    const fetchIndex = vi.fn(async () => new Response(body));
    const client = createLocalSearchClient({ indexUrl: '/base/search-index.json', fetch: fetchIndex as unknown as typeof fetch });
    expect(fetchIndex).not.toHaveBeenCalled();
    await client.search(request('quorum'));
    const { results } = await client.search(request('multiplication'));
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith('/base/search-index.json');
    expect(results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('rejects when the index cannot be fetched, and retries on the next search', async () => {
    const body = JSON.stringify(encodeIndexFile(await fixtureRecords()));
    const fetchIndex = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('not found', { status: 404 }))
      .mockResolvedValue(new Response(body));
    const client = createLocalSearchClient({ indexUrl: '/search-index.json', fetch: fetchIndex });
    await expect(client.search(request('quorum'))).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(client.search(request('quorum'))).rejects.toThrow(/HTTP 404/);
    const { results } = await client.search(request('quorum'));
    expect(results[0]!.hits[0]!.url).toBe('/quorum');
  });

  it('reports a failed search as failed with empty results, and a later success clears it', async () => {
    const store = createStatusStore();
    let fail = true;
    const inner: SearchClient = {
      async search() {
        if (fail) throw new SearchUnavailableError('offline');
        return { results: [{ hits: [], nbHits: 7, page: 0, nbPages: 1, hitsPerPage: 20, index: 'local', query: 'b', params: '', processingTimeMS: 0, exhaustiveNbHits: true }] };
      },
      addAlgoliaAgent() {},
      transporter: { algoliaAgent: { value: '', add: () => undefined } },
    };
    const client = withStatus(inner, store);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = await client.search(request('a'));
    expect(failed.results[0]).toMatchObject({ hits: [], nbHits: 0 });
    expect(store.get()).toEqual({ query: 'a', nbHits: 0, failed: true, loading: false });
    fail = false;
    await client.search(request('b'));
    expect(store.get()).toEqual({ query: 'b', nbHits: 7, failed: false, loading: false });
  });

  it('never lets a slow, stale answer overwrite a newer one', async () => {
    const store = createStatusStore();
    const pending: ((r: SearchResponse) => void)[] = [];
    const inner: SearchClient = {
      search: () => new Promise<SearchResponse>((resolve) => pending.push(resolve)),
      addAlgoliaAgent() {},
      transporter: { algoliaAgent: { value: '', add: () => undefined } },
    };
    const client = withStatus(inner, store);
    const result = (nbHits: number) => ({ results: [{ hits: [], nbHits, page: 0, nbPages: 0, hitsPerPage: 20, index: 'local', query: '', params: '', processingTimeMS: 0, exhaustiveNbHits: true }] });
    const first = client.search(request('s'));
    const second = client.search(request('se'));
    expect(store.get()).toMatchObject({ query: 'se', loading: true });
    pending[1]!(result(3));
    await second;
    pending[0]!(result(99));
    await first;
    expect(store.get()).toEqual({ query: 'se', nbHits: 3, failed: false, loading: false });
  });
});

describe('lazy backends', () => {
  it('loads the backend on the first search and retries a failed load', async () => {
    const { lazySearchClient } = await import('@/lib/search/backend');
    const backend: SearchClient = {
      search: async () => ({ results: [] }),
      addAlgoliaAgent() {},
      transporter: { algoliaAgent: { value: '', add: () => undefined } },
    };
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(backend);
    const client = lazySearchClient(load);
    expect(load).not.toHaveBeenCalled();
    await expect(client.search(request('a'))).rejects.toThrow('chunk failed');
    await expect(client.search(request('a'))).resolves.toEqual({ results: [] });
    await client.search(request('b'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
