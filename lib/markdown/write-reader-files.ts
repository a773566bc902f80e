/**
 * Writes the files for readers and agents into the static export (issue 10): `out/<route>.md` for
 * every page, `out/llms.txt` and `out/llms-full.txt`. Runs after `next build` (scripts/postbuild.ts):
 * a route cannot be named `<slug>.md` in the App Router, and one pass over the index in one process
 * is cheaper than a route handler per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { CardTarget } from '../card-target';
import { buildContentIndex, parseMdxSource, type ContentEntry, type ContentIndex, type DocEntry } from '../content';
import { resolveSiteSidebars } from '../navigation';
import type { SidebarId, SidebarNode } from '../sidebars';
import { markdownFile } from '../site-urls';
import { apiEntryToMarkdown } from './api-entry-markdown';
import { buildLlmsFullTxt, buildLlmsTxt, readerSections } from './llms-txt';
import { docEntryToMarkdown, homeToMarkdown } from './page-markdown';

/** What {@link writeReaderFiles} wrote. */
export interface ReaderFilesReport {
  /** Number of pages given a `.md` file (index entries + the landing page). */
  pages: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/** Inputs, for tests; the build uses the site's index and sidebars. */
export interface ReaderFilesInputs {
  index?: Pick<ContentIndex, 'entries' | 'byId'>;
  sidebars?: Record<SidebarId, SidebarNode[]>;
  /** Repository root that entry `file` paths are relative to (default: cwd). */
  root?: string;
}

/**
 * Markdown of one index entry. Doc pages are re-parsed from their MDX source with the index's
 * remark stage; API pages go through `apiEntryToMarkdown`.
 * @throws ContentError naming the file and line for content with no Markdown equivalent
 */
export async function entryToMarkdown(
  entry: ContentEntry,
  root: string = process.cwd(),
  pages?: ReadonlyMap<string, CardTarget>,
): Promise<string> {
  if (entry.kind === 'api') return apiEntryToMarkdown(entry);
  const absolutePath = path.resolve(root, entry.file);
  const { tree } = await parseMdxSource(fs.readFileSync(absolutePath, 'utf8'), entry.file, absolutePath);
  return docEntryToMarkdown(entry, tree, pages);
}

/**
 * Writes `<route>.md` for every page, `llms.txt` and `llms-full.txt` into the export.
 * @param outDir - the static export folder (`out/`), after `next build`
 * @throws Error when `outDir` holds no export (run `next build` first)
 */
export async function writeReaderFiles(outDir: string, inputs: ReaderFilesInputs = {}): Promise<ReaderFilesReport> {
  const started = performance.now();
  if (!fs.existsSync(path.join(outDir, '404.html'))) {
    throw new Error(`No static export in ${outDir} (404.html missing): run \`next build\` before writing the Markdown files.`);
  }
  const root = inputs.root ?? process.cwd();
  const markdownByRoute = new Map<string, string>([['/', homeToMarkdown()]]);
  // The site's index is built here rather than taken from getContentIndex(), so each MDX file is
  // parsed once for both the index and its Markdown (half the time of this step).
  // Card text comes from other pages' descriptions, so the trees wait until the index is complete.
  const trees: Array<[DocEntry, Root]> = [];
  const index =
    inputs.index ??
    (await buildContentIndex(undefined, {
      onDocTree: (entry, tree) => trees.push([entry, tree]),
    }));
  for (const [entry, tree] of trees) markdownByRoute.set(entry.route, docEntryToMarkdown(entry, tree, index.byId));
  for (const entry of index.entries) {
    if (!markdownByRoute.has(entry.route)) markdownByRoute.set(entry.route, await entryToMarkdown(entry, root, index.byId));
  }
  const sidebars = inputs.sidebars ?? resolveSiteSidebars(index);

  for (const [route, markdown] of markdownByRoute) {
    const target = path.join(outDir, markdownFile(route));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, markdown);
  }
  const sections = readerSections(index, sidebars);
  fs.writeFileSync(path.join(outDir, 'llms.txt'), buildLlmsTxt(sections));
  fs.writeFileSync(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(sections, markdownByRoute));
  return { pages: markdownByRoute.size, ms: Math.round(performance.now() - started) };
}
