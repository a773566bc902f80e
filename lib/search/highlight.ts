/**
 * Highlighting and snippets for the local engine, and the one place hit text is made safe for
 * HTML.
 *
 * Both backends mark matches with the neutral tags below (the request asks Algolia for them too);
 * {@link toSafeHtml} then escapes the text and turns only those tags into `<mark>`, the way
 * InstantSearch's `escapeHTML` does. No Node imports: runs in the browser.
 */

/** Highlight tags requested from both backends; no HTML-special characters, so escaping keeps them. */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__';
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__';

/**
 * What separates words, for indexing, queries and highlights alike: MiniSearch's default
 * (spaces and punctuation) plus symbols, so `a<b`, `x=1` or `</script>` yield plain words.
 */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;
const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/** Splits text into words (empty strings dropped), the tokenizer of the local engine. */
export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/**
 * Escapes text for HTML with exactly the entities DocSearch decodes in breadcrumbs and group titles
 * (`&amp; &lt; &gt; &quot; &#039;`).
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

/** Escapes a highlighted value and turns only the neutral highlight tags into `<mark>`/`</mark>`. */
export function toSafeHtml(value: string): string {
  return escapeHtml(value).split(HIGHLIGHT_PRE_TAG).join('<mark>').split(HIGHLIGHT_POST_TAG).join('</mark>');
}

/** A highlighted attribute: the text with tags, and the document terms found in it. */
export interface Highlighted {
  value: string;
  matched: string[];
}

/** A word of a text, with whether it is one of the matched terms. */
export interface Token {
  start: number;
  end: number;
  matched: boolean;
}

/** Cuts `text` into words and flags those whose lower-case form is in `terms`. */
export function matchTokens(text: string, terms: ReadonlySet<string>): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    out.push({ start: m.index, end: m.index + m[0].length, matched: terms.has(m[0].toLowerCase()) });
  }
  return out;
}

function mark(text: string, list: Token[], from: number, to: number, pre: string, post: string): string {
  let out = '';
  let at = from;
  for (const t of list) {
    if (t.end <= from || t.start >= to || !t.matched) continue;
    out += text.slice(at, t.start) + pre + text.slice(t.start, t.end) + post;
    at = t.end;
  }
  return out + text.slice(at, to);
}

const matchedWords = (text: string, list: Token[]) => [...new Set(list.filter((t) => t.matched).map((t) => text.slice(t.start, t.end).toLowerCase()))];

/**
 * Wraps every word of `text` whose lower-case form is in `terms` in the highlight tags.
 * @param terms - matched document terms, lower case (MiniSearch's `result.terms`)
 * @param list - the text's tokens, when already computed ({@link matchTokens})
 */
export function highlight(
  text: string,
  terms: ReadonlySet<string>,
  pre = HIGHLIGHT_PRE_TAG,
  post = HIGHLIGHT_POST_TAG,
  list: Token[] = matchTokens(text, terms),
): Highlighted {
  return { value: mark(text, list, 0, text.length, pre, post), matched: matchedWords(text, list) };
}

/**
 * A window of `words` words around the first match (the first words when nothing matched),
 * highlighted, with `ellipsis` where text was cut — Algolia's `attributesToSnippet: ['content:15']`.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  words = 15,
  ellipsis = '…',
  pre = HIGHLIGHT_PRE_TAG,
  post = HIGHLIGHT_POST_TAG,
  list: Token[] = matchTokens(text, terms),
): Highlighted {
  if (list.length <= words) return highlight(text, terms, pre, post, list);
  const first = Math.max(0, list.findIndex((t) => t.matched));
  // Some context before the match, as Algolia does; never run past the end.
  const startToken = Math.max(0, Math.min(first - Math.floor(words / 4), list.length - words));
  const endToken = startToken + words - 1;
  const from = startToken === 0 ? 0 : list[startToken]!.start;
  const to = endToken >= list.length - 1 ? text.length : list[endToken]!.end;
  return {
    value: `${from > 0 ? ellipsis : ''}${mark(text, list, from, to, pre, post)}${to < text.length ? ellipsis : ''}`,
    matched: matchedWords(text, list.slice(startToken, endToken + 1)),
  };
}
