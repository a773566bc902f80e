import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createExportServer } from '@/lib/serve/export-server';
import type { HostingConfig } from '@/lib/hosting/header-policy';
import { tempTree } from '../helpers';

const PAGE = '<!DOCTYPE html><title>Quickstart</title>';
const NOT_FOUND = '<!DOCTYPE html><title>Not found</title>';
const EXPORT = tempTree({
  'index.html': '<!DOCTYPE html><title>Home</title>',
  '404.html': NOT_FOUND,
  'quickstart.html': PAGE,
  'learn/a.md': '# A\n',
  'big.txt': 'x'.repeat(1 << 20),
});
const config = (basePath: string): HostingConfig => ({
  basePath,
  search: { algolia: null },
  feedback: { endpoint: null },
  aiAssistant: null,
  analytics: { umami: null, plausible: null, attribution: null },
});

/** Starts `npm start`'s server over the small export on a free port; returns its origin. */
async function start(basePath: string): Promise<{ origin: string; server: http.Server }> {
  const server = createExportServer(EXPORT, { config: config(basePath) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Sends `head` as written on a fresh connection and returns the raw answer (until the server closes or 2 s pass). */
function raw(origin: string, head: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(head));
    let answer = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('npm start (sirv with the production headers)', () => {
  let root: { origin: string; server: http.Server };
  let preview: { origin: string; server: http.Server };
  beforeAll(async () => {
    root = await start('');
    preview = await start('/preview/x');
  });
  afterAll(() => {
    root.server.close();
    preview.server.close();
  });

  test('/foo, /foo.html, /foo/ and /foo/index.html are the page, with the CSP and page headers', async () => {
    for (const p of ['/quickstart', '/quickstart.html', '/quickstart/', '/quickstart/index.html', '/quickstart?x=1']) {
      const res = await fetch(root.origin + p);
      expect([p, res.status, await res.text()]).toEqual([p, 200, PAGE]);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const md = await fetch(`${root.origin}/learn/a.md`);
    expect([md.status, md.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
  });

  test('an unknown path gets the 404 page with status 404 and the site headers', async () => {
    const res = await fetch(`${root.origin}/no/such-page`);
    expect([res.status, await res.text()]).toEqual([404, NOT_FOUND]);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('under a base path, only paths below it are the site', async () => {
    for (const [p, status] of [
      ['/preview/x', 200],
      ['/preview/x/', 200],
      ['/preview/x/quickstart', 200],
      ['/quickstart', 404],
      ['/preview/xy', 404],
      ['/preview', 404],
    ] as const) {
      expect([p, (await fetch(preview.origin + p)).status]).toEqual([p, status]);
    }
  });

  test('answers a revalidation with 304 and a range with 206', async () => {
    const etag = (await fetch(`${root.origin}/quickstart`)).headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetch(`${root.origin}/quickstart`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const range = await fetch(`${root.origin}/quickstart`, { headers: { Range: 'bytes=0-4' } });
    expect([range.status, await range.text()]).toEqual([206, PAGE.slice(0, 5)]);
  });

  test('answers malformed request lines and keeps serving', async () => {
    const lines = [
      'GET\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET constructor HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET http://x:99999/ HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'BREW /quickstart HTTP/1.1\r\nHost: x\r\n\r\n',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n',
    ];
    for (const line of lines) {
      for (const { origin } of [root, preview]) {
        const answer = await raw(origin, line);
        expect([JSON.stringify(line.slice(0, 40)), /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? answer]).toEqual([
          JSON.stringify(line.slice(0, 40)),
          expect.stringMatching(/^(200|400|404|414|431|505)$/),
        ]);
      }
    }
    expect((await fetch(`${root.origin}/quickstart`)).status).toBe(200);
    expect((await fetch(`${preview.origin}/preview/x/quickstart`)).status).toBe(200);
  });

  const descriptors = () => fs.readdirSync('/proc/self/fd').length;
  test.each([
    ['reset', (socket: net.Socket) => socket.resetAndDestroy()],
    ['half-close', (socket: net.Socket) => socket.end()],
    ['FIN', (socket: net.Socket) => socket.destroy()],
  ])('returns to its descriptor count after 100 pipelined downloads on one connection end by %s', async (_name, endBy) => {
    const before = descriptors();
    const { port } = new URL(root.origin);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /big.txt HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(100)));
      socket.once('data', () => endBy(socket));
      socket.on('error', () => {});
      socket.on('close', () => resolve());
    });
    await expect.poll(descriptors, { timeout: 5000 }).toBeLessThanOrEqual(before);
    expect((await fetch(`${root.origin}/quickstart`)).status).toBe(200);
  });
});
