/**
 * Base-path arithmetic with no imports: for browser code (client components pass the base path
 * they received as a prop) and for the workflows' scripts, which run on plain Node.
 */

/**
 * `BASE_PATH`: `''` (none) or `/segment[/segment…]` without a trailing slash. `/` means none;
 * a missing leading slash and trailing slashes are added or dropped (`preview/x/` → `/preview/x`).
 * Next.js `basePath` rules: a leading `/`, no trailing `/`.
 * @throws Error saying what is wrong: spaces, `.` or `..` segments, characters outside `A-Za-z0-9._~-`
 */
export function normaliseBasePath(value: string): string {
  const trimmed = value.trim();
  if (/\s/.test(trimmed)) throw new Error('must not contain spaces');
  const segments = trimmed.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) throw new Error('must not contain "." or ".." segments');
  const bad = segments.find((s) => !/^[A-Za-z0-9._~-]+$/.test(s));
  if (bad !== undefined) throw new Error(`segment "${bad}" may only hold letters, digits and "._~-"`);
  return segments.length ? `/${segments.join('/')}` : '';
}

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
