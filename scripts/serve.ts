/**
 * `npm start`: builds the export if `out/` is missing, then serves it on 127.0.0.1:3000 (PORT
 * overrides) with the CDN URL rules of lib/serve/resolve-export-path.ts, through serve-handler.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import handler from 'serve-handler';
import { resolveExportPath } from '../lib/serve/resolve-export-path';

const outDir = path.resolve('out');
if (!fs.existsSync(path.join(outDir, '404.html'))) {
  console.log('No export in out/ yet: running `npm run build` first.');
  execSync('npm run build', { stdio: 'inherit' });
}

const basePath = process.env.BASE_PATH ?? '';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/** Serves one request from the export. */
export function createExportServer(dir: string, base = ''): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { status, file } = resolveExportPath(dir, url.pathname, base);
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

createExportServer(outDir, basePath).listen(port, host, () => {
  console.log(`Serving ${outDir} at http://${host}:${port}${basePath || '/'}`);
});
