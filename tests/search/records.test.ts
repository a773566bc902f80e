import { describe, expect, it } from 'vitest';
import { buildSearchRecords } from '@/lib/search/records';
import { FIXTURE_SECTIONS, fixtureEntries, fixtureRecords } from './fixture';

describe('search records from the content index', () => {
  it('makes one page record and one record per h2/h3 section, with anchors from the heading slugger', async () => {
    const records = (await fixtureRecords()).filter((r) => r.url_without_anchor === '/nada-lang-types');
    expect(records.map((r) => [r.type, r.url])).toEqual([
      ['lvl1', '/nada-lang-types'],
      ['lvl2', '/nada-lang-types#primitive-types'],
      ['lvl3', '/nada-lang-types#secret-integers'],
      ['lvl2', '/nada-lang-types#compound-types'],
    ]);
    const [page, primitive, secret] = records;
    expect(page!.hierarchy).toMatchObject({ lvl0: 'nilVM', lvl1: 'Nada data types', lvl2: null });
    expect(page!.content).toContain('A SecretInteger is hidden from the nodes.');
    expect(page!.keywords).toEqual(['SecretInteger', 'PublicInteger']);
    expect(primitive!.hierarchy).toMatchObject({ lvl1: 'Nada data types', lvl2: 'Primitive types', lvl3: null });
    expect(secret!.hierarchy).toMatchObject({ lvl2: 'Primitive types', lvl3: 'Secret integers' });
    // The h4 and its text belong to the enclosing h3 record.
    expect(secret!.content).toBe('Declare a SecretInteger input with a party. Overflow Arithmetic wraps modulo the prime.');
    expect(secret).toMatchObject({ anchor: 'secret-integers', language: 'en', docusaurus_tag: 'docs-default-current' });
  });

  it("takes hierarchy.lvl0 from the page's section in the navigation", async () => {
    const records = await fixtureRecords();
    const lvl0 = (url: string) => records.find((r) => r.url === url)?.hierarchy.lvl0;
    expect([lvl0('/what-is-nillion'), lvl0('/quorum'), lvl0('/nada-by-example/multiplication')]).toEqual(['Learn', 'Community', 'Nada by Example']);
  });

  it('indexes API operations with their method, path and description', async () => {
    const records = (await fixtureRecords()).filter((r) => r.url_without_anchor === '/api/nildb/read-data');
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ type: 'lvl1', hierarchy: { lvl0: 'API', lvl1: 'Read data records' } });
    expect(records[0]!.content).toBe('POST /api/v1/data/read Data Retrieve data from a schema collection that matches a filter.');
    expect(records[1]).toMatchObject({ type: 'lvl2', url: '/api/nildb/read-data#request-body' });
  });

  it('prefixes URLs for Algolia and keeps objectIDs unique', async () => {
    const records = buildSearchRecords(await fixtureEntries(), FIXTURE_SECTIONS, { urlPrefix: 'https://docs.nillion.com' });
    expect(records.find((r) => r.anchor === 'program')?.url).toBe('https://docs.nillion.com/nada-by-example/multiplication#program');
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });
});
