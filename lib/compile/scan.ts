/**
 * The content tree → doc entries. The file path below `content/` is the route:
 * `learn/architecture.mdx` → `/learn/architecture`, `guide/index.mdx` → `/guide`, and `.md` files
 * count like `.mdx`. Two files for one route is an error, never a silent choice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listSourceFiles, type RefusedEntry } from '../hosting/source-files';
import { ContentError, type DocEntry } from '../content/types';

/** Folder that holds the MDX sources; file path below it = content id = route. */
export const CONTENT_DIR = path.join(process.cwd(), 'content');

/** Maps a path relative to `content/` to its content id (`a/index.mdx` → `a`). */
export function fileToId(relativePath: string): string {
  return relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
}

/**
 * The pages below `dir` (`.mdx`/`.md` files, relative to it with `/` separators, sorted for a
 * stable order) and the entries that may not be read at all: symbolic links that leave the
 * repository, lead to a dotfile or a folder, or dangle, and special files (hosting/source-files.ts).
 * @param root - the repository root
 */
export function scanContentDir(dir: string = CONTENT_DIR, root: string = process.cwd()): { files: string[]; refused: RefusedEntry[] } {
  const { files, refused } = listSourceFiles(dir, root);
  return { files: files.filter((f) => /\.mdx?$/.test(f)), refused };
}

/** Lists the pages below `dir` ({@link scanContentDir} without the refused entries). */
export function listContentFiles(dir: string = CONTENT_DIR): string[] {
  return scanContentDir(dir).files;
}

/** A route with more than one source file (`x.md` and `x.mdx`, `x.mdx` and `x/index.mdx`). */
export interface DuplicateSource {
  id: string;
  /** The clashing files, relative to `content/`. */
  files: string[];
}

/** Groups the files that map to one route; only routes with two or more files are returned. */
export function duplicateSources(files: string[]): DuplicateSource[] {
  const byId = new Map<string, string[]>();
  for (const rel of files) byId.set(fileToId(rel), [...(byId.get(fileToId(rel)) ?? []), rel]);
  return [...byId].filter(([, list]) => list.length > 1).map(([id, list]) => ({ id, files: list }));
}

/** The entry of a page that failed to compile: its route, no content (development shows the problem on it). */
export function stubEntry(where: { file: string; id: string }): DocEntry {
  return {
    kind: 'doc',
    id: where.id,
    route: `/${where.id}`,
    file: where.file,
    title: where.id.split('/').pop() || where.id,
    hideTableOfContents: true,
    keywords: [],
    headings: [],
    sections: [],
    links: [],
    codeBlocks: [],
  };
}

/**
 * Reads a source file as UTF-8, refusing bytes that are not UTF-8 (a silent U+FFFD would change the page).
 * @throws ContentError with the line of the first invalid byte
 */
export function readUtf8(absolutePath: string, file: string): string {
  const bytes = fs.readFileSync(absolutePath);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    throw new ContentError(file, line, 'the file is not valid UTF-8: save it as UTF-8.');
  }
}
