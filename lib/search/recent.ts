/**
 * Recent searches: the results a reader opened, newest first, kept in `localStorage` through the
 * site's storage adapter, so blocked or full storage degrades to "no recent searches" without an
 * error. No Node imports: runs in the browser.
 */
import { readStorage, writeStorage } from '../chrome/browser-storage';
import { RECENT_SEARCHES_KEY } from '../chrome/storage-keys';

/** One opened result. */
export interface RecentSearch {
  title: string;
  url: string;
  /** The section or page it belongs to, for the second line. */
  context: string;
}

const isRecent = (value: unknown): value is RecentSearch => {
  const item = value as Partial<RecentSearch> | null;
  return typeof item?.title === 'string' && typeof item.url === 'string' && typeof item.context === 'string';
};

/** The stored recent searches (none when storage is blocked, empty or holds something else). */
export function readRecentSearches(): RecentSearch[] {
  const raw = readStorage(RECENT_SEARCHES_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecent) : [];
  } catch {
    return [];
  }
}

/**
 * Puts `item` first (once, by URL) and keeps at most `limit` items; `limit` 0 stores nothing.
 * @returns the new list (also what the next page load reads, when storage works)
 */
export function rememberSearch(item: RecentSearch, limit: number): RecentSearch[] {
  const next = [item, ...readRecentSearches().filter((r) => r.url !== item.url)].slice(0, Math.max(0, limit));
  writeStorage(RECENT_SEARCHES_KEY, limit > 0 ? JSON.stringify(next) : null);
  return next;
}

/** Removes one item by URL. */
export function forgetSearch(url: string): RecentSearch[] {
  const next = readRecentSearches().filter((r) => r.url !== url);
  writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}
