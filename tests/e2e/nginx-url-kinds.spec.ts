// Three kinds of URL as Debian's nginx answers them with the shipped include (deploy/nginx.conf),
// over a small export written here: files below
// `/.well-known/` (RFC 8615) are served, the folder's own name is not; a precompressed `.gz`
// sibling is no URL of its own (the file is sent gzip-encoded under its own URL), while a `.gz`
// download without an uncompressed twin is served as application/gzip; and a path ending in `/`
// names a folder page only (`/x.html/` is not the page `x.html`). It sends one Content-Type per
// kind of file (lib/hosting/header-policy.ts MEDIA_TYPES), whatever nginx's own MIME list says.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test as base, workerServer } from './fixtures';
import { rawGet, startNginx } from './nginx';

const PAGE = `<!DOCTYPE html><html><head><title>Quickstart</title></head><body>${'<p>Install, then run.</p>'.repeat(60)}</body></html>`;
const FILES: Record<string, string | Buffer> = {
  'index.html': '<!DOCTYPE html><title>Home</title>',
  '404.html': '<!DOCTYPE html><title>Not found</title>',
  'quickstart.html': PAGE,
  'quickstart.html.gz': gzipSync(PAGE),
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  '.well-known/apple-app-site-association': '{"applinks":{}}',
  '.well-known/.secret': 'no',
  'downloads/sample.tar.gz': gzipSync('a tar archive'),
};

/** One file per kind, with the Content-Type nginx must send for it. */
const TYPED: [file: string, type: string][] = [
  ['kinds/a.js', 'text/javascript; charset=utf-8'],
  ['kinds/a.mjs', 'text/javascript; charset=utf-8'],
  ['kinds/a.css', 'text/css; charset=utf-8'],
  ['kinds/a.json', 'application/json; charset=utf-8'],
  ['kinds/a.js.map', 'application/json; charset=utf-8'],
  ['kinds/a.webmanifest', 'application/manifest+json; charset=utf-8'],
  ['kinds/a.md', 'text/markdown; charset=utf-8'],
  ['kinds/sitemap.xml', 'application/xml; charset=utf-8'],
  ['kinds/a.svg', 'image/svg+xml; charset=utf-8'],
  ['kinds/a.ico', 'image/x-icon'],
  ['kinds/a.woff2', 'font/woff2'],
  ['kinds/a.ttf', 'font/ttf'],
  ['kinds/a.wasm', 'application/wasm'],
  ['kinds/a.csv', 'text/csv; charset=utf-8'],
  ['kinds/a.yaml', 'application/yaml; charset=utf-8'],
  ['kinds/wasm.en.pagefind', 'application/octet-stream'],
  ['kinds/install.sh', 'application/octet-stream'],
];
for (const [file] of TYPED) FILES[file] = 'x';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const HTML = 'text/html; charset=utf-8';
const GZIP = { 'Accept-Encoding': 'gzip' };

/** One URL and the answer nginx must give: status, the export file whose bytes are the body, Content-Type, Content-Encoding. */
type Case = [path: string, headers: Record<string, string> | undefined, status: number, file: string, type: string, encoding?: string];
const NOT_FOUND = [404, '404.html', HTML] as const;
const CASES: Case[] = [
  ['/.well-known/security.txt', undefined, 200, '.well-known/security.txt', 'text/plain; charset=utf-8'],
  ['/.well-known/apple-app-site-association', undefined, 200, '.well-known/apple-app-site-association', 'application/octet-stream'],
  ['/.well-known', undefined, ...NOT_FOUND],
  ['/.well-known/.secret', undefined, ...NOT_FOUND],
  ['/quickstart', GZIP, 200, 'quickstart.html.gz', HTML, 'gzip'],
  ['/quickstart', undefined, 200, 'quickstart.html', HTML],
  ['/quickstart.html.gz', undefined, ...NOT_FOUND],
  ['/quickstart.html.gz', GZIP, ...NOT_FOUND],
  ['/quickstart.gz', undefined, ...NOT_FOUND],
  ['/downloads/sample.tar.gz', undefined, 200, 'downloads/sample.tar.gz', 'application/gzip'],
  ['/downloads/sample.tar.gz', GZIP, 200, 'downloads/sample.tar.gz', 'application/gzip'],
  ['/quickstart.html/', undefined, ...NOT_FOUND],
  ['/quickstart/index.html/', undefined, ...NOT_FOUND],
  ['/logo.svg/', undefined, ...NOT_FOUND],
  ['/quickstart/', undefined, 200, 'quickstart.html', HTML],
];

interface Served {
  exportDir: string;
  origin: string;
  close: () => Promise<void>;
}

const test = base.extend<object, { server: Served }>({
  server: workerServer(async () => {
    const exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-kinds-'));
    for (const [rel, bytes] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(exportDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(exportDir, rel), bytes);
    }
    const nginx = await startNginx({ exportDir, include: fs.readFileSync('deploy/nginx.conf', 'utf8') });
    return {
      exportDir,
      origin: nginx.baseUrl,
      close: async () => {
        await nginx.close();
        fs.rmSync(exportDir, { recursive: true, force: true });
      },
    };
  }),
});

test('each URL gets its status, body, Content-Type, Content-Encoding and Cache-Control', async ({ server }) => {
  const answers: object[] = [];
  for (const [rawPath, headers, , file] of CASES) {
    const answer = await rawGet(server.origin, rawPath, headers);
    const body = answer.body.equals(fs.readFileSync(path.join(server.exportDir, file))) ? file : `not ${file}`;
    const { 'content-type': type, 'content-encoding': encoding, 'cache-control': cache } = answer.headers;
    answers.push({ url: `${rawPath} ${headers ? JSON.stringify(headers) : ''}`, status: answer.status, body, type, encoding, cache });
  }
  expect(answers).toEqual(
    CASES.map(([rawPath, headers, status, file, type, encoding]) => ({
      url: `${rawPath} ${headers ? JSON.stringify(headers) : ''}`,
      status,
      body: file,
      type,
      encoding,
      cache: REVALIDATE,
    })),
  );
});

test('each kind of file gets its Content-Type', async ({ server }) => {
  const types: [string, string | undefined][] = [];
  for (const [file] of TYPED) types.push([file, (await rawGet(server.origin, `/${file}`)).headers['content-type']]);
  expect(types).toEqual(TYPED);
});
