/**
 * Public URLs of pages and their Markdown twins, from the production URL and base path in the site
 * configuration (`SITE_URL`, `BASE_PATH`; normalised by lib/config/env.ts: no trailing slashes).
 * The sitemap, robots.txt, llms files, page actions and per-page Markdown all build URLs here, so
 * they agree. Each function takes the configuration (`siteConfig` of site.config.ts in the app).
 */
import type { SiteConfig } from './site-config';

type UrlConfig = Pick<SiteConfig, 'url' | 'basePath'>;

/**
 * Path below the base path for a route: `/` stays `/`, others are unchanged (trailing slashes off).
 * @param route - a site route starting with `/`, optionally with `#hash` or `?query`
 */
function sitePath(route: string, config: UrlConfig): string {
  if (route === '/') return config.basePath || '/';
  return `${config.basePath}${route}`;
}

/**
 * Absolute production URL of a route (`/nilup` → `https://docs.nillion.com/nilup`).
 * @param route - a site route starting with `/`
 */
export function absoluteUrl(route: string, config: UrlConfig): string {
  return `${config.url}${sitePath(route, config)}`;
}

/**
 * The file, relative to `out/`, holding a route's Markdown: `/` → `index.md`,
 * `/learn/architecture` → `learn/architecture.md` (`out/<route>.md`).
 */
export function markdownFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.replace(/^\/+/, '')}.md`;
}

/** Site-relative link (with base path) to a route's Markdown, for links on the page itself. */
export function markdownHref(route: string, config: UrlConfig): string {
  return `${config.basePath}/${markdownFile(route)}`;
}

/** Absolute URL of a route's Markdown, for llms.txt and the "Open in …" prompts. */
export function markdownUrl(route: string, config: UrlConfig): string {
  return `${config.url}${markdownHref(route, config)}`;
}

/**
 * "Edit this page" target: the edit base URL joined with the source file, or null when no base
 * URL is configured (then the link is hidden). A JSON-pointer suffix (`openapi/<spec>.yaml#/paths/…`,
 * the source of generated API pages) is dropped: the link opens the file.
 * @param file - source path relative to the repository root (`content/nilup.mdx`)
 * @param editUrlBase - `siteConfig.editUrl`, e.g. `https://github.com/org/repo/edit/main`
 */
export function editUrlFor(file: string, editUrlBase: string | null): string | null {
  if (!editUrlBase) return null;
  const source = file.split('#')[0]!.replace(/^\/+/, '');
  return `${editUrlBase.replace(/\/+$/, '')}/${source.split('/').map(encodeURIComponent).join('/')}`;
}
