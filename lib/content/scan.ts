/**
 * The content tree → doc entries. The file path below `content/` is the route:
 * `learn/architecture.mdx` → `/learn/architecture`, `guide/index.mdx` → `/guide`, and `.md` files
 * count like `.mdx`. Two files for one route is an error, never a silent choice.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { parseEntry } from './parse';
import { ContentError, type DocEntry } from './types';

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

/** Lists `.mdx`/`.md` files below `dir`, relative to it with `/` separators, sorted for a stable order. */
export function listContentFiles(dir: string = CONTENT_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
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

/** What {@link readDocEntries} reads, besides the folder. */
export interface ReadDocOptions {
  /** Repository root that entry `file` paths are relative to (default: the working directory). */
  root?: string;
  /** Receives each entry with its parsed tree (the per-page Markdown is made from it). */
  onDocTree?: (entry: DocEntry, tree: Root) => void;
  /**
   * Development mode: collects per-file errors instead of throwing at the first, and keeps a
   * broken page's route with a stub entry, so the dev server renders it with the problem shown.
   */
  onError?: (error: ContentError) => void;
}

/**
 * Parses every page below `dir`, once each.
 * @throws ContentError for the first invalid page or duplicate route, unless `onError` is given
 */
export async function readDocEntries(dir: string = CONTENT_DIR, options: ReadDocOptions = {}): Promise<DocEntry[]> {
  const root = options.root ?? process.cwd();
  const fail = (error: unknown) => {
    if (!(error instanceof ContentError) || !options.onError) throw error;
    options.onError(error);
  };
  const files = listContentFiles(dir);
  const contentDirName = path.relative(root, dir).split(path.sep).join('/');
  const clashing = new Set<string>();
  for (const { id, files: list } of duplicateSources(files)) {
    const named = list.map((f) => `${contentDirName}/${f}`);
    fail(new ContentError(named[0]!, 1, `route /${id} has ${list.length} sources: ${named.join(', ')}. Keep one file per route (rename or delete the others).`));
    list.forEach((f) => clashing.add(f));
  }
  const entries: DocEntry[] = [];
  for (const contentPath of files) {
    if (clashing.has(contentPath)) continue;
    const absolutePath = path.join(dir, contentPath);
    const where = { file: `${contentDirName}/${contentPath}`, absolutePath, id: fileToId(contentPath) };
    try {
      let tree: Root | undefined;
      const entry = await parseEntry(readUtf8(absolutePath, where.file), where, (t) => (tree = t));
      if (tree) options.onDocTree?.(entry, tree);
      entries.push(entry);
    } catch (error) {
      fail(error);
      entries.push(stubEntry(where));
    }
  }
  return entries;
}

/** The entry of a page that failed to parse (development mode only): its route, no content. */
function stubEntry(where: { file: string; id: string }): DocEntry {
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
