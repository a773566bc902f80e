/**
 * The local backend: Pagefind's browser API over the chunked index the postbuild writes to
 * `<export>/pagefind/` (scripts/postbuild.ts, lib/search/pagefind-index.ts). Pagefind loads its
 * script, its WebAssembly engine and only the index chunks a query needs, so the cost of a first
 * query stays flat as the site grows. No Node imports: runs in the browser.
 * API: https://pagefind.app/docs/api/ (Pagefind 1.x).
 */
import { markedToSafeHtml, markedToText } from './html';
import { stemmer } from 'stemmer';
import { words as wordsOf } from './search';
import type { BackendResult, PageMatch, SearchBackend, SectionMatch } from './types';

/**
 * The ranking this site uses (Pagefind's ranking weights, https://pagefind.app/docs/ranking/).
 * Exact words first: `termSimilarity` (how much a whole word beats a longer word it is a prefix or
 * stem of; default 1) well above its default, so "chat" ranks the page about chat above pages that
 * only hold "chatbot". Shorter pages are not favoured (`pageLength` 0, default 0.75), since
 * reference pages are long and central; repeated words stop adding score a little sooner
 * (`termSaturation`, default 1.4). Headings weigh more than body text through Pagefind's heading
 * weights (h1 7, h2 6 … h6 2); matches in the title, the front-matter keywords (the terms the
 * author says a page answers) and the description add to the score (`metaWeights`, Pagefind ≥ 1.5).
 */
export const PAGEFIND_RANKING = {
  termSimilarity: 6,
  pageLength: 0,
  termSaturation: 1.2,
  termFrequency: 1,
  metaWeights: { title: 6, keywords: 5, description: 1.5 },
};

/** Words of excerpt Pagefind returns per page and per section. */
export const EXCERPT_WORDS = 24;

/** The part of Pagefind's `data()` answer this site reads. */
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: {
    title: string;
    url: string;
    excerpt: string;
    anchor?: { element: string; id: string; text?: string; location: number };
    weighted_locations: { weight: number; balanced_score: number; location: number }[];
  }[];
}

/** The part of Pagefind's module (`pagefind.js`) this site calls. */
interface PagefindModule {
  /** Before `init`: `noWorker` keeps the search on the page's thread (no `pagefind-worker.js`). */
  options(options: { baseUrl?: string; excerptLength?: number; ranking?: typeof PAGEFIND_RANKING; noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { id: string; score: number; data(): Promise<PagefindData> }[] } | null>;
}

/** How the doc layout joins a page's keywords in its `data-keywords` attribute. */
export const KEYWORD_SEPARATOR = ' · ';

/** `/a/b.html#x` → `/a/b#x`: the export's file URL as the site's route (Next writes `<route>.html`). */
export function routeOf(url: string): string {
  const [path = '', hash] = url.split('#', 2);
  const route = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
  return hash === undefined ? route : `${route}#${hash}`;
}

/** The heading level of an anchor element (`h2` → 2), or 0 for another element. */
const headingLevel = (element: string | undefined) => Number(/^h([1-6])$/i.exec(element ?? '')?.[1] ?? 0);

/**
 * An excerpt without the title it opens with: headings are indexed (they rank), so the excerpt of
 * a page's intro starts with its h1 and a section's with its heading, which the result row
 * already shows. `raw` is Pagefind's excerpt (text with `<mark>` tags); the title is matched
 * case-insensitively, marks ignored, with the full stop Pagefind puts after it; a window that
 * starts inside the title loses the title's tail when a full stop follows it. An excerpt that
 * opens with neither is returned as it is.
 */
export function withoutLeadingTitle(raw: string, title: string): string {
  const words = title.replace(/\s+/g, ' ').trim().split(' ');
  // The whole title, or (an excerpt window that starts inside the heading) a tail of it ending
  // with the full stop Pagefind puts after a heading.
  for (let k = 0; k < words.length; k++) {
    const stripped = stripLeading(raw, words.slice(k).join(' ').toLowerCase(), k > 0);
    if (stripped !== undefined) return stripped;
  }
  return raw;
}

/** `raw` without the leading `want` (lower case), or undefined when it does not open with it. */
function stripLeading(raw: string, want: string, needsStop: boolean): string | undefined {
  if (!want) return undefined;
  let i = 0;
  let j = 0;
  let open = false;
  while (j < want.length) {
    if (raw.startsWith('<mark>', i)) {
      open = true;
      i += 6;
    } else if (raw.startsWith('</mark>', i)) {
      open = false;
      i += 7;
    } else if (/\s/.test(raw[i] ?? '') && want[j] === ' ') {
      while (/\s/.test(raw[i] ?? '')) i++;
      j++;
    } else if ((raw[i] ?? '').toLowerCase() === want[j]) {
      i++;
      j++;
    } else return undefined;
  }
  if (raw.startsWith('</mark>', i)) {
    open = false;
    i += 7;
  }
  // The title must end at a word boundary: a sentence mark, a space or the end.
  const rest = raw.slice(i);
  if (needsStop ? !/^[.:]\s/.test(rest) : rest && !/^[\s.:;,!?]/.test(rest)) return undefined;
  const body = rest.replace(/^[.:;,!?]?\s*/, '');
  return open ? `<mark>${body}` : body;
}

/** One Pagefind page result as a {@link PageMatch}: sections are the sub-results under headings. */
export function pageMatchOf(data: PagefindData): PageMatch {
  const url = routeOf(data.url);
  const pageTitle = markedToText(data.meta.title ?? url);
  const sections: SectionMatch[] = [];
  let excerptHtml = '';
  let h2 = '';
  for (const sub of data.sub_results) {
    const level = headingLevel(sub.anchor?.element);
    const title = markedToText(sub.title);
    if (!sub.anchor || level <= 1) {
      // Text before the first heading (or under the h1): the page's own excerpt.
      if (!excerptHtml) excerptHtml = markedToSafeHtml(withoutLeadingTitle(sub.excerpt, pageTitle));
      continue;
    }
    if (level === 2) h2 = title;
    sections.push({
      title,
      parents: level > 2 && h2 ? [h2] : [],
      url: routeOf(sub.url),
      excerptHtml: markedToSafeHtml(withoutLeadingTitle(sub.excerpt, title)),
      score: sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0),
    });
  }
  return {
    url,
    title: pageTitle,
    hierarchy: data.meta.section ? [data.meta.section] : [],
    keywords: data.meta.keywords
      ? data.meta.keywords
          .split(KEYWORD_SEPARATOR)
          .map((k) => k.trim())
          .filter(Boolean)
      : [],
    excerptHtml,
    sections,
  };
}

