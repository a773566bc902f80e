/**
 * The compiled content model: what the prebuild step writes once per build and every later reader
 * (the routes in each Next build worker, the sitemap, search, the postbuild) loads instead of
 * parsing `content/` again. These files in `.generated/content/` (`.generated/e2e/content/` for the
 * browser-test build, which adds its fixture pages and must not change the site's model while the
 * site builds beside it):
 * - `model.json` — every page's entry, the navigation resolved from `content/_nav/` (sidebars,
 *   navbar, landing page) and each page's place in it (breadcrumbs, previous/next) with its
 *   last-updated date, the text of each body-less `<Card>`, and content problems (warnings; in
 *   development also errors, where a broken page must not stop the dev server);
 * - `markdown.json` — the per-page Markdown (API pages included), apart because only the postbuild reads
 *   it: every route of the dev server parses `model.json` again after each save;
 * - `pages/*.js` and `pages.ts` — each page's compiled module (API pages included) and one static `import()` per
 *   page, keyed by content id, so a route renders exactly what the compile produced.
 * It is written by lib/compile/ (build time); this module only reads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readEnv } from '../config/env';
import type { ContentEntry, ContentIndex } from './types';
import type { Navigation, PagePlace } from './navigation';

export type { PageLink } from './navigation';

/** Folder of the site's generated files, relative to the repository root. */
export const COMPILED_DIR = path.join('.generated', 'content');

/** Folder of the browser-test build's generated files (`E2E_FIXTURE=1`), relative to the root. */
export const FIXTURE_COMPILED_DIR = path.join('.generated', 'e2e', 'content');

/**
 * The folder this process reads and writes the compiled model in: {@link FIXTURE_COMPILED_DIR}
 * in the browser-test build (`E2E_FIXTURE=1`), else {@link COMPILED_DIR}. Relative to the root.
 */
export function compiledDir(env: { e2eFixture: boolean } = readEnv()): string {
  return env.e2eFixture ? FIXTURE_COMPILED_DIR : COMPILED_DIR;
}

/** Bumped when the shape of `model.json` changes, so a stale file is rebuilt rather than misread. */
export const COMPILED_FORMAT = 5;

/** The file name of the per-page Markdown in the compiled model's folder. */
export const MARKDOWN_FILE = 'markdown.json';

/**
 * A problem found while compiling: `npm run build` stops on errors after listing all of them;
 * `npm run dev` keeps them in the model and shows them on the page and in the overlay.
 */
export interface CompiledProblem {
  /** Source file relative to the repository root. */
  file: string;
  /** 1-based line, when known. */
  line?: number;
  /** 1-based column, when known. */
  column?: number;
  severity: 'error' | 'warning';
  /** What is wrong and the fix. */
  message: string;
}

/** What the chrome shows around a page's body, decided by the prebuild: its place in the navigation and its date. */
export interface PageChrome extends PagePlace {
  /** ISO 8601 committer date of the last change of the page's source; absent when git does not know it. */
  lastUpdated?: string;
}

/** What the compile makes: the content of `model.json`, plus `markdown` (written to {@link MARKDOWN_FILE}). */
export interface CompiledContent {
  format: typeof COMPILED_FORMAT;
  entries: ContentEntry[];
  /** The navigation resolved from `content/_nav/` (empty until the prebuild resolves it). */
  navigation: Navigation;
  /** Each page's chrome, by content id (empty until the prebuild places the pages). */
  chrome: Record<string, PageChrome>;
  /** The text of each body-less `<Card href>`, by href as written: the linked page's description. */
  cards: Record<string, string>;
  /** Per-page Markdown of doc pages, by route (API pages' Markdown comes from their model). */
  markdown: Record<string, string>;
  /** Every problem of the compile (a production build with an error never writes the model). */
  problems: CompiledProblem[];
  /** Pages (API pages included) and the MDX compiles this build ran for them (the rest came from the page cache). */
  stats: { pages: number; compiles: number };
}

/** The content of `model.json`: the compiled content without the per-page Markdown. */
export type CompiledModel = Omit<CompiledContent, 'markdown'>;

/**
 * Reads `model.json`.
 * @param root - repository root
 * @param dir - folder relative to `root`, default {@link compiledDir}
 * @throws Error naming the file and the command when it is missing or of another format
 */
export function readCompiledContent(root: string = process.cwd(), dir: string = compiledDir()): CompiledModel {
  const name = path.join(dir, 'model.json');
  const file = path.join(root, name);
  if (!fs.existsSync(file)) {
    throw new Error(`${name} is missing: run \`npm run prebuild\` (npm run build and npm run dev run it).`);
  }
  const compiled = JSON.parse(fs.readFileSync(file, 'utf8')) as CompiledModel;
  if (compiled.format !== COMPILED_FORMAT) {
    throw new Error(`${name} has format ${String(compiled.format)}, expected ${COMPILED_FORMAT}: run \`npm run prebuild\`.`);
  }
  return compiled;
}

/**
 * Reads `markdown.json`: each doc page's Markdown, by route.
 * @param root - repository root
 * @param dir - folder relative to `root`, default {@link compiledDir}
 * @throws Error naming the file and the command when it is missing
 */
export function readCompiledMarkdown(root: string = process.cwd(), dir: string = compiledDir()): Record<string, string> {
  const name = path.join(dir, MARKDOWN_FILE);
  const file = path.join(root, name);
  if (!fs.existsSync(file)) throw new Error(`${name} is missing: run \`npm run prebuild\` (npm run build and npm run dev run it).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/** An index (entries plus lookup by content id) over a list of entries. */
export function toIndex(entries: ContentEntry[]): ContentIndex {
  return { entries, byId: new Map(entries.map((e) => [e.id, e])) };
}
