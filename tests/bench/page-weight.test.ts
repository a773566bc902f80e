import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PageWeigher, folderSize, pageAssets } from '@/scripts/bench/page-weight';
import { htmlFiles } from '@/lib/export/html-files';

describe('pageAssets', () => {
  it('lists the scripts and stylesheets a page loads, skipping nomodule, other origins and repeats', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/_next/static/a.css?v=1" data-precedence="next">
      <link rel="preload" as="style" href="/_next/static/b.css">
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/late.js">
      <link rel="modulepreload" href="/_next/static/mod.js">
      <link rel="preload" as="font" href="/font.woff2">
      <link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://docs.example.com/x">
      <script src="/_next/static/main.js" async></script>
      <script src="/_next/static/polyfill.js" noModule=""></script>
      <script src="https://cdn.example.com/x.js"></script><script src="//cdn.example.com/y.js"></script>
      <script>self.__rsc.push([1,""])</script>
      <script src="/_next/static/late.js" async></script>
      <script src="/preview/_next/static/rsc/0123456789abcdef.js"></script>
    </head></html>`;
    expect(pageAssets(html)).toEqual({
      scripts: ['/_next/static/late.js', '/_next/static/mod.js', '/_next/static/main.js'],
      styles: ['/_next/static/a.css', '/_next/static/b.css'],
      payloads: ['/preview/_next/static/rsc/0123456789abcdef.js'],
    });
  });
});

describe('PageWeigher', () => {
  let dir: string;
  const js = 'console.log("hello world");'.repeat(200);
  const css = 'body{color:red}'.repeat(100);
  const payload = 'self.__rsc.push([1,"0:{}"]);'.repeat(50);
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weigh-'));
    fs.mkdirSync(path.join(dir, '_next/static/rsc'), { recursive: true });
    fs.writeFileSync(path.join(dir, '_next/app.js'), js);
    fs.writeFileSync(path.join(dir, '_next/static/rsc/p.js'), payload);
    fs.writeFileSync(path.join(dir, '_next/app.css'), css);
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(
      path.join(dir, 'docs/page.html'),
      '<link rel="stylesheet" href="/preview/_next/app.css"><script src="/preview/_next/app.js" async></script><p>x</p><script src="/preview/_next/static/rsc/p.js"></script>',
    );
    fs.writeFileSync(path.join(dir, 'broken.html'), '<script src="/preview/_next/missing.js"></script>');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('adds up gzip sizes of the page and its assets, base path stripped', () => {
    const w = new PageWeigher(dir, '/preview').measure('docs/page.html');
    const html = fs.readFileSync(path.join(dir, 'docs/page.html'));
    expect(w).toEqual({
      file: 'docs/page.html',
      htmlBytes: html.length,
      htmlGzipBytes: zlib.gzipSync(html).length,
      jsGzipBytes: zlib.gzipSync(js).length,
      cssGzipBytes: zlib.gzipSync(css).length,
      rscGzipBytes: zlib.gzipSync(payload).length,
      documentGzipBytes: zlib.gzipSync(html).length + zlib.gzipSync(payload).length,
      totalGzipBytes: zlib.gzipSync(html).length + zlib.gzipSync(payload).length + zlib.gzipSync(js).length + zlib.gzipSync(css).length,
      scripts: 1,
      styles: 1,
    });
  });

  it('counts an inline payload with the HTML: the document is the HTML alone', () => {
    fs.writeFileSync(path.join(dir, 'inline.html'), `<script src="/preview/_next/app.js" async></script><p>x</p><script>${payload}</script>`);
    const w = new PageWeigher(dir, '/preview').measure('inline.html');
    expect([w.rscGzipBytes, w.documentGzipBytes]).toEqual([0, w.htmlGzipBytes]);
    expect(w.documentGzipBytes).toBeGreaterThan(zlib.gzipSync('<p>x</p>').length);
    fs.rmSync(path.join(dir, 'inline.html'));
  });

  it('names the page and the asset when the export lacks a file the page loads', () => {
    expect(() => new PageWeigher(dir, '/preview').measure('broken.html')).toThrow(/broken\.html loads \/preview\/_next\/missing\.js/);
  });

  it('lists HTML files and sizes the folder', () => {
    expect(htmlFiles(dir)).toEqual(['broken.html', 'docs/page.html']);
    const files = ['_next/app.js', '_next/app.css', '_next/static/rsc/p.js', 'docs/page.html', 'broken.html'];
    expect(folderSize(dir)).toEqual({ files: 5, bytes: files.reduce((t, f) => t + fs.statSync(path.join(dir, f)).size, 0), precompressedBytes: 0 });
  });

  it('counts precompressed siblings apart from the files they encode', () => {
    const before = folderSize(dir);
    fs.writeFileSync(path.join(dir, 'docs/page.html.gz'), Buffer.alloc(40));
    fs.writeFileSync(path.join(dir, 'docs/page.html.br'), Buffer.alloc(30));
    fs.writeFileSync(path.join(dir, 'archive.gz'), Buffer.alloc(7));
    try {
      // archive.gz has no uncompressed twin: it is a file of the export like any other.
      expect(folderSize(dir)).toEqual({ files: before.files + 1, bytes: before.bytes + 7, precompressedBytes: 70 });
    } finally {
      for (const f of ['docs/page.html.gz', 'docs/page.html.br', 'archive.gz']) fs.rmSync(path.join(dir, f));
    }
  });
});