/** Edits (insertions, deletions, substitutions, swaps of neighbours) between two words. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** Typos forgiven in a query word: none up to 4 letters, one from 5, two from 8. */
const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * Whether a word of the page answers a query word: it starts with the query word or with the
 * query word's Porter stem ("uploading" finds "uploaded", "policies" finds "policy…"), both have
 * the same stem ("query" and "queries"), or the query word is a typo of the word or of its start
 * (one edit from 5 letters, two from 8: "multiplcation" finds "Multiplication").
 */
function answers(pageWord: string, queryWord: string): boolean {
  const stem = stemmer(queryWord);
  if (pageWord.startsWith(queryWord) || pageWord.startsWith(stem) || stemmer(pageWord) === stem) return true;
  const typos = typosAllowed(queryWord);
  if (!typos) return false;
  const n = queryWord.length;
  return [pageWord, pageWord.slice(0, n), pageWord.slice(0, n + 1)].some((w) => w.length >= n - typos && editDistance(queryWord, w) <= typos);
}

/**
 * Whether a page really matched the query: the minimum match. Besides exact words, stems and
 * prefixes, Pagefind falls back to indexed words that are a prefix of a query word, so "xyzzy"
 * finds every page with `nilogy.xyz` and "xylophone" every page with a variable `x`. A page is
 * kept when one of its marked words answers a query word ({@link answers}); a word that is only a
 * prefix of the query word does not.
 */
export function matchesQuery(data: Pick<PagefindData, 'excerpt' | 'sub_results'>, words: string[]): boolean {
  const marked = [data.excerpt, ...data.sub_results.map((s) => s.excerpt)]
    .flatMap((excerpt) => [...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]!))
    .flatMap((text) => wordsOf(text));
  return marked.some((word) => words.some((q) => answers(word, q)));
}

/**
 * The local backend for the Pagefind bundle at `bundleUrl` (base path included, e.g.
 * `/preview/x/pagefind/pagefind.js`). The bundle is imported on the first search; a failed load is
 * retried on the next one (the reader may be back online).
 */
export function pagefindBackend(bundleUrl: string): SearchBackend {
  let ready: Promise<PagefindModule> | undefined;
  let attempt = 0;
  const load = () => {
    ready ??= (async () => {
      // A module whose fetch failed stays failed in the document's module map (HTML § 8.1.4.3):
      // a retry imports the same bundle under another URL (known only at run time: left to the browser).
      const url = attempt++ === 0 ? bundleUrl : `${bundleUrl}?retry=${attempt}`;
      const pagefind: PagefindModule = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url);
      // Results carry routes without the base path: in-app links add it.
      // No web worker: its script repeats the engine's loader (≈ 13 KB more on a first query) and
      // every query pays a message round trip, while a query on the page's thread takes a few
      // milliseconds (first-query bytes: tests/e2e/search-budgets.spec.ts).
      await pagefind.options({ baseUrl: '/', excerptLength: EXCERPT_WORDS, ranking: PAGEFIND_RANKING, noWorker: true });
      await pagefind.init();
      return pagefind;
    })();
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };
  return {
    async search(query): Promise<BackendResult> {
      const pagefind = await load();
      const results = (await pagefind.search(query))?.results ?? [];
      const words = wordsOf(query);
      return {
        total: results.length,
        load: async (offset, limit) => {
          const pages = await Promise.all(results.slice(offset, offset + limit).map(async (r) => r.data()));
          return pages.filter((data) => matchesQuery(data, words)).map(pageMatchOf);
        },
      };
    },
  };
}
