import { describe, expect, it } from 'vitest';
import { cleanQuery, exactTier, FIRST_WINDOW, MAX_SECTIONS_PER_PAGE, normaliseWords, rankWindow, searchSite, shapePage } from '@/lib/search/search';
import { matchesQuery, pageMatchOf, routeOf, withoutLeadingTitle } from '@/lib/search/pagefind-backend';
import type { PageMatch, SearchBackend } from '@/lib/search/types';

const page = (url: string, scores: number[]): PageMatch => ({
  url,
  title: url,
  hierarchy: [],
  keywords: [],
  excerptHtml: '',
  sections: scores.map((score, i) => ({ title: `s${i}`, parents: [], url: `${url}#s${i}`, excerptHtml: '', score })),
});

describe('the one search function', () => {
  it('cleans the query: collapsed spaces, at most 64 characters', () => {
    expect(cleanQuery('  store   secret ')).toBe('store secret');
    expect(cleanQuery('x'.repeat(100))).toHaveLength(64);
  });

  it('keeps the best sections of a page, best first, ties in page order', () => {
    const shaped = shapePage(page('/a', [1, 5, 3, 5, 0.5]));
    expect(shaped.sections.map((s) => s.title)).toEqual(['s1', 's3', 's2']);
    expect(shaped.sections).toHaveLength(MAX_SECTIONS_PER_PAGE);
  });

  it('asks the backend for the cleaned query, loads the first window, then more on demand; an empty query asks nothing', async () => {
    const asked: string[] = [];
    const loads: [number, number][] = [];
    const all = Array.from({ length: 20 }, (_, i) => page(`/p${i}`, [1]));
    const backend: SearchBackend = {
      async search(query) {
        asked.push(query);
        return {
          total: all.length,
          load: async (offset, limit) => {
            loads.push([offset, limit]);
            return all.slice(offset, offset + limit);
          },
        };
      },
    };
    const result = await searchSite(backend, ' nada  types ');
    expect(asked).toEqual(['nada types']);
    expect(result.total).toBe(20);
    expect(result.pages.map((p) => p.url)).toEqual(all.slice(0, FIRST_WINDOW).map((p) => p.url));
    expect((await result.more(FIRST_WINDOW, 5)).map((p) => p.url)).toEqual(all.slice(FIRST_WINDOW, FIRST_WINDOW + 5).map((p) => p.url));
    expect(loads).toEqual([
      [0, FIRST_WINDOW],
      [FIRST_WINDOW, 5],
    ]);
    expect(await searchSite(backend, '   ')).toMatchObject({ total: 0, pages: [] });
    expect(asked).toHaveLength(1);
  });
});

