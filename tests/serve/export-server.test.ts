import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveExportPath } from '@/lib/serve/resolve-export-path';
import { createExportServer } from '@/lib/serve/export-server';
import { requestPath } from '@/lib/serve/request-target';
import { tempTree } from '../helpers';

const out = tempTree({
  'index.html': '<a href="/foo">foo</a>',
  'foo.html': '<h2 id="top">Foo</h2><a href="/a/b#sec">b</a><a href="/missing">x</a><a href="#nope">n</a><script src="/_next/app.js"></script>',
  'foo/extra.txt': 'payload',
  'a/b.html': '<h2 id="sec">B</h2><a href="https://example.org">ext</a>',
  'a/b.md': '# B',
  '404.html': 'not found page',
  '_next/app.js': 'console.log(1)',
  '_next/app.js.gz': 'gzip bytes',
  'digits.txt': '0123456789',
  '.env': 'SECRET=1',
  '.git/config': '[core]',
  '.well-known/security.txt': 'Contact: x',
  'downloads/data.tar.gz': 'gzip bytes',
});

describe('resolveExportPath (CDN rules)', () => {
  it.each([
    ['/', 'index.html'],
    ['/foo', 'foo.html'],
    ['/foo.html', 'foo.html'],
    ['/foo/index.html', 'foo.html'],
    ['/foo/', 'foo.html'],
    ['/a/b', 'a/b.html'],
    ['/a/b.md', 'a/b.md'],
    ['/_next/app.js', '_next/app.js'],
    ['/.well-known/security.txt', '.well-known/security.txt'],
    ['/downloads/data.tar.gz', 'downloads/data.tar.gz'],
  ])('%s → %s', (url, file) => {
    expect(resolveExportPath(out, url)).toEqual({ status: 200, file });
  });

  it.each([
    '/nope',
    '/foo/nope',
    '/404',
    '/404.html',
    '/_not-found',
    '/%E0%A4%A',
    '/.env',
    '/.git/config',
    '//example.org/',
    '/.well-known',
    '/foo.html/',
    '/_next/app.js/',
    '/_next/app.js.gz',
  ])('%s → 404', (url) => {
    expect(resolveExportPath(out, url)).toEqual({ status: 404, file: '404.html' });
  });

  it.each([
    ['//foo', 'foo.html'],
    ['/a//b', 'a/b.html'],
    ['/a/./b', 'a/b.html'],
    ['/a/../foo', 'foo.html'],
    ['/a/%2e%2e/foo', 'foo.html'],
  ])('%s is normalised as nginx does → %s', (url, file) => {
    expect(resolveExportPath(out, url)).toEqual({ status: 200, file });
  });

  it.each(['/../etc/passwd', '/%2e%2e/secret', '/a/../../x'])('%s climbs above the root → 400', (url) => {
    expect(resolveExportPath(out, url)).toEqual({ status: 400 });
  });

  it('applies a base path', () => {
    expect(resolveExportPath(out, '/preview/foo', '/preview')).toEqual({ status: 200, file: 'foo.html' });
    expect(resolveExportPath(out, '/foo', '/preview').status).toBe(404);
  });
});

