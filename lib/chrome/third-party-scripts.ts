/**
 * Which pages load the optional third-party scripts (AI assistant, analytics): every page, or
 * every page but the API reference pages when `THIRD_PARTY_SCRIPTS_ON_API_PAGES=0`.
 */

/**
 * Whether a page loads the third-party scripts.
 * @param pathname - the page's path without the base path (`/api/nildb/list-schemas`)
 * @param apiRoutePrefixes - route prefixes of the API reference pages, each with a leading slash
 *   (`/api/nildb`); a page is an API page when its path is a prefix or lies below one
 */
export function loadsThirdPartyScripts(pathname: string, apiRoutePrefixes: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !apiRoutePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
