/**
 * Writes the files for readers and agents into the static export: `out/<route>.md` for every page,
 * `out/llms.txt` and `out/llms-full.txt` (https://llmstxt.org). Runs after `next build`
 * (scripts/postbuild.ts): a route cannot be named `<slug>.md` in the App Router. Doc pages' Markdown
 * comes from the compiled content model (made from the same parse as their index entry); API pages'
 * from their generated model.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentEntry, ContentIndex } from '../content/types';
import type { Navigation } from '../content/navigation';
import { markdownFile } from '../config/site-urls';
import { buildLlmsFullTxt, buildLlmsTxt, readerSections, type ReaderSite } from './llms-txt';
import { homeToMarkdown } from './page-markdown';

/** What {@link writeReaderFiles} wrote. */
export interface ReaderFilesReport {
  /** Number of pages given a `.md` file (index entries + the landing page). */
  pages: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/** The pages to write: the index and the doc pages' Markdown by route (the compiled model). */
export interface ReaderFilesInputs {
  index: Pick<ContentIndex, 'entries' | 'byId'>;
  markdown: Record<string, string>;
  /** The outline and the landing page (the compiled model's navigation). */
  navigation: Pick<Navigation, 'outline' | 'home'>;
  /** Title, tagline and URLs (`siteConfig`). */
  site: ReaderSite;
}

/**
 * Markdown of one index entry.
 * @throws Error when a doc page has no compiled Markdown (the model is stale: run the prebuild)
 */
export function entryToMarkdown(entry: ContentEntry, markdown: Record<string, string>): string {
  const text = markdown[entry.route];
  if (text === undefined) throw new Error(`${entry.file}: no compiled Markdown for ${entry.route}; run \`npm run prebuild\`.`);
  return text;
}

/**
 * Writes `<route>.md` for every page, `llms.txt` and `llms-full.txt` into the export.
 * @param outDir - the static export folder (`out/`), after `next build`
 * @throws Error when `outDir` holds no export (run `next build` first)
 */
export async function writeReaderFiles(outDir: string, inputs: ReaderFilesInputs): Promise<ReaderFilesReport> {
  const started = performance.now();
  if (!fs.existsSync(path.join(outDir, '404.html'))) {
    throw new Error(`No static export in ${outDir} (404.html missing): run \`next build\` before writing the Markdown files.`);
  }
  const { index, site, navigation } = inputs;
  const markdownByRoute = new Map<string, string>([['/', homeToMarkdown(site, navigation.home)]]);
  for (const entry of index.entries) markdownByRoute.set(entry.route, entryToMarkdown(entry, inputs.markdown));
  for (const [route, markdown] of markdownByRoute) {
    const target = path.join(outDir, markdownFile(route));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, markdown);
  }
  const sections = readerSections(index, navigation.outline, site);
  fs.writeFileSync(path.join(outDir, 'llms.txt'), buildLlmsTxt(sections, site));
  fs.writeFileSync(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(sections, markdownByRoute, site));
  return { pages: markdownByRoute.size, ms: Math.round(performance.now() - started) };
}
