import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE, escapeHtml, highlight, snippet, toSafeHtml } from '@/lib/search/highlight';
import { secureHit, secureSearchClient } from '@/lib/search/safe-client';
import { createLocalSearchClient } from '@/lib/search/local-client';
import { encodeIndexFile } from '@/lib/search/index-file';
import type { SearchHit } from '@/lib/search/types';
import { fixtureRecords } from './fixture';

const NO_TAGS_BUT_MARK = /<(?!\/?mark>)/;

describe('highlight escaping', () => {
  it('escapes exactly the entities DocSearch decodes', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#039;Jerry&#039;&lt;/a&gt;');
  });

  it('turns only the neutral highlight tags into <mark>', () => {
    expect(toSafeHtml(`<b>${PRE}x${POST}</b>`)).toBe('&lt;b&gt;<mark>x</mark>&lt;/b&gt;');
  });

  it('highlights whole words case-insensitively and reports them', () => {
    expect(highlight('Secret shares of a secret', new Set(['secret']))).toEqual({
      value: `${PRE}Secret${POST} shares of a ${PRE}secret${POST}`,
      matched: ['secret'],
    });
    expect(snippet('one two three four five six seven', new Set(['six']), 3).value).toBe(`…five ${PRE}six${POST} seven`);
  });

  it('escapes hierarchy, content, highlights and snippets of any backend hit', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const hit: SearchHit = {
      objectID: 'x',
      url: '/x',
      type: 'lvl2',
      hierarchy: { lvl0: 'Docs', lvl1: evil, lvl2: `${evil} heading`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: evil,
      _highlightResult: { hierarchy: { lvl1: { value: `${PRE}${evil}${POST}`, matchLevel: 'full', matchedWords: [] } } },
      _snippetResult: { hierarchy: {}, content: { value: `…${evil} ${PRE}x${POST}`, matchLevel: 'partial', matchedWords: [] } },
    };
    const safe = secureHit(hit);
    const strings = [
      ...Object.values(safe.hierarchy),
      safe.content,
      safe._highlightResult.hierarchy.lvl1!.value,
      safe._snippetResult.content!.value,
    ].filter((s): s is string => typeof s === 'string');
    for (const s of strings) expect(s).not.toMatch(NO_TAGS_BUT_MARK);
    expect(safe._highlightResult.hierarchy.lvl1!.value).toBe('<mark>&lt;img src=x onerror=alert(1)&gt;</mark>');
    expect(safe.hierarchy.lvl2).toBe('&lt;img src=x onerror=alert(1)&gt; heading');
  });

  it('page text from the index cannot inject HTML through the local backend', async () => {
    const file = encodeIndexFile(await fixtureRecords());
    const fetchIndex = (async () => new Response(JSON.stringify(file))) as typeof fetch;
    const client = secureSearchClient(createLocalSearchClient({ indexUrl: '/search-index.json', fetch: fetchIndex }));
    const { results } = await client.search({
      requests: [{ indexName: 'local', query: 'onerror script', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }],
    });
    const hit = results[0]!.hits.find((h) => h.url === '/glossary#escaping')!;
    expect(hit).toBeDefined();
    const html = [hit._snippetResult.content!.value, hit._highlightResult.content!.value, hit.content!];
    for (const s of html) expect(s).not.toMatch(NO_TAGS_BUT_MARK);
    expect(hit._highlightResult.content!.value).toContain('&lt;img src=x <mark>onerror</mark>=alert(1)&gt;');
    expect(hit._highlightResult.content!.value).toContain('&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)');
    expect(hit.content).toContain('&amp; keep &#039;quotes&#039;');
  });
});
