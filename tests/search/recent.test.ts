// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecentSearches, rememberSearch, forgetSearch } from '@/lib/search/recent';
import { RECENT_SEARCHES_KEY } from '@/lib/chrome/storage-keys';

const item = (url: string) => ({ title: url, url, context: 'Build' });

describe('recent searches', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('keeps the newest first, once per URL, at most the limit', () => {
    rememberSearch(item('/a'), 2);
    rememberSearch(item('/b'), 2);
    rememberSearch(item('/a'), 2);
    expect(rememberSearch(item('/c'), 2).map((r) => r.url)).toEqual(['/c', '/a']);
    expect(readRecentSearches().map((r) => r.url)).toEqual(['/c', '/a']);
    expect(forgetSearch('/c').map((r) => r.url)).toEqual(['/a']);
  });

  it('ignores stored data of another shape', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{"not":"a list"}');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, '[{"url":1}, {"title":"t","url":"/u","context":""}]');
    expect(readRecentSearches()).toEqual([{ title: 't', url: '/u', context: '' }]);
  });

  it('degrades silently when storage is blocked', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readRecentSearches()).toEqual([]);
    expect(rememberSearch(item('/a'), 3)).toEqual([item('/a')]);
  });
});
