// @ts-check
/**
 * The `next dev` proxy: requests under `/api` that
 * match no page go to the database-service host with the `/api` prefix stripped. Static export
 * forbids rewrites, so next.config.mjs applies these in the development phase only.
 */

/**
 * Escapes a content id for use inside a path-to-regexp custom pattern.
 * @param {string} text
 */
function escapeForPattern(text) {
  return text.replace(/[.*+?^${}()|[\]\\/:]/g, '\\$&');
}

/**
 * Next.js rewrites for the dev proxy. They run `afterFiles`, i.e. before dynamic routes, so the
 * catch-all page route would otherwise answer every `/api/...` path: the pattern therefore
 * excludes the routes of the doc pages that live under `/api/`.
 *
 * @param {string} target - absolute URL of the database-service host (no trailing slash needed)
 * @param {string[]} apiDocIds - content ids under `api/` (e.g. `api/overview`), from the content index
 * @returns {{ source: string, destination: string }[]}
 */
export function devProxyRewrites(target, apiDocIds) {
  const base = target.replace(/\/+$/, '');
  const pages = apiDocIds.filter((id) => id.startsWith('api/')).map((id) => escapeForPattern(id.slice('api/'.length)));
  // `(?!(?:a|b)$)` keeps exact doc routes (and `/api` itself) on the site; anything else is proxied.
  const pattern = pages.length ? `(?!(?:${pages.join('|')})$).+` : '.+';
  return [{ source: `/api/:path(${pattern})`, destination: `${base}/:path` }];
}
