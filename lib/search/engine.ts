/**
 * The local search engine: MiniSearch over the search records, answering one Algolia query at a
 * time in Algolia's response shape so DocSearch and the /search page need one client interface.
 * MiniSearch was chosen over FlexSearch and Orama by measurement (bundle 5.9 KB gzip vs 17 / 22 KB;
 * FlexSearch found nothing for the typo 'multiplcation'). No Node imports: runs in the browser.
 */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, highlight, matchTokens, snippet, tokenize, type Highlighted } from './highlight';
import { MAX_QUERY_LENGTH } from './constants';
import type { HighlightValue, HitHighlights, Hierarchy, SearchHit, SearchRecord, SearchRequest, SearchResult } from './types';

/** Field boosts: title > keywords = headings > content; `parents` lets multi-word queries span a section's page. */
export const FIELD_BOOSTS = { title: 6, keywords: 3, heading: 3, parents: 0.5, content: 1 } as const;

type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

/** Share of a page's section scores its page record gains (see `search`). */
const PAGE_SHARE = 0.5;

/**
 * Words dropped from queries (unless the query has nothing else), like Algolia's
 * `removeStopWords`: "how do I store a secret" searches "store secret".
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its me my of on or our so than that the their then there these this to was we what when where which who why will with you your'.split(' '),
);


/** Algolia-like typo tolerance: no typo under 4 letters, 1 up to 7, 2 from 8. */
export function typosAllowed(term: string): number | false {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
}

function fieldValue(record: SearchRecord, field: Field): string {
  const { hierarchy: h } = record;
  switch (field) {
    case 'title':
      return record.type === 'lvl1' ? (h.lvl1 ?? '') : '';
    case 'keywords':
      return record.keywords.join(' ');
    case 'heading':
      return record.type === 'lvl3' ? (h.lvl3 ?? '') : record.type === 'lvl2' ? (h.lvl2 ?? '') : '';
    case 'parents':
      return record.type === 'lvl1' ? '' : [h.lvl1, record.type === 'lvl3' ? h.lvl2 : null].filter(Boolean).join(' ');
    case 'content':
      return record.content ?? '';
  }
}

const normalise = (text: string) => tokenize(text.toLowerCase()).join(' ');

/** Parses `facetFilters` (AND of ORs of `attribute:value`) into a record predicate. */
export function facetPredicate(facetFilters: SearchRequest['facetFilters']): (record: SearchRecord) => boolean {
  if (!facetFilters || (Array.isArray(facetFilters) && facetFilters.length === 0)) return () => true;
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map((g) => (Array.isArray(g) ? g : [g]));
  const parsed = groups.map((group) =>
    group.map((filter) => {
      const at = filter.indexOf(':');
      const negate = filter.startsWith('-');
      return { attribute: filter.slice(negate ? 1 : 0, at), value: filter.slice(at + 1), negate };
    }),
  );
  return (record) =>
    parsed.every((group) =>
      group.some(({ attribute, value, negate }) => {
        const actual = (record as unknown as Record<string, unknown>)[attribute];
        const hit = Array.isArray(actual) ? actual.includes(value) : String(actual) === value;
        return negate ? !hit : hit;
      }),
    );
}

/** `['content:15', 'hierarchy.lvl1:15']` → word counts by attribute (default 15 for content). */
function snippetWords(attributes: string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const spec of attributes ?? ['content:15']) {
    const [attribute, words] = spec.split(':');
    out.set(attribute!, Number(words) || 10);
  }
  return out;
}

function toValue(h: Highlighted, queryTerms: number): HighlightValue {
  return {
    value: h.value,
    matchLevel: h.matched.length === 0 ? 'none' : h.matched.length >= queryTerms ? 'full' : 'partial',
    matchedWords: h.matched,
  };
}

/** A ready engine over a fixed set of records. */
export interface SearchEngine {
  readonly records: readonly SearchRecord[];
  /** Answers one query of a multi-query request. Throws nothing for any query string. */
  search(request: SearchRequest): SearchResult;
}

/**
 * Indexes the records (≈ 0.2 s for the whole site on one core) and returns the engine.
 * Matching: every query word must match (Algolia's default), with prefix search on the last word
 * and typo tolerance per {@link typosAllowed}; when that finds nothing, any word may match
 * (Algolia's `removeWordsIfNoResults: 'allOptional'`). Ranking: a page whose title is the query
 * (typos and a last-word prefix allowed) comes first, then MiniSearch's BM25 score with {@link FIELD_BOOSTS}.
 */
