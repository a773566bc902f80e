import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContentIndex } from '@/lib/content/compile';
import { buildSearchRecords, MAX_PAGE_TEXT_CHARS } from '@/lib/search/records';
import { decodeIndexFile, serializeIndexFile, INDEX_BUDGET_BYTES } from '@/lib/search/index-file';
import { tempTree, page } from '../helpers';
import { FIXTURE_SIDEBARS } from './fixture';

/** A page of `sections` h2 sections of `words` distinct words each (`w<section>x<n>`). */
const hugePage = (title: string, sections: number, words: number) =>
  page(
    title,
    Array.from({ length: sections }, (_, s) => `## Part ${s}\n\n${Array.from({ length: words }, (_, n) => `w${s}x${n}`).join(' ')}`).join('\n\n'),
  );

async function recordsOf(files: Record<string, string>) {
  const root = tempTree(files);
  const index = await buildContentIndex(path.join(root, 'content'), { api: false, root });
  return buildSearchRecords(index.entries, FIXTURE_SIDEBARS);
}

describe('search text per page is capped', () => {
  it('keeps at most MAX_PAGE_TEXT_CHARS of a huge page, in reading order, and every heading', async () => {
    // About 300,000 characters of text in 30 sections.
    const records = await recordsOf({ 'content/huge.mdx': hugePage('Huge', 30, 1000), 'content/small.mdx': page('Small', 'Short text.') });
    const huge = records.filter((r) => r.url_without_anchor === '/huge');
    const total = huge.reduce((n, r) => n + (r.content?.length ?? 0), 0);
    expect(total).toBeLessThanOrEqual(MAX_PAGE_TEXT_CHARS);
    expect(total).toBeGreaterThan(MAX_PAGE_TEXT_CHARS - 20);
    expect(huge).toHaveLength(31);
    expect(huge.map((r) => r.hierarchy.lvl2).slice(1)).toEqual(Array.from({ length: 30 }, (_, s) => `Part ${s}`));
    expect(huge[1]!.content).toMatch(/^w0x0 w0x1 /);
    expect(huge[30]!.content).toBeNull();
    // Cut at a word boundary: the last kept word is whole.
    const last = huge.filter((r) => r.content).at(-1)!.content!;
    expect(last).toMatch(/w\d+x\d+$/);
    expect(records.find((r) => r.url === '/small')!.content).toBe('Short text.');
  });
});

describe('search-index.json budget', () => {
  it('serialises an index under budget to the JSON the browser decodes', async () => {
    const records = await recordsOf({ 'content/a.mdx': page('A', 'Alpha text.') });
    const json = serializeIndexFile(records);
    expect(decodeIndexFile(JSON.parse(json)).map((r) => r.url)).toEqual(['/a']);
  });

  it('fails, naming size, budget and the largest pages, when the index passes its budget', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 4; i++) files[`content/p${i}.mdx`] = hugePage(`P${i}`, 5, 1000);
    const records = await recordsOf(files);
    const budget = 50 * 1024;
    expect(() => serializeIndexFile(records, budget)).toThrow(/^search-index\.json is \d+ bytes, over its budget of 51200 bytes .*Pages with the most text: \/p\d \(\d+ chars\)/);
    expect(INDEX_BUDGET_BYTES).toBe(1024 * 1024);
  });
});
