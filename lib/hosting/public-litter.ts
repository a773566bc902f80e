import fs from 'node:fs';
import path from 'node:path';
import { isJunk } from 'junk';

/** Dot-folders that are meant to be served (RFC 8615 well-known URIs, e.g. `security.txt`). */
const SERVED_DOT_FOLDERS = ['.well-known'] as const;

/**
 * Whether a path names a dotfile or something inside a dot-folder (`.env`, `.git/config`, editor
 * swap files such as `.page.mdx.swp`): never shipped or served, except below
 * {@link SERVED_DOT_FOLDERS} when nothing further down starts with a dot.
 * @param segments - the path's segments, without empty ones
 */
export function isHiddenPath(segments: readonly string[]): boolean {
  const dotted = segments.findIndex((s) => s.startsWith('.'));
  if (dotted === -1) return false;
  const served = dotted === 0 && (SERVED_DOT_FOLDERS as readonly string[]).includes(segments[0]!) && !segments.slice(1).some((s) => s.startsWith('.'));
  return !served;
}

/**
 * Whether a file of `public/` must stay out of the export: a hidden path ({@link isHiddenPath}), or
 * operating-system and editor litter as the `junk` package lists it (`.DS_Store`, `Thumbs.db`,
 * `desktop.ini`, `file~`).
 * @param rel - the file's path relative to `public/`, `/` or `\` separated
 */
export function isPublicLitter(rel: string): boolean {
  const segments = rel.split(/[\\/]/).filter(Boolean);
  return segments.some((s) => isJunk(s)) || isHiddenPath(segments);
}

/**
 * Removes from the export the copies `next build` made of `public/` litter ({@link isPublicLitter}):
 * Next copies `public/` verbatim and has no exclude option. Only files that exist in `public/` are
 * touched, so nothing the build generated is removed.
 * @param publicDir - the `public/` folder
 * @param outDir - the export folder
 * @returns the skipped files, relative to `public/`, sorted
 */
export function dropPublicLitter(publicDir: string, outDir: string): string[] {
  if (!fs.existsSync(publicDir)) return [];
  const files = (fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const litter = files.filter(isPublicLitter).sort();
  for (const rel of litter) {
    fs.rmSync(path.join(outDir, rel), { force: true });
    // A folder that held only litter (`.git/`) goes too.
    for (let dir = path.dirname(path.join(outDir, rel)); dir.startsWith(outDir + path.sep); dir = path.dirname(dir)) {
      if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
      else break;
    }
  }
  return litter;
}