export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const mini = new MiniSearch<SearchRecord & { id: number }>({
    fields: FIELDS,
    idField: 'id',
    tokenize,
    extractField: (doc, field) => (field === 'id' ? String(doc.id) : fieldValue(doc, field as Field)),
  });
  mini.addAll(records.map((record, id) => ({ ...record, id })));
  const titleWords = records.map((r) => (r.type === 'lvl1' ? normalise(r.hierarchy.lvl1 ?? '').split(' ') : null));

  const run = (query: string, filter: (record: SearchRecord) => boolean, combineWith: 'AND' | 'OR', dropStopWords: boolean) =>
    mini.search(query, {
      processTerm: (term) => {
        const lower = term.toLowerCase();
        return dropStopWords && STOP_WORDS.has(lower) ? null : lower;
      },
      boost: FIELD_BOOSTS,
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2,
      fuzzy: (term) => typosAllowed(term),
      combineWith,
      boostDocument: (id) => (records[id as number]!.type === 'lvl1' ? 1.3 : 1),
      filter: (result) => filter(records[result.id as number]!),
    });

  return {
    records,
    search(request) {
      const started = Date.now();
      const query = String(request.query ?? '').slice(0, MAX_QUERY_LENGTH);
      const hitsPerPage = Math.max(1, Math.min(1000, Number(request.hitsPerPage ?? 20)));
      const page = Math.max(0, Number(request.page ?? 0));
      let results: MiniResult[] = [];
      if (query.trim()) {
        const filter = facetPredicate(request.facetFilters);
        const words = normalise(query).split(' ');
        const dropStopWords = words.some((w) => !STOP_WORDS.has(w));
        results = run(query, filter, 'AND', dropStopWords);
        if (results.length === 0 && words.length > 1) results = run(query, filter, 'OR', dropStopWords);
        // Algolia's "exact" tier, typo-tolerant: a page whose title is the query (same words, each
        // matched exactly, by prefix or within the typo budget) comes before everything else.
        const significant = (list: string[]) => (dropStopWords ? list.filter((w) => !STOP_WORDS.has(w)) : list);
        const queryWords = significant(words);
        const exact = (r: MiniResult) => {
          const title = titleWords[r.id as number];
          if (!title) return 0;
          const wanted = significant(title);
          return wanted.length === queryWords.length && wanted.every((w) => r.terms.includes(w)) ? 1 : 0;
        };
        // A page that matches in many sections is the better page: its page record gains a share
        // of its sections' scores (the reference page outranks a page that mentions a term once).
        const pageTotals = new Map<string, number>();
        for (const r of results) {
          const url = records[r.id as number]!.url_without_anchor;
          pageTotals.set(url, (pageTotals.get(url) ?? 0) + r.score);
        }
        const ranked = (r: MiniResult) => {
          const record = records[r.id as number]!;
          return record.type === 'lvl1' ? r.score + PAGE_SHARE * (pageTotals.get(record.url_without_anchor)! - r.score) : r.score;
        };
        const scores = new Map(results.map((r) => [r, ranked(r)]));
        results.sort((a, b) => exact(b) - exact(a) || scores.get(b)! - scores.get(a)!);
      }
      const queryTerms = query.trim() ? normalise(query).split(' ').length : 0;
      const pre = request.highlightPreTag ?? HIGHLIGHT_PRE_TAG;
      const post = request.highlightPostTag ?? HIGHLIGHT_POST_TAG;
      const ellipsis = request.snippetEllipsisText ?? '…';
      const snippetSizes = snippetWords(request.attributesToSnippet);
      const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result): SearchHit => {
        const record = records[result.id as number]!;
        const terms = new Set(result.terms);
        const highlights: HitHighlights = { hierarchy: {} };
        const snippets: HitHighlights = { hierarchy: {} };
        for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as (keyof Hierarchy)[]) {
          const text = record.hierarchy[level];
          if (text === null) continue;
          const tokens = matchTokens(text, terms);
          highlights.hierarchy[level] = toValue(highlight(text, terms, pre, post, tokens), queryTerms);
          snippets.hierarchy[level] = toValue(snippet(text, terms, snippetSizes.get(`hierarchy.${level}`) ?? 15, ellipsis, pre, post, tokens), queryTerms);
        }
        if (record.content) {
          const tokens = matchTokens(record.content, terms);
          highlights.content = toValue(highlight(record.content, terms, pre, post, tokens), queryTerms);
          snippets.content = toValue(snippet(record.content, terms, snippetSizes.get('content') ?? 15, ellipsis, pre, post, tokens), queryTerms);
        }
        // DocSearch shows a `content` hit as its text snippet: use it when only the body matched.
        const fields = new Set(Object.values(result.match).flat());
        const type = !fields.has('title') && !fields.has('heading') && !fields.has('keywords') && fields.has('content') ? 'content' : record.type;
        return {
          objectID: record.objectID,
          url: record.url,
          url_without_anchor: record.url_without_anchor,
          anchor: record.anchor,
          type,
          hierarchy: record.hierarchy,
          content: record.content,
          language: record.language,
          docusaurus_tag: record.docusaurus_tag,
          _highlightResult: highlights,
          _snippetResult: snippets,
        };
      });
      return {
        hits,
        nbHits: results.length,
        page,
        nbPages: Math.ceil(results.length / hitsPerPage),
        hitsPerPage,
        index: request.indexName,
        query,
        params: '',
        processingTimeMS: Date.now() - started,
        exhaustiveNbHits: true,
      };
    },
  };
}
