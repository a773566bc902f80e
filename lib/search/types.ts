/**
 * The DocSearch record and response shapes both backends speak (DocSearch's
 * record and Algolia's multi-query response). Plain types only: safe to import from client modules.
 */

/** Record levels; `content` is chosen per hit when only the body text matched. */
export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

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
 * (`lvl2`/`lvl3`). Text fields hold plain text (not HTML); escaping happens once, when hits are
 * answered (lib/search/safe-hits.ts).
 */
export interface SearchRecord {
  objectID: string;
  /** Route with the `#anchor` of the section (no base path), or an absolute URL when synced. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Exclude<RecordType, 'content'>;
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

/** One attribute's highlight in the Algolia response shape. */
export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Highlights of a hit: `hierarchy.lvlN` and `content`, like Algolia's `_highlightResult`. */
export interface HitHighlights {
  hierarchy: Partial<Record<keyof Hierarchy, HighlightValue>>;
  content?: HighlightValue;
}

/** A hit as both backends answer it (after lib/search/safe-hits.ts: text fields are HTML-escaped). */
export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: HitHighlights;
  _snippetResult: HitHighlights;
  [key: string]: unknown;
}

/** One query of an Algolia multi-query request (the parameters this site uses). */
export interface SearchRequest {
  indexName: string;
  query: string;
  hitsPerPage?: number;
  page?: number;
  /** `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`: AND of ORs. */
  facetFilters?: (string | string[])[] | string;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [key: string]: unknown;
}

/** One result of a multi-query response. */
export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  index: string;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
}

/** `search({ requests })` → `{ results }`, the Algolia v5 multi-query shape DocSearch calls. */
export interface SearchResponse {
  results: SearchResult[];
}

/** The client interface DocSearch's `transformSearchClient` expects, and the /search page uses. */
export interface SearchClient {
  search(params: { requests: SearchRequest[] } | SearchRequest[]): Promise<SearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): unknown } };
}
