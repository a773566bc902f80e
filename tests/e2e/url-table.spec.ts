// One table of URLs answered the same way by `npm start` (scripts/serve.ts) and by Debian's nginx
// with the shipped include (deploy/nginx.conf), both serving out/: pages under every spelling,
// the 404 page, framework-internal files, slashes and dot segments, and If-Range validators.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startServeProcess, type ServeProcess } from '@/scripts/serve-process';
import { expect, test as base, workerServer, type Served } from './fixtures';
import { startNginx } from './nginx';

const OUT = 'out';

/** What a case expects: a status and, for 200/206/404, the file whose bytes are the body. */
interface Expected {
  status: number;
  /** export file the body equals (206: its first 10 bytes) */
  file?: string;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (the path goes on the request line exactly as written; no decompression). */
function rawGet(origin: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const PAGE = 'quickstart.html';
const CASES: [path: string, expected: Expected][] = [
  ['/', { status: 200, file: 'index.html' }],
  ['/quickstart', { status: 200, file: PAGE }],
  ['/quickstart/', { status: 200, file: PAGE }],
  ['/quickstart.html', { status: 200, file: PAGE }],
  ['/quickstart/index.html', { status: 200, file: PAGE }],
  ['/__next._tree.txt', { status: 200, file: '__next._tree.txt' }],
  ['/no/such-page', { status: 404, file: '404.html' }],
  ['/404', { status: 404, file: '404.html' }],
  ['/404.html', { status: 404, file: '404.html' }],
  ['/404/', { status: 404, file: '404.html' }],
  ['/_not-found', { status: 404, file: '404.html' }],
  ['/_not-found.html', { status: 404, file: '404.html' }],
  ['/_not-found.txt', { status: 404, file: '404.html' }],
  ['/_headers', { status: 404, file: '404.html' }],
  ['/.env', { status: 404, file: '404.html' }],
  ['//quickstart', { status: 200, file: PAGE }],
  ['/learn//../quickstart', { status: 200, file: PAGE }],
  ['/%2e%2e/', { status: 400 }],
  ['/%2e%2e/etc/passwd', { status: 400 }],
];

/** `npm start` and nginx over the same export, started once per worker. */
interface BothServers {
  list: { name: string; origin: string }[];
  close: () => Promise<void>;
}

const test = base.extend<object, { servers: BothServers }>({
  servers: workerServer(async () => {
    const serve: ServeProcess = await startServeProcess(path.resolve(OUT));
    const nginx: Served = await startNginx({ exportDir: OUT, include: fs.readFileSync('deploy/nginx.conf', 'utf8') });
    return {
      list: [
        { name: 'npm start', origin: serve.origin },
        { name: 'nginx', origin: nginx.baseUrl },
      ],
      close: async () => {
        await serve.stop();
        await nginx.close();
      },
    };
  }),
});

for (const [rawPath, expected] of CASES) {
  test(`${rawPath} → ${expected.status}${expected.file ? ` ${expected.file}` : ''}`, async ({ servers }) => {
    for (const { name, origin } of servers.list) {
      const answer = await rawGet(origin, rawPath);
      expect(answer.status, `${name} ${rawPath}`).toBe(expected.status);
      if (expected.file) expect(answer.body.equals(fs.readFileSync(path.join(OUT, expected.file))), `${name} ${rawPath} body is ${expected.file}`).toBe(true);
    }
  });
}

test.describe('If-Range (RFC 9110 § 13.1.5): only a strong validator that matches gives 206', () => {
  const file = fs.existsSync(path.join(OUT, PAGE)) ? fs.readFileSync(path.join(OUT, PAGE)) : Buffer.alloc(0);
  const range = { Range: 'bytes=0-9' };

  test('the ETag is strong, and If-Range with it gives the range', async ({ servers }) => {
    for (const { name, origin } of servers.list) {
      const etag = (await rawGet(origin, '/quickstart')).headers.etag!;
      expect(etag, name).toMatch(/^"[^"]+"$/);
      const answer = await rawGet(origin, '/quickstart', { ...range, 'If-Range': etag });
      expect([name, answer.status, answer.headers['content-range']]).toEqual([name, 206, `bytes 0-9/${file.length}`]);
      expect(answer.body.equals(file.subarray(0, 10)), name).toBe(true);
    }
  });

  test('If-Range with the same tag marked weak, or another tag, gives the whole page', async ({ servers }) => {
    for (const { name, origin } of servers.list) {
      const etag = (await rawGet(origin, '/quickstart')).headers.etag!;
      for (const validator of [`W/${etag}`, '"not-this-one"']) {
        const answer = await rawGet(origin, '/quickstart', { ...range, 'If-Range': validator });
        expect([name, validator, answer.status]).toEqual([name, validator, 200]);
        expect(answer.body.equals(file), `${name} ${validator}`).toBe(true);
      }
    }
  });
});