describe('exact matches first', () => {
  const named = (url: string, title: string, keywords: string[] = []): PageMatch => ({ ...page(url, []), title, keywords });

  it('puts a page titled as the query first, then titles holding every word, then a keyword equal to the query, the backend order otherwise', () => {
    const pages = [
      named('/a', 'Hooks'),
      named('/b', 'Access', ['Rational numbers']),
      named('/c', 'rational numbers'),
      named('/d', 'Numbers, rational ones'),
      named('/e', 'Other'),
    ];
    expect(pages.map((p) => exactTier(p, 'Rational  Numbers'))).toEqual([0, 1, 4, 2, 0]);
    expect(rankWindow(pages, 'rational numbers').map((p) => p.url)).toEqual(['/c', '/d', '/b', '/a', '/e']);
    expect(rankWindow(pages, 'other things').map((p) => p.url)).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('compares words, not case or punctuation', () => {
    expect(normaliseWords('Nada  data-types!')).toBe('nada data types');
    expect(exactTier(named('/x', 'Nada data types'), 'nada data-types')).toBe(4);
    expect(exactTier(named('/x', 'Uploading and querying data'), 'upload data')).toBe(2);
  });
});

describe('Pagefind results', () => {
  it("drops pages found only through a short word that starts a query word ('x' for 'xylophone'), keeps stems, prefixes and typos", () => {
    const data = (...marked: string[]) => ({ excerpt: marked.map((m) => `a <mark>${m}</mark> b`).join(' '), sub_results: [] });
    expect(matchesQuery(data('x', 'x:'), ['xylophone'])).toBe(false);
    // A word that is only the start of the query word is no match ("xyz" of nilogy.xyz for "xyzzy").
    expect(matchesQuery(data('https://nilup.nilogy.xyz/install.sh'), ['xyzzy'])).toBe(false);
    expect(matchesQuery(data('http://rpc.testnet.nilchain-rpc-proxy.nilogy.xyz.'), ['xyzzy'])).toBe(false);
    expect(matchesQuery(data('uploaded'), ['uploading'])).toBe(true);
    expect(matchesQuery(data('query'), ['queries'])).toBe(true);
    expect(matchesQuery(data('nilDB'), ['nil'])).toBe(true);
    expect(matchesQuery(data('z'), ['zzqqxx'])).toBe(false);
    expect(matchesQuery(data('Multiplication.'), ['multiplcation'])).toBe(true);
    expect(matchesQuery(data('SecretInteger'), ['secret'])).toBe(true);
    expect(matchesQuery(data('secrets'), ['store', 'secret'])).toBe(true);
    expect(matchesQuery(data('id'), ['id'])).toBe(true);
    expect(
      matchesQuery({ excerpt: 'nothing', sub_results: [{ title: 't', url: '/u', excerpt: '<mark>permissions</mark>', weighted_locations: [] }] }, [
        'permisions',
      ]),
    ).toBe(true);
  });

  it('drops the page title an excerpt opens with, marks and case aside; keeps any other excerpt', () => {
    expect(withoutLeadingTitle('Store secrets. Storing a value in nilVM uploads it', 'Store secrets')).toBe('Storing a value in nilVM uploads it');
    expect(withoutLeadingTitle('<mark>Glossary</mark>. Terms used across', 'Glossary')).toBe('Terms used across');
    expect(withoutLeadingTitle('<mark>Secret</mark> data types. A <mark>secret</mark> input', 'Secret data types')).toBe('A <mark>secret</mark> input');
    // A mark that runs past the title stays open on the rest.
    expect(withoutLeadingTitle('<mark>Nada types are</mark> strict', 'Nada types')).toBe('<mark>are</mark> strict');
    // A window that starts inside the heading: its tail, with the heading's full stop.
    expect(withoutLeadingTitle('the <mark>Secret</mark> mode means. A <mark>secret</mark> input', 'What the Secret mode means')).toBe(
      'A <mark>secret</mark> input',
    );
    expect(withoutLeadingTitle('means more than one thing', 'What the Secret mode means')).toBe('means more than one thing');
    // Not the title, or the title only as the start of a longer word.
    expect(withoutLeadingTitle('Stored values are', 'Store')).toBe('Stored values are');
    expect(withoutLeadingTitle('values are split. Store secrets', 'Store secrets')).toBe('values are split. Store secrets');
  });

  it('turns export file URLs into routes', () => {
    expect(routeOf('/nada-lang-types.html#primitive-types')).toBe('/nada-lang-types#primitive-types');
    expect(routeOf('/api/nildb/overview.html')).toBe('/api/nildb/overview');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/guides/index.html')).toBe('/guides/');
  });

  it('makes the headings sub-results the sections (h3 under its h2) and the text before them the page excerpt', () => {
    const match = pageMatchOf({
      url: '/nada-lang-types.html',
      excerpt: 'ignored',
      meta: { title: 'Nada data types', section: 'nilVM', keywords: 'SecretInteger · modes' },
      sub_results: [
        {
          title: 'Nada data types',
          url: '/nada-lang-types.html',
          excerpt: 'All <mark>types</mark> &lt;T&gt;',
          weighted_locations: [{ weight: 1, balanced_score: 2, location: 1 }],
        },
        {
          title: 'Primitive types',
          url: '/nada-lang-types.html#primitive',
          anchor: { element: 'h2', id: 'primitive', location: 10 },
          excerpt: '<mark>SecretInteger</mark>',
          weighted_locations: [{ weight: 6, balanced_score: 30, location: 10 }],
        },
        {
          title: 'Integers',
          url: '/nada-lang-types.html#integers',
          anchor: { element: 'h3', id: 'integers', location: 20 },
          excerpt: 'x',
          weighted_locations: [
            { weight: 1, balanced_score: 4, location: 21 },
            { weight: 1, balanced_score: 1, location: 22 },
          ],
        },
      ],
    });
    expect(match).toEqual({
      url: '/nada-lang-types',
      title: 'Nada data types',
      hierarchy: ['nilVM'],
      keywords: ['SecretInteger', 'modes'],
      excerptHtml: 'All <mark>types</mark> &lt;T&gt;',
      sections: [
        { title: 'Primitive types', parents: [], url: '/nada-lang-types#primitive', excerptHtml: '<mark>SecretInteger</mark>', score: 30 },
        { title: 'Integers', parents: ['Primitive types'], url: '/nada-lang-types#integers', excerptHtml: 'x', score: 5 },
      ],
    });
  });
});
