// Three kinds of URL as Debian's nginx answers them with the shipped include (deploy/nginx.conf),
// over a small export written here: files below
// `/.well-known/` (RFC 8615) are served, the folder's own name is not; a precompressed `.gz`
// sibling is no URL of its own (the file is sent gzip-encoded under its own URL), while a `.gz`
// download without an uncompressed twin is served as application/gzip; and a path ending in `/`
// names a folder page only (`/x.html/` is not the page `x.html`). It sends one Content-Type per
// kind of file (lib/hosting/header-policy.ts MEDIA_TYPES), whatever nginx's own MIME list says.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test as base, workerServer } from './fixtures';
import { startNginx } from './nginx';

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

/** One URL and the answer nginx must give. */
interface Case {
  path: string;
  headers?: Record<string, string>;
  status: number;
  /** export file whose bytes are the body */
  file: string;
  type: string;
  encoding?: string;
  cache: string;
}

const NOT_FOUND = { status: 404, file: '404.html', type: 'text/html; charset=utf-8', cache: REVALIDATE } as const;
const CASES: Case[] = [
  { path: '/.well-known/security.txt', status: 200, file: '.well-known/security.txt', type: 'text/plain; charset=utf-8', cache: REVALIDATE },
  {
    path: '/.well-known/apple-app-site-association',
    status: 200,
    file: '.well-known/apple-app-site-association',
    type: 'application/octet-stream',
    cache: REVALIDATE,
  },
  { path: '/.well-known', ...NOT_FOUND },
  { path: '/.well-known/.secret', ...NOT_FOUND },
  {
    path: '/quickstart',
    headers: { 'Accept-Encoding': 'gzip' },
    status: 200,
    file: 'quickstart.html.gz',
    type: 'text/html; charset=utf-8',
    encoding: 'gzip',
    cache: REVALIDATE,
  },
  { path: '/quickstart', status: 200, file: 'quickstart.html', type: 'text/html; charset=utf-8', cache: REVALIDATE },
  { path: '/quickstart.html.gz', ...NOT_FOUND },
  { path: '/quickstart.html.gz', headers: { 'Accept-Encoding': 'gzip' }, ...NOT_FOUND },
  { path: '/quickstart.gz', ...NOT_FOUND },
  { path: '/downloads/sample.tar.gz', status: 200, file: 'downloads/sample.tar.gz', type: 'application/gzip', cache: REVALIDATE },
  {
    path: '/downloads/sample.tar.gz',
    headers: { 'Accept-Encoding': 'gzip' },
    status: 200,
    file: 'downloads/sample.tar.gz',
    type: 'application/gzip',
    cache: REVALIDATE,
  },
  { path: '/quickstart.html/', ...NOT_FOUND },
  { path: '/quickstart/index.html/', ...NOT_FOUND },
  { path: '/logo.svg/', ...NOT_FOUND },
  { path: '/quickstart/', status: 200, file: 'quickstart.html', type: 'text/html; charset=utf-8', cache: REVALIDATE },
];

/** A raw GET: the path goes on the request line as written, the body stays as sent. */
function rawGet(origin: string, rawPath: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

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

for (const c of CASES) {
  const label = `${c.path}${c.headers ? ` (${Object.values(c.headers).join(', ')})` : ''} → ${c.status} ${c.file}${c.encoding ? ` as ${c.encoding}` : ''}`;
  test(label, async ({ server }) => {
    const answer = await rawGet(server.origin, c.path, c.headers);
    expect({
      status: answer.status,
      type: answer.headers['content-type'],
      encoding: answer.headers['content-encoding'],
      cache: answer.headers['cache-control'],
    }).toEqual({ status: c.status, type: c.type, encoding: c.encoding, cache: c.cache });
    expect(answer.body.equals(fs.readFileSync(path.join(server.exportDir, c.file))), `the body is ${c.file}`).toBe(true);
  });
}

test('each kind of file gets its Content-Type', async ({ server }) => {
  const types: [string, string | undefined][] = [];
  for (const [file] of TYPED) types.push([file, (await rawGet(server.origin, `/${file}`)).headers['content-type']]);
  expect(types).toEqual(TYPED);
});
