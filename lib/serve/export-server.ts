import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Socket } from 'node:net';
import send from 'send';
import { contentTypeOf } from '../hosting/header-policy';
import { requestPath } from './request-target';
import { resolveExportPath } from './resolve-export-path';
import { pickEncodedFile } from './precompressed';

/** Extra response headers for one file, given its path relative to the export (`404.html` for a not-found answer). */
export type HeaderHook = (file: string) => Record<string, string>;

/** Options of {@link createExportServer}. */
export interface ExportServerOptions {
  /** serve under this path prefix (`''` for `/`, e.g. `/preview/x`) */
  basePath?: string;
  /** headers to add to every file response (cache policy, CSP, security headers) */
  headers?: HeaderHook;
}

const CONDITIONAL_HEADERS = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'if-range', 'range'];

/**
 * A strong entity tag (RFC 9110 § 8.8.3) from a file's modification time and size, in nginx's
 * format (`"<mtime seconds hex>-<size hex>"`), so both servers validate the same way. Each stored
 * form (`page.html`, `page.html.gz`) has its own.
 */
function strongEtag(stat: { mtimeMs: number; size: number }): string {
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
}

/** A plain-text answer for requests that reach no file (400, 405, 500). */
function plain(res: http.ServerResponse, status: number, headers: Record<string, string> = {}): void {
  const body = `${status} ${http.STATUS_CODES[status] ?? ''}\n`;
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * Answers a request the HTTP parser rejected (RFC 9112 § 3: bad request line, bad header) with
 * 400, or 431 when the request head exceeds Node's header size limit, then closes the socket.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (socket.writable && !socket.destroyed) {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
}

/**
 * An HTTP server for the static export with the CDN URL rules (resolve-export-path.ts). Files are
 * sent by the `send` library: `ETag`/`Last-Modified` with 304 answers (RFC 9110 § 13), single
 * byte ranges with 206, 416 without the file, `If-Range`, and a read stream that is closed when
 * the response ends or the client goes away. Around that:
 *
 * - only GET and HEAD; any other method gets 405 with `Allow: GET, HEAD`;
 * - a request target that is not a path gets 400, one the parser rejects gets 400 (431 for an
 *   oversized head); no request line can throw out of the handler;
 * - unknown paths, dotfiles, internal files (`/_not-found`, `/404`) and paths outside `basePath`
 *   get `404.html` with status 404 (never a 304 or 206 for it); a path climbing above the root
 *   gets 400; nothing is ever redirected (resolve-export-path.ts);
 * - a strong `ETag` ({@link strongEtag}); an `If-Range` with a weak validator gets the whole file;
 * - a precompressed sibling (`page.html.br`, `page.html.gz`) is sent with `Content-Encoding` when
 *   it exists and the client accepts it (precompressed.ts), with the type of the original file;
 * - `options.headers` adds headers to every file response (also the 404 page).
 *
 * @param dir - absolute path of the export (`out/`)
 * @param options - base path and header hook
 */
export function createExportServer(dir: string, options: ExportServerOptions = {}): http.Server {
  const basePath = options.basePath ?? '';
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch {
      if (!res.headersSent) plain(res, 500);
      else res.destroy();
    }
  });
  server.on('clientError', answerClientError);
  return server;

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, { Allow: 'GET, HEAD' });
      return;
    }
    const urlPath = requestPath(req.url);
    const resolved = urlPath === null ? ({ status: 400 } as const) : resolveExportPath(dir, urlPath, basePath);
    if (resolved.status === 400) plain(res, 400);
    else if (resolved.status === 404) sendNotFound(req, res);
    else sendFile(req, res, resolved.file, 200);
  }

  function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (!fs.existsSync(path.join(dir, '404.html'))) {
      plain(res, 404);
      return;
    }
    // The 404 page is always sent whole: conditional and range headers apply to the requested URL.
    for (const header of CONDITIONAL_HEADERS) delete req.headers[header];
    sendFile(req, res, '404.html', 404);
  }

  function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: 200 | 404): void {
    const stored = pickEncodedFile(dir, file, req.headers['accept-encoding']);
    // A second attempt (the 404 page after the file vanished) starts from no headers: a
    // Content-Encoding set for the first file would mislabel the page.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.statusCode = status;
    for (const [name, value] of Object.entries(options.headers?.(file) ?? {})) res.setHeader(name, value);
    res.setHeader('Content-Type', contentTypeOf(file));
    if (stored.hasSiblings) {
      const vary = res.getHeader('Vary');
      res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (stored.encoding) res.setHeader('Content-Encoding', stored.encoding);
    if (status === 200) {
      const stat = fs.statSync(path.join(dir, stored.file));
      res.setHeader('ETag', strongEtag(stat));
      // If-Range needs a strong validator (RFC 9110 § 13.1.5): a weak one never matches, so the
      // whole file is sent, as nginx does.
      if (/^\s*W\//.test(String(req.headers['if-range'] ?? ''))) delete req.headers.range;
    }
    const encoded = stored.file.split('/').map(encodeURIComponent).join('/');
    const sending = send(req, encoded, {
      root: dir,
      // Which dotfiles a reader may reach (`.well-known/`, RFC 8615) was decided by resolve-export-path.ts.
      dotfiles: 'allow',
      index: false,
      acceptRanges: status === 200,
      // The strong ETag above is used instead of the library's weak one.
      etag: false,
      lastModified: status === 200,
    })
      // A folder never gets the library's 301 to `path/`: it is not a file of the export.
      .on('directory', () => sendNotFound(req, res))
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        if (res.headersSent) return void res.destroy();
        const code = error.status ?? 500;
        if (code === 404 && status === 200) return sendNotFound(req, res);
        // 416 carries the size in Content-Range and no body (RFC 9110 § 15.5.17).
        if (code === 416) {
          res.removeHeader('Content-Encoding');
          res.writeHead(416, { ...error.headers, 'Content-Length': 0 });
          return void res.end();
        }
        plain(res, code);
      });
    releaseWithConnection(req, res, sending);
    sending.pipe(res);
  }
}

/**
 * Ties the file's read stream to the lifetime of its request. `send` closes its stream when the
 * response finishes or the response's socket closes, but a response queued behind a pipelined
 * predecessor (RFC 9112 § 9.3.2) never gets a socket: when the client resets, half-closes or
 * closes the connection, Node destroys the queued request (its `close` event fires) and emits
 * nothing on the queued response, so its read stream would stay paused with an open descriptor
 * for the life of the process. Here the stream is destroyed as soon as the request or the
 * response closes before the response has finished, also when the stream is opened only after
 * that (the `stat` was still running).
 */
function releaseWithConnection(req: http.IncomingMessage, res: http.ServerResponse, file: send.SendStream): void {
  let readStream: fs.ReadStream | undefined;
  let released = false;
  const release = () => {
    if (res.writableFinished || released) return;
    released = true;
    readStream?.destroy();
  };
  file.on('stream', (stream: fs.ReadStream) => {
    readStream = stream;
    if (released) stream.destroy();
  });
  req.once('close', release);
  res.once('close', release);
}
