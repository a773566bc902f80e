/**
 * The one search function the dialog and the /search page both call, so they rank alike: it
 * cleans the query, asks the backend, and shapes each page the same way (its best sections
 * nested under it, best first). No Node imports: runs in the browser.
 */
import { MAX_QUERY_LENGTH } from './constants';
import type { BackendResult, PageMatch, SearchBackend } from './types';

/** Sections shown under one page. */
export const MAX_SECTIONS_PER_PAGE = 3;
/** Pages in the first window of results: the dialog shows them, /search shows them and loads more. */
export const FIRST_WINDOW = 8;
/** The User Timing measure each search records (`performance.getEntriesByName`), in ms. */
export const SEARCH_MEASURE = 'docs-search';

/** The query as sent: whitespace collapsed, at most {@link MAX_QUERY_LENGTH} characters. */
export function cleanQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * A page as shown: its best {@link MAX_SECTIONS_PER_PAGE} sections by score (ties keep page
 * order).
 */
export function shapePage(page: PageMatch, maxSections = MAX_SECTIONS_PER_PAGE): PageMatch {
  const sections = page.sections
    .map((section, order) => ({ section, order }))
    .sort((a, b) => b.section.score - a.section.score || a.order - b.order)
    .slice(0, maxSections)
    .map(({ section }) => section);
  return { ...page, sections };
}

/** A query's answer: the total page count and a loader of further windows, both shaped alike. */
export interface SiteSearch {
  query: string;
  total: number;
  /** The first {@link FIRST_WINDOW} pages. */
  pages: PageMatch[];
  /** Loads the next pages after `offset` (the /search page's "Load more"). */
  more(offset: number, limit?: number): Promise<PageMatch[]>;
}

/**
 * Searches the site: one result per page, best first, sections nested and ranked by
 * {@link shapePage}. An empty query answers no pages without asking the backend. Each call is
 * recorded as a User Timing measure named {@link SEARCH_MEASURE} (from the call to the first
 * window's pages), which the benchmark reads.
 * @throws Error from the backend (unreachable index or service); the caller shows its error state
 */
export async function searchSite(backend: SearchBackend, rawQuery: string): Promise<SiteSearch> {
  const query = cleanQuery(rawQuery);
  if (!query) return { query, total: 0, pages: [], more: async () => [] };
  const started = performance.now();
  const result: BackendResult = await backend.search(query);
  const load = async (offset: number, limit = FIRST_WINDOW) => (await result.load(offset, limit)).map((page) => shapePage(page));
  const pages = await load(0);
  performance.measure?.(SEARCH_MEASURE, { start: started, end: performance.now(), detail: { query, backend: backend.kind } });
  return { query, total: result.total, pages, more: load };
}
