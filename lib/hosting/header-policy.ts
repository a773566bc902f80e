/**
 * The HTTP header policy of the static export, as plain data: the Content-Security-Policy (CSP
 * Level 3, https://www.w3.org/TR/CSP3/), the security headers, and the media type and
 * Cache-Control of each file kind. Every hosting output is generated from this one module: each
 * page's `<meta>` CSP (csp-meta.ts), `out/_headers` (headers-file.ts), `deploy/nginx.conf`
 * (nginx-conf.ts) and the local server's headers ({@link headersForFile}). Why a page gets both a
 * header CSP and a `<meta>` CSP, and why SVG and XML files get a policy of their own: README § Headers.
 */
import mime from 'mime-types';

/**
 * The part of the site configuration the policy reads (lib/config/site-config.ts `SiteConfig` has this
 * shape). Each optional feature adds its origins only when configured.
 */
export interface HostingConfig {
  /** URL path prefix of the deployment, `''` or e.g. `/preview/my-branch`. */
  basePath: string;
  /** Ask search engines not to index the deployment (pull request previews); absent means false. */
  noindex?: boolean;
  /** `algolia` null: the local Pagefind index (lib/search/pagefind-backend.ts). */
  search: { algolia: { appId: string; searchHost?: string | null } | null };
  feedback: { endpoint: string | null };
  aiAssistant: { scriptUrl: string } | null;
  analytics: {
    umami: { scriptUrl: string } | null;
    plausible: { scriptUrl: string } | null;
    attribution: { src: string } | null;
  };
}

/** A CSP as directive name → source expressions, in output order. */
export type Csp = Record<string, string[]>;

/** The origins the configured features load scripts from and send requests to. */
export interface FeatureOrigins {
  script: string[];
  connect: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The origins of the configured optional features: Algolia DocSearch (the `-dsn` read host and the
 * `algolianet.com` fallback hosts the Algolia client retries on, or the one configured search
 * host), the feedback endpoint, the AI
 * assistant and the analytics scripts. An unset feature adds nothing.
 * @throws TypeError when a configured URL does not parse (the site config validates them first)
 */
export function featureOrigins(config: HostingConfig): FeatureOrigins {
  const script: string[] = [];
  const connect: string[] = [];
  const algolia = config.search.algolia;
  if (algolia?.searchHost) connect.push(new URL(algolia.searchHost).origin);
  else if (algolia) {
    const app = algolia.appId.toLowerCase();
    connect.push(`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`));
  }
  if (config.feedback.endpoint) connect.push(new URL(config.feedback.endpoint).origin);
  const { umami, plausible, attribution } = config.analytics;
  // A loaded widget or tracker talks to its own origin.
  for (const url of [config.aiAssistant?.scriptUrl, umami?.scriptUrl, plausible?.scriptUrl, attribution?.src]) {
    if (!url) continue;
    const origin = new URL(url).origin;
    script.push(origin);
    connect.push(origin);
  }
  return { script: unique(script), connect: unique(connect) };
}

/**
 * Directives shared by the header and the page policy. `style-src 'unsafe-inline'`: the
 * highlighted code colours and the layout set `style` attributes, which a hash cannot allow.
 */
