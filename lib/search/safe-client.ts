/**
 * The one gate every search response passes, for both backends: highlight markup is
 * escaped, so page text can never inject HTML. Requests ask for neutral highlight tags and a
 * clamped query; responses come back with every text field HTML-escaped and only `<mark>` added.
 * DocSearch renders `_snippetResult` values (and, when missing, the raw attribute) as HTML and
 * decodes entities in breadcrumbs, so escaped text is exactly what it expects.
 * No Node imports: runs in the browser.
 */
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, escapeHtml, toSafeHtml } from './highlight';
import { MAX_QUERY_LENGTH } from './constants';
import type { Hierarchy, HitHighlights, SearchClient, SearchHit, SearchRequest, SearchResponse } from './types';

function secureHighlights(highlights: HitHighlights | undefined): HitHighlights {
  const hierarchy: HitHighlights['hierarchy'] = {};
  for (const [level, value] of Object.entries(highlights?.hierarchy ?? {})) {
    if (value && typeof value.value === 'string') hierarchy[level as keyof Hierarchy] = { ...value, value: toSafeHtml(value.value) };
  }
  const content = highlights?.content;
  return {
    hierarchy,
    ...(content && typeof content.value === 'string' ? { content: { ...content, value: toSafeHtml(content.value) } } : {}),
  };
}

/** Escapes one hit: hierarchy and content as text, highlights and snippets as text plus `<mark>`. */
export function secureHit(hit: SearchHit): SearchHit {
  const hierarchy = Object.fromEntries(
    Object.entries(hit.hierarchy ?? {}).map(([level, text]) => [level, typeof text === 'string' ? escapeHtml(text) : null]),
  ) as unknown as Hierarchy;
  return {
    ...hit,
    hierarchy,
    content: typeof hit.content === 'string' ? escapeHtml(hit.content) : null,
    _highlightResult: secureHighlights(hit._highlightResult),
    _snippetResult: secureHighlights(hit._snippetResult),
  };
}

/** The request as sent: neutral highlight tags, a query of at most {@link MAX_QUERY_LENGTH} characters. */
export function secureRequest(request: SearchRequest): SearchRequest {
  return {
    ...request,
    query: String(request.query ?? '').slice(0, MAX_QUERY_LENGTH),
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
  };
}

/** Accepts DocSearch's `{ requests }` and the legacy array form. */
export function requestsOf(params: Parameters<SearchClient['search']>[0]): SearchRequest[] {
  return Array.isArray(params) ? params : params.requests;
}

/** Wraps a backend so every request and response passes {@link secureRequest} / {@link secureHit}. */
export function secureSearchClient(inner: SearchClient): SearchClient {
  return {
    ...inner,
    async search(params) {
      const response: SearchResponse = await inner.search({ requests: requestsOf(params).map(secureRequest) });
      return { ...response, results: response.results.map((result) => ({ ...result, hits: (result.hits ?? []).map(secureHit) })) };
    },
  };
}
