import http from 'node:http';
import handler from 'serve-handler';
import { resolveExportPath } from './resolve-export-path';

/**
 * An HTTP server for the static export with the CDN URL rules (resolve-export-path.ts), serving
 * files through serve-handler (content types, ETags, ranges). `.md` files are sent as
 * `text/markdown; charset=utf-8`. Unknown paths get `404.html` with status 404.
 *
 * @param dir - absolute path of the export (`out/`)
 * @param basePath - configured base path (`''` for `/`)
 */
export function createExportServer(dir: string, basePath = ''): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { status, file } = resolveExportPath(dir, url.pathname, basePath);
    // serve-handler answers a missing path with the folder's 404.html and status 404.
    req.url = status === 200 ? `/${file}` : '/__not_found__';
    void handler(req, res, {
      public: dir,
      cleanUrls: false,
      directoryListing: false,
      etag: true,
      headers: [{ source: '**/*.md', headers: [{ key: 'Content-Type', value: 'text/markdown; charset=utf-8' }] }],
    });
  });
}
