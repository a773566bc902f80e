/**
 * A local stand-in for Algolia's search API, for the browser tests of the Algolia backend. It
 * speaks the documented HTTP API the lite client uses: `POST /1/indexes/{*}/queries` with
 * `{ requests: [{ indexName, query, hitsPerPage, facetFilters, highlightPreTag, … }] }`,
 * credentials in `x-algolia-application-id` / `x-algolia-api-key` (headers or query parameters),
 * answered with `{ results: [{ hits, nbHits, page, nbPages, hitsPerPage, processingTimeMS, query,
 * params, exhaustiveNbHits }] }` (https://www.algolia.com/doc/rest-api/search/#tag/Search/operation/searchForHits).
 * It serves the DocSearch records this site generates for `sync:algolia` (lib/search/records.ts),
 * matches every query word as a word prefix, ranks title matches before heading matches before
 * text matches, and highlights and snippets with the tags the request asks for.
 */
import http from 'node:http';
import type { SearchRecord } from '@/lib/search/types';

/** One request the stub received. */
export interface StubRequest {
  path: string;
  appId: string | null;
  apiKey: string | null;
  body: { requests: Record<string, unknown>[] };
}

/** A running stub. */
export interface AlgoliaStub {
  requests: StubRequest[];
  /** `'down'`: answer 503 to every query (Algolia unreachable); `'up'`: answer normally. */
  setMode(mode: 'up' | 'down'): void;
  close(): Promise<void>;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Wraps each word of `text` that starts with a query word in the request's tags. */
function highlight(text: string, query: string[], pre: string, post: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => (query.some((q) => word.toLowerCase().startsWith(q)) ? `${pre}${word}${post}` : word));
}

function answer(records: SearchRecord[], request: Record<string, unknown>) {
  const query = String(request.query ?? '');
  const q = words(query);
  const pre = String(request.highlightPreTag ?? '<em>');
  const post = String(request.highlightPostTag ?? '</em>');
  const hitsPerPage = Number(request.hitsPerPage ?? 20);
  const rank = (r: SearchRecord) => {
    const has = (text: string | null) => q.every((w) => words(text ?? '').some((t) => t.startsWith(w)));
    if (has(r.hierarchy.lvl1) && r.type === 'lvl1') return 0;
    if (has([r.hierarchy.lvl2, r.hierarchy.lvl3].join(' ')) && r.type !== 'lvl1') return 1;
    if (has([r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content, r.keywords.join(' ')].join(' '))) return 2;
    return -1;
  };
  const matched = q.length ? records.map((r) => ({ r, rank: rank(r) })).filter((m) => m.rank >= 0) : [];
  matched.sort((a, b) => a.rank - b.rank);
  const hits = matched.slice(0, hitsPerPage).map(({ r }) => {
    const level = (text: string | null) => (text === null ? undefined : { value: highlight(text, q, pre, post), matchLevel: 'full', matchedWords: q });
    return {
      ...r,
      _highlightResult: {
        hierarchy: { lvl0: level(r.hierarchy.lvl0), lvl1: level(r.hierarchy.lvl1), lvl2: level(r.hierarchy.lvl2), lvl3: level(r.hierarchy.lvl3) },
      },
      _snippetResult: r.content ? { content: { value: highlight(r.content.split(' ').slice(0, 24).join(' '), q, pre, post), matchLevel: 'partial' } } : {},
    };
  });
  return { hits, nbHits: matched.length, page: 0, nbPages: 1, hitsPerPage, processingTimeMS: 1, query, params: '', exhaustiveNbHits: true };
}

/**
 * Starts the stub on `127.0.0.1:port` over `records`.
 * @throws Error when the port is taken
 */
export async function startAlgoliaStub(port: number, records: SearchRecord[]): Promise<AlgoliaStub> {
  const requests: StubRequest[] = [];
  let mode: 'up' | 'down' = 'up';
  const server = http.createServer((req, res) => {
    // The browser calls from the site's origin: CORS as Algolia answers it.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://stub');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !/^\/1\/indexes\/[^/]+\/queries$/.test(url.pathname)) {
        return void res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found', status: 404 }));
      }
      const parsed = JSON.parse(body) as StubRequest['body'];
      requests.push({
        path: url.pathname,
        appId: req.headers['x-algolia-application-id']?.toString() ?? url.searchParams.get('x-algolia-application-id'),
        apiKey: req.headers['x-algolia-api-key']?.toString() ?? url.searchParams.get('x-algolia-api-key'),
        body: parsed,
      });
      if (mode === 'down') return void res.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Unavailable', status: 503 }));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ results: parsed.requests.map((r) => answer(records, r)) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
