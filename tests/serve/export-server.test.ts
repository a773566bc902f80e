import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveExportPath } from '@/lib/serve/resolve-export-path';
import { createExportServer } from '@/lib/serve/export-server';
import { checkExport } from '@/lib/checks/export-links';
import { tempTree } from '../helpers';

const out = tempTree({
  'index.html': '<a href="/foo">foo</a>',
  'foo.html': '<h2 id="top">Foo</h2><a href="/a/b#sec">b</a><a href="/missing">x</a><a href="#nope">n</a><script src="/_next/app.js"></script>',
  'foo/extra.txt': 'payload',
  'a/b.html': '<h2 id="sec">B</h2><a href="https://example.org">ext</a>',
  'a/b.md': '# B',
  '404.html': 'not found page',
  '_next/app.js': 'console.log(1)',
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
  ])('%s → %s', (url, file) => {
    expect(resolveExportPath(out, url)).toEqual({ status: 200, file });
  });

  it.each(['/nope', '/foo/nope', '/../etc/passwd', '/%2e%2e/secret', '/404.html', '/%E0%A4%A'])('%s → 404', (url) => {
    expect(resolveExportPath(out, url)).toEqual({ status: 404, file: '404.html' });
  });

  it('applies a base path', () => {
    expect(resolveExportPath(out, '/preview/foo', '/preview')).toEqual({ status: 200, file: 'foo.html' });
    expect(resolveExportPath(out, '/foo', '/preview').status).toBe(404);
  });
});

describe('export server', () => {
  let base = '';
  const server = createExportServer(out);
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
});

describe('export link check', () => {
  it('finds broken links and missing anchors, and passes good ones', () => {
    const report = checkExport(out);
    expect(report.broken).toEqual([
      { page: 'foo.html', target: '/missing', kind: 'link' },
      { page: 'foo.html', target: '#nope', kind: 'anchor' },
    ]);
    expect(report.pages).toBe(4);
  });

  it('uses the base path', () => {
    const based = tempTree({ 'index.html': '<a href="/docs/x">x</a><a href="/x">y</a>', 'x.html': 'x', '404.html': '' });
    expect(checkExport(path.resolve(based), '/docs').broken).toEqual([{ page: 'index.html', target: '/x', kind: 'link' }]);
  });
});
