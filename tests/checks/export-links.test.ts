import { describe, expect, it } from 'vitest';
import { checkExport } from '@/lib/checks/export-links';
import { tempTree } from '../helpers';

/** A page as Next writes it, its stylesheet under the base path. */
const page = (body: string, basePath = '') =>
  `<!doctype html><html><head><link rel="stylesheet" href="${basePath}/_next/site.css"></head><body>${body}</body></html>`;

/** The findings as `page: target reason`, sorted. */
const findings = (broken: Awaited<ReturnType<typeof checkExport>>['broken']) => broken.map((b) => `${b.page}: ${b.target} ${b.reason}`).sort();

describe('the export link check', () => {
  it('names the page of each broken link, missing asset and missing anchor, and passes good ones', async () => {
    // Next writes a page's data folder (`foo/`) beside its file (`foo.html`).
    const out = tempTree({
      'index.html': page('<a href="/foo">foo</a><a href="https://example.invalid/gone">external: not requested</a>'),
      'foo.html': page(
        '<h2 id="usage">Foo</h2><a href="#usage">TOC</a><a href="#top">top</a><a href="/a/b#sec">b</a><a href="/a/b#gone">b</a><a href="/missing">x</a><a href="#nope">n</a><script src="/_next/app.js"></script><img src="/img/none.png">',
      ),
      'foo/data.txt': 'the page data',
      'a/b.html': page('<h2 id="sec">B</h2><a href="/foo.html#usage">foo</a><a href="/foo.md">Markdown</a>'),
      'foo.md': '# Foo',
      'unlinked.html': page('<a href="/nowhere">x</a>'),
      '404.html': page('not found'),
      '_next/app.js': 'console.log(1)',
      '_next/site.css': 'body { background: url(/img/missing-bg.png) }',
    });
    const { broken, pages } = await checkExport(out);
    expect(pages).toBe(5);
    // A clean URL is requested as its file (/missing → /missing.html), as the CDN serves it.
    expect(findings(broken)).toEqual([
      '_next/site.css: /img/missing-bg.png 404',
      'foo.html: #nope anchor',
      'foo.html: /a/b#gone anchor',
      'foo.html: /img/none.png 404',
      'foo.html: /missing.html 404',
      'unlinked.html: /nowhere.html 404',
    ]);
  });

  it('serves the export under its base path: a link without it is broken', async () => {
    const out = tempTree({
      'index.html': page('<a href="/docs">home</a><a href="/docs/x#here">x</a><a href="/x">outside the base path</a>', '/docs'),
      'x.html': page('<p id="here">x</p><a href="/docs/#nope">home</a>', '/docs'),
      'x/data.txt': '',
      '_next/site.css': '',
    });
    expect(findings((await checkExport(out, '/docs')).broken)).toEqual(['index.html: /x.html 404', 'x.html: /docs/#nope anchor']);
  });
});
