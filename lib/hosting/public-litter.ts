import fs from 'node:fs';
import path from 'node:path';
import { isJunk } from 'junk';
import { isHiddenPath, listSourceFiles, type RefusedEntry } from './source-files';

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

/** What {@link dropPublicLitter} removed from the export. */
export interface DroppedFiles {
  /** Litter ({@link isPublicLitter}), relative to `public/`, sorted. */
  litter: string[];
  /** Symbolic links and special files of `public/` that may not be exported (source-files.ts), sorted. */
  refused: RefusedEntry[];
}

/**
 * Removes from the export the copies `next build` made of `public/` litter ({@link isPublicLitter})
 * and of the entries of `public/` that may not be exported at all (links out of the repository,
 * to dotfiles or to folders: source-files.ts `listSourceFiles`), which Next copies with the files
 * they lead to: Next copies `public/` verbatim, following links, and has no exclude option. Only
 * paths that exist in `public/` are touched, so nothing the build generated is removed.
 * @param publicDir - the `public/` folder
 * @param outDir - the export folder
 * @param root - the repository root (default: the working directory)
 */
export function dropPublicLitter(publicDir: string, outDir: string, root: string = process.cwd()): DroppedFiles {
  const { files, refused } = listSourceFiles(publicDir, root);
  const litter = files.filter(isPublicLitter);
  const dropped = [...litter, ...refused.map((r) => r.rel).filter((rel) => rel !== '.')];
  for (const rel of dropped) {
    fs.rmSync(path.join(outDir, rel), { force: true, recursive: true });
    // A folder that held only litter (`.git/`) goes too.
    for (let dir = path.dirname(path.join(outDir, rel)); dir.startsWith(outDir + path.sep); dir = path.dirname(dir)) {
      if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
      else break;
    }
  }
  return { litter, refused };
}
