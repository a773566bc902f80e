/**
 * Base-path arithmetic for browser code (no configuration import: client components pass the
 * base path they received as a prop).
 */

/**
 * The route of a URL pathname below the base path: `/preview/x/nilup` → `/nilup`,
 * `/preview/x` → `/`. A pathname outside the base path is returned unchanged.
 * @param pathname - a URL pathname
 * @param basePath - `''` or `/a/b` (no trailing slash)
 */
export function stripBasePath(pathname: string, basePath: string): string {
  if (!basePath) return pathname || '/';
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
}
