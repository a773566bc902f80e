import fs from 'node:fs';
import path from 'node:path';

/** Where a request lands in the export: a file below `out/`, or the not-found page. */
export type Resolution = { status: 200; file: string } | { status: 404; file: '404.html' };

const isFile = (p: string) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * Maps a URL pathname to a file of the static export with the rules a CDN is configured with
 * (README § Hosting the export): `/foo` → `foo.html`; `/foo.html` and `/foo/index.html` → the
 * same page; an existing asset → itself; `/` → `index.html`; anything else → `404.html` with
 * status 404. `foo.html` is tried before a `foo/` folder, because Next writes both. A path that
 * does not decode, climbs out (`..`), holds a NUL byte, names a dotfile or folder (`/.env`,
 * `/.git/config`) or has an empty segment (`//host/x`, `/a//b`) names no file: 404.
 *
 * @param outDir - the export folder (absolute)
 * @param pathname - the request path, URL-encoded, without query string
 * @param basePath - the configured base path (`''` or `/preview/x`); paths outside it are 404
 * @returns the file relative to `outDir` and the status to send
 */
export function resolveExportPath(outDir: string, pathname: string, basePath = ''): Resolution {
  const notFound = { status: 404, file: '404.html' } as const;
  let p: string;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    return notFound;
  }
  if (basePath) {
    if (p !== basePath && !p.startsWith(`${basePath}/`)) return notFound;
    p = p.slice(basePath.length) || '/';
  }
  const rel = p.replace(/^\//, '').replace(/\/$/, '');
  const segments = rel === '' ? [] : rel.split('/');
  if (p.includes('\0') || p.includes('//') || segments.some((s) => s === '' || s.startsWith('.'))) return notFound;
  const candidates = [
    rel === '' ? 'index.html' : null,
    rel.endsWith('/index.html') ? `${rel.slice(0, -'/index.html'.length)}.html` : null,
    rel === 'index.html' ? 'index.html' : null,
    rel,
    `${rel}.html`,
    `${rel}/index.html`,
  ];
  for (const candidate of candidates) {
    if (candidate && candidate !== '404.html' && isFile(path.join(outDir, candidate))) return { status: 200, file: candidate };
  }
  return notFound;
}
