import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { contentTypeOf, type HostingConfig, headersForFile } from '../hosting/header-policy';

/** Options of {@link createExportServer}. */
export interface ExportServerOptions {
  /** The hosting configuration whose headers every response carries (CSP, security headers, cache policy, `X-Robots-Tag`). */
  config: HostingConfig;
  /** Serve under this path prefix (`''` for `/`, e.g. `/preview/x`); defaults to `config.basePath`. */
  basePath?: string;
}

/**
 * The export file a request path stands for, to pick its headers: the path itself when it names a
 * file with an extension, else the page `<path>.html` (`/` is `index.html`).
 */
function headerFile(pathname: string): string {
  const file = pathname.replace(/^\/+|\/+$/g, '');
  return /\.[^/]+$/.test(file) ? file : `${file || 'index'}.html`;
}

/**
 * A local preview server for the static export, built on the `sirv` library
 * (https://github.com/lukeed/sirv), which resolves the URL (clean URLs: `/foo` and `/foo/` are
 * `foo.html`, `/` is `index.html`), answers `If-None-Match` with 304 (its weak `ETag`), single
 * byte ranges with 206, and sends a `.gz` sibling the postbuild wrote to a client that accepts
 * gzip. Node's HTTP parser answers a malformed request line with 400. Around the library:
 *
 * - a path outside `basePath` (or a request target that is not a path) gets the 404 page; the
 *   prefix is removed before the library sees the path;
 * - `/foo/index.html` is read as `/foo/` (Next writes `foo.html`, and the CDNs serve both names);
 * - every response carries {@link headersForFile} of the file it answers with, and the
 *   `Content-Type` of lib/hosting/header-policy.ts `contentTypeOf`, as nginx and `_headers` do;
 * - a path that names no file gets `404.html` with status 404 (read once at start);
 * - pipelined requests on one connection are answered one after the other, and not at all once
 *   the client has gone, so no file stays open for a response that can never be sent.
 *
 * What nginx does beyond this (400 for `..` above the root, 404 for `/404` and `/_not-found`,
 * `If-Range`, strong validators) is production's, tested against nginx itself.
 *
 * @param dir - absolute path of the export (`out/`), with a `404.html`
 * @throws Error when `dir` holds no `404.html`
 */
export function createExportServer(dir: string, options: ExportServerOptions): http.Server {
  const basePath = options.basePath ?? options.config.basePath;
  const notFoundPage = fs.readFileSync(path.join(dir, '404.html'));
  const notFound = (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(404, { ...headersForFile(options.config, '404.html'), 'Content-Type': contentTypeOf('404.html') });
    res.end(notFoundPage);
  };
  const serve = sirv(dir, {
    etag: true,
    gzip: true,
    onNoMatch: notFound,
    setHeaders: (res, pathname) => {
      const file = headerFile(pathname);
      for (const [name, value] of Object.entries(headersForFile(options.config, file))) res.setHeader(name, value);
      res.setHeader('Content-Type', contentTypeOf(file));
    },
  });
  // Per connection, the response being sent: a pipelined request (RFC 9112 § 9.3.2) is answered
  // after it. Node emits nothing on a response queued behind another when the client goes away, so
  // a file stream opened for it would stay open for the life of the process.
  const sending = new WeakMap<net.Socket, Promise<void>>();
  return http.createServer((req, res) => {
    const previous = sending.get(req.socket);
    sending.set(req.socket, new Promise((resolve) => res.once('close', resolve)));
    if (!previous) answer(req, res);
    else void previous.then(() => req.socket.destroyed || answer(req, res));
  });

  function answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = req.url ?? '';
    const rest = url.startsWith('/') && url.startsWith(basePath) ? url.slice(basePath.length) : null;
    if (rest === null || !/^(?:$|[/?#])/.test(rest)) notFound(req, res);
    else {
      req.url = `/${rest.replace(/^\//, '')}`.replace(/\/index\.html(?=$|[?#])/, '/');
      serve(req, res);
    }
  }
}
