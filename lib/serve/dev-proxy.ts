import http from 'node:http';
import https from 'node:https';
import { stripBasePath } from '../config/base-path';

/** `decodeURIComponent(text)`, or `text` as written when it holds a malformed `%` escape. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The development proxy of `npm run dev`: a request under `/api/` that is not a doc page goes to the
 * database-service host with the `/api` prefix stripped (`/api/v1/schemas?x=1` →
 * `<target>/v1/schemas?x=1`), so the Try-it console of the API pages can call it without CORS.
 * `/api` itself and the exact routes of doc pages under `api/` stay on the site; a deeper or a
 * similar path (`/api/overview/extra`, `/api/nildb/overviews`) is proxied.
 *
 * The static export has no such proxy, so it is served by the dev script in front of Next, never
 * by Next's `rewrites` (which `output: 'export'` does not support).
 *
 * @param requestUrl - the request target (`/path?query`), under `basePath` when one is set
 * @param target - absolute URL of the database-service host (a trailing `/` is ignored)
 * @param apiDocIds - content ids of the doc pages under `api/` (e.g. `api/nildb/overview`)
 * @param basePath - `''` or `/a/b`: the site's base path
 * @returns the absolute URL to forward to, or null when the site answers the request
 */
export function devProxyUrl(requestUrl: string, target: string, apiDocIds: ReadonlySet<string>, basePath = ''): string | null {
  const url = new URL(requestUrl, 'http://site.invalid');
  if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return null;
  const pathname = stripBasePath(url.pathname, basePath);
  if (!pathname.startsWith('/api/') || pathname === '/api/') return null;
  if (apiDocIds.has(decodeOrKeep(pathname.slice(1)))) return null;
  return `${target.replace(/\/+$/, '')}${pathname.slice('/api'.length)}${url.search}`;
}

/** Request headers that describe one connection and must not be forwarded (RFC 9110 § 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Forwards one request to `targetUrl` and streams the answer back (status, headers, body). The
 * `Host` header becomes the target's; a target that cannot be reached answers 502 with the reason.
 * @param targetUrl - absolute `http:` or `https:` URL, from {@link devProxyUrl}
 */
export function forwardRequest(req: http.IncomingMessage, res: http.ServerResponse, targetUrl: string): void {
  const target = new URL(targetUrl);
  const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
  for (const name of HOP_BY_HOP) delete headers[name];
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    const body = `Dev proxy: ${target.origin} did not answer (${error.message}). Set NILDB_DEV_PROXY_TARGET to a reachable host.\n`;
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  req.pipe(upstream);
}
