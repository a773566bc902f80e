import { describe, expect, it } from 'vitest';
import { buildSearchRecords } from '@/lib/search/records';
import { syncAlgolia, type AlgoliaWriteClient } from '@/lib/search/algolia-sync';
import { FIXTURE_SECTIONS, fixtureEntries } from './fixture';

function fakeClient() {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const client: AlgoliaWriteClient = {
    async replaceAllObjects(params) {
      calls.push({ method: 'replaceAllObjects', params });
    },
    async setSettings(params) {
      calls.push({ method: 'setSettings', params });
    },
  };
  return { client, calls };
}

describe('Algolia sync', () => {
  it('replaces the index with the same records as the local index, with absolute URLs, and sets the facets', async () => {
    const records = buildSearchRecords(await fixtureEntries(), FIXTURE_SECTIONS, { urlPrefix: 'https://docs.nillion.com' });
    const { client, calls } = fakeClient();
    expect(await syncAlgolia(client, 'nillion', records)).toEqual({ records: records.length });
    expect(calls.map((c) => c.method)).toEqual(['replaceAllObjects', 'setSettings']);
    const objects = calls[0]!.params.objects as { url: string; language: string; docusaurus_tag: string }[];
    expect(objects).toHaveLength(records.length);
    expect(objects.every((o) => o.url.startsWith('https://docs.nillion.com/'))).toBe(true);
    expect(objects.every((o) => o.language === 'en' && o.docusaurus_tag === 'docs-default-current')).toBe(true);
    const settings = calls[1]!.params.indexSettings as { attributesForFaceting: string[] };
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
  });

  it('refuses relative URLs', async () => {
    const records = buildSearchRecords(await fixtureEntries(), FIXTURE_SECTIONS);
    const { client, calls } = fakeClient();
    await expect(syncAlgolia(client, 'nillion', records)).rejects.toThrow(/relative URL "\/[^"]+": build records with urlPrefix/);
    expect(calls).toEqual([]);
  });
});
