/**
 * The compiled content model: what the prebuild step writes once per build and every later reader
 * (the routes in each Next build worker, the sitemap, search, the postbuild) loads instead of
 * parsing `content/` again. Two files in `.generated/content/` (`.generated/e2e/content/` for the
 * browser-test build, which adds its fixture pages and must not change the site's model while the
 * site builds beside it):
 * - `model.json` — every page's entry, the per-page Markdown of doc pages, and content problems
 *   (only in development, where a broken page must not stop the dev server);
 * - `pages.ts` — one static `import()` per doc page, keyed by content id, so a route renders exactly
 *   the file the index found (`a/index.mdx`, `b.md`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readEnv } from '../config/env';
import type { ContentEntry, ContentIndex } from './types';

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
export const COMPILED_FORMAT = 1;

/** A problem found while compiling in development mode (production builds stop at the first). */
export interface CompiledProblem {
  /** Source file relative to the repository root. */
  file: string;
  /** 1-based line, when known. */
  line?: number;
  message: string;
}

/** The content of `model.json`. */
export interface CompiledContent {
  format: typeof COMPILED_FORMAT;
  entries: ContentEntry[];
  /** Per-page Markdown of doc pages, by route (API pages' Markdown comes from their model). */
  markdown: Record<string, string>;
  /** Empty in production builds; in development, what the dev banner shows per file. */
  problems: CompiledProblem[];
}

/**
 * Writes `model.json` and `pages.ts` under `<root>/<dir>`.
 * @param root - repository root
 * @param dir - folder relative to `root`, default {@link compiledDir}
 */
export function writeCompiledContent(root: string, compiled: CompiledContent, dir: string = compiledDir()): void {
  const folder = path.join(root, dir);
  fs.mkdirSync(folder, { recursive: true });
  writeIfChanged(path.join(folder, 'model.json'), JSON.stringify(compiled));
  // Import specifiers relative to pages.ts, with `/` separators whatever the platform.
  const up = path.relative(folder, root).split(path.sep).join('/');
  const loaders = compiled.entries
    .filter((e) => e.kind === 'doc')
    .map((e) => `  ${JSON.stringify(e.id)}: () => import(${JSON.stringify(`${up}/${e.file}`)}),`);
  writeIfChanged(
    path.join(folder, 'pages.ts'),
    [
      '// Generated from content/ by scripts/prebuild.ts: one loader per doc page, keyed by content id. Do not edit.',
      'export const pageModules: Record<string, () => Promise<{ default?: unknown }>> = {',
      ...loaders,
      '};',
      '',
    ].join('\n'),
  );
}

/** Leaves an unchanged file untouched, so a dev server does not reload for nothing. */
function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.writeFileSync(file, text);
}

/**
 * Reads `model.json`.
 * @param root - repository root
 * @param dir - folder relative to `root`, default {@link compiledDir}
 * @throws Error naming the file and the command when it is missing or of another format
 */
export function readCompiledContent(root: string = process.cwd(), dir: string = compiledDir()): CompiledContent {
  const name = path.join(dir, 'model.json');
  const file = path.join(root, name);
  if (!fs.existsSync(file)) {
    throw new Error(`${name} is missing: run \`npm run prebuild\` (npm run build and npm run dev run it).`);
  }
  const compiled = JSON.parse(fs.readFileSync(file, 'utf8')) as CompiledContent;
  if (compiled.format !== COMPILED_FORMAT) {
    throw new Error(`${name} has format ${String(compiled.format)}, expected ${COMPILED_FORMAT}: run \`npm run prebuild\`.`);
  }
  return compiled;
}

/** An index (entries plus lookup by content id) over a list of entries. */
export function toIndex(entries: ContentEntry[]): ContentIndex {
  return { entries, byId: new Map(entries.map((e) => [e.id, e])) };
}
