/**
 * The shapes of search: the DocSearch record the site generates for Algolia (`sync:algolia`), and
 * the neutral result every backend answers with (a page, its hierarchy and its best sections).
 * Plain types only: safe to import from client modules.
 */

/** The heading trail of a record, as the DocSearch crawler writes it (unused levels are null). */
export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/**
 * One search record in the DocSearch shape: one per page (`lvl1`) and one per h2/h3 section
 * (`lvl2`/`lvl3`). Text fields hold plain text (not HTML).
 */
export interface SearchRecord {
  objectID: string;
  /** Route with the `#anchor` of the section (no base path), or an absolute URL when synced. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  hierarchy: Hierarchy;
  /** The page intro (page records) or the section text, plain; null when empty. */
  content: string | null;
  /** Front-matter keywords (page records only). */
  keywords: string[];
  language: string;
  docusaurus_tag: string;
  /** Crawler-style ranking hints: `level` 100 for pages, 90/80 for h2/h3; `position` in the page. */
  weight: { level: number; position: number };
}

/**
 * A matching section of a page: a heading with an anchor. HTML fields hold escaped text with only
 * `<mark>…</mark>` around the matched words (lib/search/html.ts).
 */
export interface SectionMatch {
  /** The heading text, plain. */
  title: string;
  /** The headings above it inside the page (an h3's h2), plain; empty for an h2. */
  parents: string[];
  /** Route with `#anchor` (no base path), or an absolute URL (Algolia records from another host). */
  url: string;
  excerptHtml: string;
  /** Relevance inside the page as the backend scored it; higher is better. */
  score: number;
}

/** One result: a page with its hierarchy, excerpt and matching sections. */
export interface PageMatch {
  /** Route without anchor (no base path), or an absolute URL. */
  url: string;
  /** The page title, plain. */
  title: string;
  /** The trail above the page, plain: its top section (`Build`, `nilVM`, `API`…), when known. */
  hierarchy: string[];
  /** Its front-matter keywords: the terms its author says it answers. */
  keywords: string[];
  /** Where the page text matched (escaped, `<mark>` only); empty when only sections matched. */
  excerptHtml: string;
  /** Every matching section the backend found, in page order. */
  sections: SectionMatch[];
}

/** What a backend found for one query: how many pages, and a way to load a window of them. */
export interface BackendResult {
  /** Pages that match, all of them. */
  total: number;
  /**
   * Loads pages `offset … offset + limit - 1` of the backend's order.
   * @throws Error when the backend cannot be reached (the UI shows its error state)
   */
  load(offset: number, limit: number): Promise<PageMatch[]>;
}

/** A search backend: the local Pagefind index or Algolia. */
export interface SearchBackend {
  /**
   * Runs one query (already trimmed and clamped).
   * @throws Error when the backend cannot be loaded or reached
   */
  search(query: string): Promise<BackendResult>;
}
