import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchEngine } from '@/lib/search/engine';
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE } from '@/lib/search/highlight';
import type { SearchRequest } from '@/lib/search/types';
import { fixtureRecords } from './fixture';

let engine: SearchEngine;
beforeAll(async () => {
  engine = createSearchEngine(await fixtureRecords());
});

const search = (query: string, extra: Partial<SearchRequest> = {}) => engine.search({ indexName: 'local', query, ...extra });
const urls = (query: string, extra: Partial<SearchRequest> = {}) => search(query, extra).hits.map((h) => h.url);

describe('local search engine: relevance', () => {
  it('ranks an exact title match first, above a page that repeats the word more often', () => {
    expect(urls('Multiplication')[0]).toBe('/nada-by-example/multiplication');
    expect(urls('multiplication')).toContain('/nada-numpy-matrix-multiplication');
  });

  it('tolerates a typo: multiplcation still finds the multiplication example', () => {
    const found = urls('multiplcation');
    expect(found[0]).toBe('/nada-by-example/multiplication');
  });

  it('matches a prefix of the last word as the reader types', () => {
    expect(urls('Multipl')).toContain('/nada-by-example/multiplication');
    expect(urls('nada data ty')[0]).toBe('/nada-lang-types');
  });

  it('boosts titles over headings over body text', () => {
    expect(urls('quorum').slice(0, 3)).toEqual(['/quorum', '/node-operations#quorum-rules', '/glossary']);
  });

  it('finds the types page for SecretInteger through its keywords and sections', () => {
    expect(urls('SecretInteger')[0]).toMatch(/^\/nada-lang-types/);
  });

  it('requires every word, and falls back to any word when that finds nothing', () => {
    expect(urls('blind computation hidden')).toEqual(['/what-is-nillion#what-blind-computation-is']);
    expect(urls('quorum zzzunknownword')).toContain('/quorum');
    expect(search('zzzunknownword').nbHits).toBe(0);
  });

  it('ignores stop words unless the query has nothing else', () => {
    expect(urls('what is the quorum')[0]).toBe('/quorum');
  });
});

describe('local search engine: Algolia response shape', () => {
  it('answers with hits, nbHits and pages', () => {
    const all = search('multiplication', { hitsPerPage: 100 });
    const first = search('multiplication', { hitsPerPage: 2, page: 0 });
    const second = search('multiplication', { hitsPerPage: 2, page: 1 });
    expect(first).toMatchObject({ nbHits: all.nbHits, page: 0, hitsPerPage: 2, nbPages: Math.ceil(all.nbHits / 2), index: 'local', query: 'multiplication' });
    expect(first.hits).toHaveLength(2);
    expect([...first.hits, ...second.hits].map((h) => h.objectID)).toEqual(all.hits.slice(0, 4).map((h) => h.objectID));
    expect(search('').nbHits).toBe(0);
  });

  it('highlights matched words in the hierarchy and snippets the content', () => {
    const hit = search('multiplcation').hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({ value: `${PRE}Multiplication${POST}`, matchLevel: 'full' });
    expect(hit._snippetResult.hierarchy.lvl0?.matchLevel).toBe('none');
    const long = search('prime', { attributesToSnippet: ['content:5'], snippetEllipsisText: '…' }).hits[0]!;
    expect(long._snippetResult.content?.value).toBe(`…Arithmetic wraps modulo the ${PRE}prime${POST}.`);
  });

  it('marks a hit that matched only body text as type content, so DocSearch shows the snippet', () => {
    const hit = search('columns').hits[0]!;
    expect(hit).toMatchObject({ url: '/nada-numpy-matrix-multiplication', type: 'content' });
    expect(search('Quorum').hits[0]).toMatchObject({ type: 'lvl1' });
  });

  it('applies contextual facet filters (AND of ORs)', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(search('quorum', { facetFilters: filters }).nbHits).toBe(search('quorum').nbHits);
    expect(search('quorum', { facetFilters: ['language:fr'] }).nbHits).toBe(0);
    expect(search('quorum', { facetFilters: [['language:fr', 'language:en']] }).nbHits).toBeGreaterThan(0);
    expect(search('quorum', { facetFilters: ['docusaurus_tag:docs-other'] }).nbHits).toBe(0);
  });

  it('reads at most 64 characters of a query', () => {
    expect(search(`quorum${' x'.repeat(100)}`).query).toHaveLength(64);
  });
});
