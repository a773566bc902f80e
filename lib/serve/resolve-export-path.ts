import fs from 'node:fs';
import path from 'node:path';
import { isHiddenPath } from '../hosting/source-files';

/** Where a request lands in the export: a file below `out/`, the not-found page, or a malformed path (400). */
export type Resolution = { status: 200; file: string } | { status: 404; file: '404.html' } | { status: 400 };

/** Whether `p` names a regular file (following links); false when it does not exist. */
export const isFile = (p: string) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * A decoded path with runs of `/` merged and `.`/`..` segments applied (RFC 3986 § 5.2.4), the
 * way nginx normalises a request URI before it matches locations (`merge_slashes on`, its default).
 * @returns the normalised path, or `null` when `..` climbs above the root (nginx answers 400)
 */
function normalisePath(decoded: string): string | null {
  const out: string[] = [];
  const segments = decoded.split('/').slice(1);
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (segment === '' && !last) continue;
    if (segment === '.') {
      if (last) out.push('');
      continue;
    }
    if (segment === '..') {
      if (out.length === 0) return null;
      out.pop();
      if (last) out.push('');
      continue;
    }
    out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * Whether a URL path names a page or file the export holds but no reader should reach: the
 * not-found page under its own name (`/404`, `/404.html`), framework-internal files such as
 * `/_not-found` and `/_not-found.txt` (any first segment starting with one `_`, except `_next`;
 * Next's `__next.*.txt` route payloads start with two and are served) and the `_headers` file for
 * Netlify and Cloudflare Pages.
 * @param rel - the normalised path relative to the export root, without leading or trailing `/`
 */
function isInternalPath(rel: string): boolean {
  const first = rel.split('/')[0] ?? '';
  return /^404(?:\.html)?$/.test(first) || (/^_(?!_)/.test(first) && first !== '_next');
}

/**
 * Maps a URL pathname to a file of the static export with the rules a CDN is configured with
 * (README § Hosting the export) and that the generated nginx configuration applies:
 * `/foo` → `foo.html`; `/foo.html`, `/foo/` and `/foo/index.html` → the same page; an existing
 * asset → itself; `/` → `index.html`; anything else → `404.html` with status 404. `foo.html` is
 * tried before a `foo/` folder, because Next writes both. A path ending in `/` names a folder page
 * only (`/x.html/` is 404), and a precompressed `.gz` sibling is no URL (`/x.html.gz` is 404; a
 * `.gz` file without its uncompressed twin is served): {@link exportCandidates}. The path is
 * decoded and normalised first ({@link normalisePath}: `//x` is `/x`, `/a/../x` is `/x`); a path
 * that climbs above the root is 400. A path that does not decode or holds a NUL byte, a dotfile or
 * dot-folder (`/.env`, `/.git/config`; what is below `/.well-known/` is served) or an internal
 * file ({@link isInternalPath}) is 404.
 *
 * @param outDir - the export folder (absolute)
 * @param pathname - the request path, URL-encoded, without query string
 * @param basePath - the configured base path (`''` or `/preview/x`); paths outside it are 404
 * @returns the file relative to `outDir` and the status to send
 */
export function resolveExportPath(outDir: string, pathname: string, basePath = ''): Resolution {
  const notFound = { status: 404, file: '404.html' } as const;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound;
  }
  if (decoded.includes('\0')) return notFound;
  let p = normalisePath(decoded);
  if (p === null) return { status: 400 };
  if (basePath) {
    if (p !== basePath && !p.startsWith(`${basePath}/`)) return notFound;
    p = p.slice(basePath.length) || '/';
  }
  const folder = p.endsWith('/');
  const rel = p.replace(/^\//, '').replace(/\/$/, '');
  const segments = rel === '' ? [] : rel.split('/');
  // `/.well-known/` is the folder's index page, `/.well-known` nothing.
  if (isHiddenPath(folder ? [...segments, 'index.html'] : segments) || isInternalPath(rel)) return notFound;
  const candidates = exportCandidates(rel, folder, (file) => isFile(path.join(outDir, file)));
  for (const candidate of candidates) {
    if (!isInternalPath(candidate) && isFile(path.join(outDir, candidate))) return { status: 200, file: candidate };
  }
  return notFound;
}

/**
 * The export files a normalised path may name, in the order they are tried:
 * - a path ending in `/` names a folder page only: `foo/index.html`, then `foo.html` (so `/x.html/`
 *   and `/logo.svg/` are not the file `x.html` or `logo.svg`; their relative links would resolve
 *   one level too deep);
 * - a `.gz` path names that file only, and nothing when the export holds the file without `.gz`:
 *   then it is a precompressed sibling, a stored form of that file, sent as its
 *   `Content-Encoding: gzip`, never a URL of its own;
 * - any other path: `/` is `index.html`; `foo/index.html` is `foo.html` first; then the file
 *   itself, `foo.html` and `foo/index.html`.
 * @param rel - the path relative to the export, without leading or trailing `/`
 * @param folder - whether the request path ended in `/`
 * @param exists - whether a file of the export exists
 */
function exportCandidates(rel: string, folder: boolean, exists: (file: string) => boolean): string[] {
  if (rel === '') return ['index.html'];
  if (folder) return [`${rel}/index.html`, `${rel}.html`];
  if (rel.endsWith('.gz')) return exists(rel.slice(0, -'.gz'.length)) ? [] : [rel];
  return [...(rel.endsWith('/index.html') ? [`${rel.slice(0, -'/index.html'.length)}.html`] : []), rel, `${rel}.html`, `${rel}/index.html`];
}
