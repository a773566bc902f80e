/**
 * The content model: hand-written pages from `content/` and the pages generated from `openapi/`,
 * joined here (and only here) into one index. The prebuild step compiles it once
 * (`compileContent` → `.generated/content/`); routes, sidebars, TOC, search records, sitemap, llms
 * files, per-page Markdown and the link checks read the compiled model through `getContentIndex`.
 */
import type { Root } from 'mdast';
import { loadApiEntries } from '../openapi';
import { docEntryToMarkdown } from '../markdown/page-markdown';
import { processMemo } from '../process-memo';
import { readCompiledContent, toIndex, COMPILED_FORMAT, type CompiledContent, type CompiledProblem } from './compiled';
import { CONTENT_DIR, readDocEntries } from './scan';
import { ContentError, type ContentEntry, type ContentIndex, type DocEntry } from './types';

export * from './types';
export { frontMatterSchema, parseFrontMatter, parseMdxSource, parseEntry, type FrontMatter, type PageSource } from './parse';
export { CONTENT_DIR, fileToId, listContentFiles, duplicateSources, readUtf8, type DuplicateSource } from './scan';
export { writeCompiledContent, readCompiledContent, toIndex, COMPILED_DIR, compiledDir, type CompiledContent, type CompiledProblem } from './compiled';

/**
 * Builds the index from a content folder, plus the API pages unless `api: false`.
 * @throws ContentError for the first invalid page, or a duplicate route (two sources, or a doc
 *   page on a generated API route)
 */
export async function buildContentIndex(
  dir: string | string[] = CONTENT_DIR,
  options: { api?: boolean; root?: string; onDocTree?: (entry: DocEntry, tree: Root) => void; onError?: (error: ContentError) => void } = {},
): Promise<ContentIndex> {
  const entries: ContentEntry[] = [];
  const docIds = new Map<string, ContentEntry>();
  const clash = (existing: ContentEntry, file: string) => {
    const error = new ContentError(file, 1, `route /${existing.id} is also the route of ${existing.file}. Keep one file per route.`);
    if (!options.onError) throw error;
    options.onError(error);
  };
  for (const folder of Array.isArray(dir) ? dir : [dir]) {
    for (const entry of await readDocEntries(folder, options)) {
      const existing = docIds.get(entry.id);
      if (existing) clash(existing, entry.file);
      else entries.push(entry), docIds.set(entry.id, entry);
    }
  }
  if (options.api !== false) {
    for (const entry of await loadApiEntries()) {
      const doc = docIds.get(entry.id);
      if (doc) clash(entry, doc.file);
      else entries.push(entry);
    }
  }
  return toIndex(entries);
}

/**
 * Compiles the site's content once: every page parsed a single time for its entry and its Markdown.
 * @param options.dirs - content folders (default `content/`; the browser-test build adds its fixture pages)
 * @param options.collectProblems - development mode: a broken page is left out and reported in
 *   `problems` instead of stopping the compile
 * @throws ContentError for the first invalid page (unless collecting problems)
 */
export async function compileContent(
  options: { dirs?: string[]; root?: string; api?: boolean; collectProblems?: boolean } = {},
): Promise<CompiledContent> {
  const markdown: Record<string, string> = {};
  const problems: CompiledProblem[] = [];
  const onError = options.collectProblems ? (e: ContentError) => problems.push({ file: e.file, line: e.line, message: e.reason }) : undefined;
  // A body-less <Card> shows another page's description, so Markdown waits for the whole index.
  const trees: Array<[DocEntry, Root]> = [];
  const index = await buildContentIndex(options.dirs ?? CONTENT_DIR, {
    root: options.root,
    api: options.api,
    onDocTree: (entry, tree) => trees.push([entry, tree]),
    onError,
  });
  for (const [entry, tree] of trees) {
    try {
      markdown[entry.route] = docEntryToMarkdown(entry, tree, index.byId);
    } catch (error) {
      if (!(error instanceof ContentError) || !onError) throw error;
      onError(error);
    }
  }
  return { format: COMPILED_FORMAT, entries: index.entries, markdown, problems };
}

/** The compiled model of this build, read once per build process. */
export function getCompiledContent(): CompiledContent {
  return processMemo('compiled-content', () => readCompiledContent());
}

/** The site's content index (from the compiled model). */
export async function getContentIndex(): Promise<ContentIndex> {
  return processMemo('content-index', () => toIndex(getCompiledContent().entries));
}

/**
 * Looks up a page by content id.
 * @throws Error when the id is not in the index (a caller bug: routes come from the index)
 */
export async function getEntry(id: string): Promise<ContentEntry> {
  const entry = (await getContentIndex()).byId.get(id);
  if (!entry) throw new Error(`No page with content id "${id}" in content/ or the API specs.`);
  return entry;
}
