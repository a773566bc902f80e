/**
 * Pull request previews live in `<base>/preview/<slug>/` of the same site (lib/hosting/pages-urls.ts),
 * and a host such as GitHub Pages answers every missing address with the site's one root
 * `404.html`: production's, even for an address inside a preview. These functions let that page
 * hand such an address over to the preview's own 404 page, and let the preview's 404 page know
 * the address the reader asked for. No Node imports: runs in the browser.
 */
import { stripBasePath } from '../config/base-path';

/** The folder of the previews under the site's base path. */
const PREVIEW_ADDRESS = /^\/preview\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\/|$)/;

/** The query parameter that carries the missing address to a preview's 404 page. */
const FROM = 'from';

/** The parts of `window.location` these functions read. */
export type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * Where a 404 page shown at `address` sends the reader: the 404 page of the preview the address
 * is inside, with the address as `?from=`, when this 404 page is not that preview's own (the
 * address is `<basePath>/preview/<slug>/…`); null otherwise, and for the preview's 404 page
 * itself, so a preview that no longer exists ends on this page instead of a loop.
 * @param basePath - `''` or `/a/b`: the base path this 404 page was built with
 * @returns a path (`/preview/fix-login/404.html?from=%2Fpreview%2Ffix-login%2Fx`) or null
 */
export function previewNotFoundTarget(address: Address, basePath: string): string | null {
  if (!address.pathname.startsWith(`${basePath}/`)) return null;
  const slug = PREVIEW_ADDRESS.exec(stripBasePath(address.pathname, basePath))?.[1];
  if (!slug) return null;
  const page = `${basePath}/preview/${slug}/404.html`;
  if (address.pathname === page) return null;
  return `${page}?${FROM}=${encodeURIComponent(address.pathname + address.search + address.hash)}`;
}

/**
 * The pathname the reader asked for: the `?from=` address when this is the site's 404 page opened
 * by {@link previewNotFoundTarget} (and the address is under `basePath`), else the pathname itself.
 * @param basePath - `''` or `/a/b`: the base path this 404 page was built with
 */
export function missingPathname(address: Pick<Address, 'pathname' | 'search'>, basePath: string): string {
  if (address.pathname !== `${basePath}/404.html`) return address.pathname;
  const from = new URLSearchParams(address.search).get(FROM);
  if (!from?.startsWith(`${basePath}/`)) return address.pathname;
  return new URL(from, 'http://site.invalid').pathname;
}
