import { describe, expect, it } from 'vitest';
import { fileOwner, firstQueryTotals, searchBudgets, type FirstQueryFile, type SearchBenchResult } from '@/scripts/bench/search';

describe('fileOwner', () => {
  it('gives Pagefind every file of its folder and the site everything else, below the base path', () => {
    expect(fileOwner('/pagefind/pagefind.js', '')).toBe('pagefind');
    expect(fileOwner('/pagefind/index/en_1f0f3a0.pf_index', '')).toBe('pagefind');
    expect(fileOwner('/preview/x/pagefind/wasm.en.pagefind', '/preview/x')).toBe('pagefind');
    expect(fileOwner('/_next/static/chunks/2bxoe855_0sf9.js', '')).toBe('site');
    expect(fileOwner('/preview/x/_next/static/chunks/a.css', '/preview/x')).toBe('site');
    // A page route that starts with the same letters is the site's.
    expect(fileOwner('/pagefind-notes', '')).toBe('site');
  });
});

/** A result with a first query of the given files and passing relevance and latency. */
function result(files: FirstQueryFile[]): SearchBenchResult {
  return {
    index: { files: 178, bytes: 950_000 },
    relevance: { queries: 40, top1: 0.925, top3: 1, misses: [] },
    latency: { queries: 240, p50Ms: 7, p95Ms: 36, maxMs: 60 },
    firstQuery: { ...firstQueryTotals(files), bodyBytes: 0, requests: files.length, prefetchesLeftOut: 0, files },
    searchCodeBeforeIntent: [],
  };
}

const pagefind = (bytes: number): FirstQueryFile => ({ path: '/pagefind/wasm.en.pagefind', bytes, owner: 'pagefind' });
const site = (bytes: number): FirstQueryFile => ({ path: '/_next/static/chunks/dialog.js', bytes, owner: 'site' });

describe('searchBudgets', () => {
  it('splits the first query by owner: the site’s part ≤ 25 kB, the whole ≤ 150 kB', () => {
    const r = result([pagefind(100_000), site(20_000), site(5000), pagefind(25_000)]);
    expect(r.firstQuery).toMatchObject({ bytes: 150_000, pagefindBytes: 125_000, siteBytes: 25_000 });
    const budgets = searchBudgets(r, 163);
    expect(budgets.filter((b) => !b.pass)).toEqual([]);
    expect(budgets.slice(0, 2).map((b) => [b.name, b.actual, b.limit])).toEqual([
      ["search: first query, the site's files, at 163 pages", '25.0 kB', '≤ 25.0 kB'],
      ['search: first query transfer at 163 pages', '150.0 kB', '≤ 150.0 kB'],
    ]);
  });

  it('fails a site part one byte over 25 kB however small Pagefind’s part', () => {
    const failed = searchBudgets(result([pagefind(1000), site(25_001)]), 163).filter((b) => !b.pass);
    expect(failed.map((b) => b.name)).toEqual(["search: first query, the site's files, at 163 pages"]);
  });

  it('at scale (whole: false) budgets the site’s part only: Pagefind’s growth is reported, not budgeted', () => {
    const r = result([pagefind(400_000), site(24_000)]);
    expect(searchBudgets(r, 5163, { relevance: false, whole: false }).map((b) => [b.name, b.pass])).toEqual([
      ["search: first query, the site's files, at 5163 pages", true],
      ['search: query p95 in Chromium at 5163 pages', true],
      ['search: no search code before the first intent', true],
    ]);
    expect(searchBudgets(r, 163).find((b) => b.name.startsWith('search: first query transfer'))?.pass).toBe(false);
  });
});