function sharedDirectives(): Csp {
  return {
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The CSP header of every response but {@link isScriptableDocument} files: {@link pagePolicy} for
 * every page at once, `'unsafe-inline'` standing in for the per-page hashes (each page's `<meta>`
 * narrows it; a browser enforces both) and the Try-it servers in `connect-src`, plus
 * `frame-ancestors 'none'` (no framing; only a header can say so).
 */
export function headerPolicy(config: HostingConfig): Csp {
  return { ...pagePolicy(config, ["'unsafe-inline'"], { tryIt: true }), 'frame-ancestors': ["'none'"] };
}

/**
 * The CSP of a file a browser renders as a document that may hold its own script (SVG, XML with
 * XHTML script elements; {@link isScriptableDocument}), opened directly: nothing loads or runs but
 * its inline styles and same-origin or `data:` images, and the document is sandboxed (a unique
 * origin, no scripts, no forms, no popups; CSP3 § 6.3.2 `sandbox`). As an `<img>` such a file
 * never runs script anyway.
 */
export const DOCUMENT_FILE_POLICY: Readonly<Csp> = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  sandbox: [],
  'frame-ancestors': ["'none'"],
};

/** The lower-case extension of a file name or path (`A.SVG` → `svg`), or `undefined`. */
const extensionOf = (file: string) => /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();

/** Whether a file is an SVG or XML document (a kind a browser renders with its own scripts, other than HTML pages), in any case of its extension. */
export const isScriptableDocument = (file: string) => /\.(svg|xml)$/i.test(file);

/**
 * Where the API reference's Try-it console may send requests: any HTTPS server and a server on
 * the reader's own machine (the reader picks the server; the server's CORS policy decides what
 * the browser lets through).
 */
export const TRY_IT_CONNECT_SOURCES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'] as const;

/**
 * The complete CSP of a page, put in its `<meta http-equiv="Content-Security-Policy">`: everything
 * but `frame-ancestors` (ignored in a `<meta>`), with `script-src 'self'`, `'wasm-unsafe-eval'` for
 * the local search, the feature script origins and the SHA-256 hashes of the page's inline scripts, and `connect-src 'self'` plus
 * exactly the origins of the configured features ({@link TRY_IT_CONNECT_SOURCES} too on API
 * reference pages).
 * @param scriptHashes - source expressions like `'sha256-…'` (csp-meta.ts `inlineScriptHashes`)
 * @param options.tryIt - the page holds the Try-it console (an API reference page)
 */
export function pagePolicy(config: HostingConfig, scriptHashes: string[] = [], options: { tryIt?: boolean } = {}): Csp {
  return {
    'default-src': ["'self'"],
    // The local search (Pagefind) compiles its WebAssembly engine, which CSP3 gates behind
    // 'wasm-unsafe-eval' (WebAssembly compilation only, not `eval`); Algolia needs none.
    'script-src': ["'self'", ...(config.search.algolia ? [] : ["'wasm-unsafe-eval'"]), ...featureOrigins(config).script, ...unique(scriptHashes)],
    'connect-src': ["'self'", ...featureOrigins(config).connect, ...(options.tryIt ? TRY_IT_CONNECT_SOURCES : [])],
    ...sharedDirectives(),
  };
}

/** `directive a b; directive c` — the CSP serialisation (CSP3 § 2.2). */
export function serializeCsp(csp: Csp): string {
  return Object.entries(csp)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Headers every response carries besides the CSP: no MIME sniffing, the origin only on
 * cross-origin referrers (https://www.w3.org/TR/referrer-policy/), and no access to device features
 * the docs never use (https://www.w3.org/TR/permissions-policy/).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/**
 * Headers every response of the export carries: the header CSP ({@link headerPolicy}, or
 * {@link DOCUMENT_FILE_POLICY} for an SVG or XML file), {@link SECURITY_HEADERS} and, for a build
 * that must stay out of search engines (`noindex`, pull request previews), `X-Robots-Tag: noindex`
 * (https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag), which also covers
 * the files a `<meta name="robots">` cannot (Markdown twins, llms.txt).
 * @param kind - `document` for an SVG or XML file, `page` (default) for anything else
 */
export function siteHeaders(config: HostingConfig, kind: 'page' | 'document' = 'page'): Record<string, string> {
  const csp = kind === 'document' ? DOCUMENT_FILE_POLICY : headerPolicy(config);
  return { 'Content-Security-Policy': serializeCsp(csp), ...SECURITY_HEADERS, ...(config.noindex ? { 'X-Robots-Tag': 'noindex' } : {}) };
}

/** How long a file may be cached: by content hash, always revalidated, or briefly. */
export type CacheKind = 'immutable' | 'revalidate' | 'short';

/** `Cache-Control` per cache kind (RFC 9111, `immutable`: RFC 8246). */
export const CACHE_CONTROL: Readonly<Record<CacheKind, string>> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  short: 'public, max-age=3600',
};

/** The type of a file whose extension {@link MEDIA_TYPES} does not list. */
export const DEFAULT_MEDIA_TYPE = 'application/octet-stream';

/** Extensions of the files the export may hold, lower case. */
const SERVED_EXTENSIONS: readonly string[] =
  'html css js mjs json map webmanifest txt md csv xml yaml yml svg png jpg jpeg gif webp avif ico woff woff2 ttf otf pdf wasm mp4 webm zip gz'.split(' ');

/** Where the site's type differs from mime-db's: YAML's registered type (RFC 9512) and the icon type every browser takes. */
const TYPE_OVERRIDES: Readonly<Record<string, string>> = { yaml: 'application/yaml', yml: 'application/yaml', ico: 'image/x-icon' };

/**
 * The media type of each kind of file the export may hold, by lower-case extension: one table that
 * nginx (a `types` block, nginx-conf.ts) and `npm start` (lib/serve/export-server.ts) both send,
 * so neither depends on its own MIME list. The types are mime-db's (through `mime-types`), but for
 * {@link TYPE_OVERRIDES}; any other file is `application/octet-stream` ({@link DEFAULT_MEDIA_TYPE}).
 * JavaScript is `text/javascript` (RFC 9239), also for `.mjs`, which a browser refuses to run as a
 * module under `X-Content-Type-Options: nosniff` with another type.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  SERVED_EXTENSIONS.map((ext) => [ext, TYPE_OVERRIDES[ext] ?? (mime.lookup(ext) || DEFAULT_MEDIA_TYPE)]),
);

/** Text types sent with `; charset=utf-8` (the export's text is UTF-8); `text/html` always is. */
export const CHARSET_TYPES: readonly string[] =
  'text/css text/javascript application/json application/manifest+json text/plain text/markdown text/csv application/xml application/yaml image/svg+xml'.split(
    ' ',
  );

/**
 * The `Content-Type` of an export file: its {@link MEDIA_TYPES} entry (else
 * {@link DEFAULT_MEDIA_TYPE}), with `; charset=utf-8` for `text/html` and {@link CHARSET_TYPES}.
 * @param file - the file's path or name (`quickstart.html`, `_next/static/a.js`)
 */
export function contentTypeOf(file: string): string {
  const ext = extensionOf(file);
  const type = (ext && MEDIA_TYPES[ext]) || DEFAULT_MEDIA_TYPE;
  return type === 'text/html' || CHARSET_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/** Extensions cached briefly outside `_next/static/`: images, fonts, styles, scripts, PDFs (compared lower-case). */
export const SHORT_CACHE_EXTENSIONS: readonly string[] = 'css js mjs map png jpg jpeg gif webp avif svg ico woff woff2 ttf otf pdf'.split(' ');

/**
 * The cache kind of an export file: `_next/static/` files are named by content hash (immutable);
 * images, fonts, styles and scripts ({@link SHORT_CACHE_EXTENSIONS}) are cached briefly; anything
 * else revalidates: pages, Markdown twins, `llms*.txt`, RSC payloads, the search index, the
 * sitemap, downloads.
 * @param file - path of the file relative to the export, `/` separated (e.g. `_next/static/chunks/a.js`, `quickstart.html`)
 */
export function cacheKind(file: string): CacheKind {
  const rel = file.replace(/^\/+/, '');
  if (rel.startsWith('_next/static/')) return 'immutable';
  const ext = extensionOf(rel);
  return ext && SHORT_CACHE_EXTENSIONS.includes(ext) ? 'short' : 'revalidate';
}

/**
 * Every header of one response of the export (for the local server; nginx and `_headers` are
 * generated with the same values): {@link siteHeaders} and the file's `Cache-Control`.
 * @param file - the served file relative to the export (`404.html` for a not-found answer)
 */
export function headersForFile(config: HostingConfig, file: string): Record<string, string> {
  return { ...siteHeaders(config, isScriptableDocument(file) ? 'document' : 'page'), 'Cache-Control': CACHE_CONTROL[cacheKind(file)] };
}
