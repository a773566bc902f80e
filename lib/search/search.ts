/**
 * The one search function the dialog and the /search page both call, so they rank alike: it
 * cleans the query, asks the backend, and shapes each page the same way (its best sections
 * nested under it, best first). No Node imports: runs in the browser.
 */
import { stemmer } from 'stemmer';
import { MAX_QUERY_LENGTH } from './constants';
import type { BackendResult, PageMatch, SearchBackend } from './types';

/** Sections shown under one page. */
export const MAX_SECTIONS_PER_PAGE = 3;
/** Pages in the first window of results: the dialog shows them, /search shows them and loads more. */
export const FIRST_WINDOW = 5;

/** The query as sent: whitespace collapsed, at most {@link MAX_QUERY_LENGTH} characters. */
export function cleanQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * A page as shown: its best {@link MAX_SECTIONS_PER_PAGE} sections by score (ties keep page
 * order).
 */
export function shapePage(page: PageMatch): PageMatch {
  const sections = page.sections
    .map((section, order) => ({ section, order }))
    .sort((a, b) => b.section.score - a.section.score || a.order - b.order)
    .slice(0, MAX_SECTIONS_PER_PAGE)
    .map(({ section }) => section);
  return { ...page, sections };
}

/**
 * A shaped page ({@link shapePage}) as the dialog lists it at `rank` (0 = first): the best page
 * keeps its best section, the others show none; a page that shows none and has no excerpt of its
 * own shows its best section's excerpt. A row is about 60 px and the dialog's list about 400 px at
 * 1280×800, so this keeps at least four distinct pages above the fold (five rows for four pages,
 * with room for section labels); the /search page shows every page's sections.
 */
export function dialogPage(page: PageMatch, rank: number): PageMatch {
  const kept = rank === 0 ? 1 : 0;
  const excerptHtml = page.excerptHtml || (kept === 0 ? (page.sections[0]?.excerptHtml ?? '') : '');
  return { ...page, excerptHtml, sections: page.sections.slice(0, kept) };
}

/** The words of a text in lower case, letters and digits only: `"Nada  data-types"` → `nada`, `data`, `types`. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** {@link words} joined by one space: `"Nada  data-types"` → `nada data types`. */
export function normaliseWords(text: string): string {
  return words(text).join(' ');
}

/**
 * How exactly a page answers the whole query, after Algolia's "exact" and "attribute" criteria
 * on the attributes that name a page (words compared case-insensitively, punctuation ignored):
 * 4 when its title is the query, else 2 when its title holds every query word (Porter stems, so
 * "upload" finds "Uploading"); +1 when one of its
 * front-matter keywords is the query; 0 otherwise.
 */
export function exactTier(page: PageMatch, query: string): number {
  const wanted = normaliseWords(query);
  if (!wanted) return 0;
  const title = normaliseWords(page.title);
  const titleStems = new Set(title.split(' ').map(stemmer));
  const titleTier = title === wanted ? 4 : wanted.split(' ').every((w) => titleStems.has(stemmer(w))) ? 2 : 0;
  return titleTier + (page.keywords.some((k) => normaliseWords(k) === wanted) ? 1 : 0);
}

/**
 * Orders a window of pages: higher {@link exactTier} first, the backend's order otherwise (a
 * stable sort, so its relevance decides among equals).
 */
export function rankWindow(pages: PageMatch[], query: string): PageMatch[] {
  return pages
    .map((page, order) => ({ page, order, tier: exactTier(page, query) }))
    .sort((a, b) => b.tier - a.tier || a.order - b.order)
    .map(({ page }) => page);
}

/** A query's answer: the total page count and a loader of further windows, both shaped alike. */
export interface SiteSearch {
  query: string;
  total: number;
  /** The first {@link FIRST_WINDOW} pages. */
  pages: PageMatch[];
  /**
   * Loads the window of the backend's results from `offset` (the /search page's "Load more"; the
   * first window is results 0 to {@link FIRST_WINDOW}). A window can hold fewer pages than `limit`:
   * a backend may drop weak matches.
   */
  more(offset: number, limit?: number): Promise<PageMatch[]>;
}

/**
 * Searches the site: one result per page, best first — the backend's relevance, with pages that
 * are exactly what was asked for ({@link exactTier}) moved to the top of each window — sections
 * nested and ranked by {@link shapePage}. An empty query answers no pages without asking the backend.
 * @throws Error from the backend (unreachable index or service); the caller shows its error state
 */
export async function searchSite(backend: SearchBackend, rawQuery: string): Promise<SiteSearch> {
  const query = cleanQuery(rawQuery);
  if (!query) return { query, total: 0, pages: [], more: async () => [] };
  const result: BackendResult = await backend.search(query);
  const load = async (offset: number, limit = FIRST_WINDOW) => rankWindow(await result.load(offset, limit), query).map(shapePage);
  const pages = await load(0);
  // A backend may drop weak matches when it loads them: none left in the best window means none.
  return { query, total: pages.length ? Math.max(result.total, pages.length) : 0, pages, more: load };
}
