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
 * The local preview server of the static export (README § The local server): the `sirv` library
 * (https://github.com/lukeed/sirv) resolves clean URLs, answers revalidations and byte ranges and
 * sends the `.gz` siblings; around it, a path outside `basePath` gets the 404 page,
 * `/foo/index.html` is read as `/foo/`, every response carries {@link headersForFile} and
 * `contentTypeOf` of the file it answers with, a path naming no file gets `404.html` with status
 * 404, and pipelined requests are answered one after the other, not at all once the client has
 * gone (so no file stays open for a response that can never be sent).
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