describe('export server', () => {
  let base = '';
  const server = createExportServer(out, {
    headers: (file) => ({ 'X-Hook': file, 'Cache-Control': 'no-cache' }),
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('serves pages, assets and Markdown with the right status and type', async () => {
    const page = await fetch(`${base}/foo`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h2 id="top">');
    expect((await fetch(`${base}/foo.html`)).status).toBe(200);
    const md = await fetch(`${base}/a/b.md`);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('not found page');
  });

  it('answers GET and HEAD only, 405 with Allow for any other method', async () => {
    const head = await fetch(`${base}/foo`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(fs.readFileSync(path.join(out, 'foo.html')))));
    expect(await head.text()).toBe('');
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const res = await fetch(`${base}/foo`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('sends byte ranges: 206 for a satisfiable range, 416 without the file, If-Range honoured', async () => {
    const part = await fetch(`${base}/digits.txt`, { headers: { Range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await part.text()).toBe('234');
    const suffix = await fetch(`${base}/digits.txt`, { headers: { Range: 'bytes=-3' } });
    expect(await suffix.text()).toBe('789');
    const unsatisfiable = await fetch(`${base}/digits.txt`, { headers: { Range: 'bytes=50-60' } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */10');
    expect(await unsatisfiable.text()).toBe('');
    const etag = (await fetch(`${base}/digits.txt`)).headers.get('etag')!;
    const fresh = await fetch(`${base}/digits.txt`, { headers: { Range: 'bytes=0-1', 'If-Range': etag } });
    expect(fresh.status).toBe(206);
    const stale = await fetch(`${base}/digits.txt`, { headers: { Range: 'bytes=0-1', 'If-Range': '"other"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('0123456789');
  });

  it('answers conditional GETs with 304, and never a 304 or 206 for the 404 page', async () => {
    // node:http, because fetch adds `Cache-Control: no-cache` to a request with validators.
    const get = (url: string, headers: Record<string, string>) =>
      new Promise<{ status?: number; body: string }>((resolve) => {
        http.get(`${base}${url}`, { headers }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c)).on('end', () => resolve({ status: res.statusCode, body }));
        });
      });
    const etag = (await fetch(`${base}/foo`)).headers.get('etag')!;
    expect(await get('/foo', { 'If-None-Match': etag })).toEqual({ status: 304, body: '' });
    expect(await get('/nope', { 'If-None-Match': '*', Range: 'bytes=0-1' })).toEqual({ status: 404, body: 'not found page' });
  });

  it('serves no dotfile and treats //host/ as a path, never a redirect', async () => {
    for (const url of ['/.env', '/.git/config', '/%2eenv']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toBe('not found page');
    }
    const res = await fetch(`${base}//example.org/`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });

  it('sends a precompressed sibling the client accepts, with the original type', async () => {
    const gz = await fetch(`${base}/_next/app.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-type')).toBe('text/javascript; charset=utf-8'); // RFC 9239
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    const refused = await fetch(`${base}/_next/app.js`, { headers: { 'Accept-Encoding': 'br, gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    const plain = await new Promise<{ encoding?: string; body: string }>((resolve) => {
      // fetch always sends Accept-Encoding; node:http sends none unless asked.
      http.get(`${base}/_next/app.js`, (res) => {
        let body = '';
        res.on('data', (c) => (body += c)).on('end', () => resolve({ encoding: res.headers['content-encoding'], body }));
      });
    });
    expect(plain).toEqual({ encoding: undefined, body: 'console.log(1)' });
  });

  it('adds the header hook to file and 404 responses', async () => {
    const page = await fetch(`${base}/foo/`);
    expect(page.headers.get('x-hook')).toBe('foo.html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/nope`)).headers.get('x-hook')).toBe('404.html');
  });

  it('answers a request target that is not a path with 400', async () => {
    const status = await new Promise<number>((resolve) => {
      http.get({ host: '127.0.0.1', port: Number(new URL(base).port), path: '*' }, (res) => resolve(res.statusCode ?? 0));
    });
    expect(status).toBe(400);
  });
});

describe('requestPath', () => {
  it.each([
    ['/a/b?q=1#x', '/a/b'],
    ['//host.tld/x', '//host.tld/x'],
    ['http://example.org/a?b', '/a'],
    ['http://example.org', '/'],
    ['http://[::1]:8080/x', '/x'],
  ])('%s → %s', (target, path) => {
    expect(requestPath(target)).toBe(path);
  });

  it.each(['*', 'example.org:443', 'http://[::1', 'http://x:99999/', ''])('%s → null', (target) => {
    expect(requestPath(target)).toBeNull();
  });
});
