/**
 * The build-time side of the content model: compiles every page of `content/` once
 * (compile-page.ts, cached by content hash in content-cache.ts), models every spec of `openapi/`
 * once (api-specs.ts) and joins its pages, and writes the compiled model that the read side (lib/content/index.ts) serves to
 * routes. Only scripts and tests import this module: it brings the front matter parser, the MDX
 * compiler and the highlighter, which never reach a route (a dependency-cruiser rule enforces it).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { docEntryToMarkdown } from '../markdown/page-markdown';
import { cardTargetDescription, hrefToContentId } from '../chrome/card-target';
import type { SiteConfig } from '../config/site-config';
import type { ApiModel } from '../openapi/types';
import { type ApiPagesMemo, compileApiPages } from './api-pages';
import { API_CACHE_DIR, API_FINGERPRINT_SOURCES, compileApiSpecs } from './api-specs';
import { compilerFingerprint } from './content-cache';
import { COMPILED_FORMAT, compiledDir, MARKDOWN_FILE, toIndex, type CompiledContent, type CompiledProblem } from '../content/compiled';
import { emptyNavigation, NAVIGATION_DIR } from '../content/navigation';
import { ContentError, type ContentEntry, type ContentIndex, type DocEntry } from '../content/types';
import { compilePageFile, DEFAULT_PUBLIC_DIR, type PageCache, type PageCompileResult, type PageSizeLimits } from './compile-page';
import { listSourceFiles } from '../hosting/source-files';
import { publicFileProblems } from '../hosting/public-rules';
import { routeProblems } from './route-check';
import { CONTENT_DIR, duplicateSources, fileToId, scanContentDir, stubEntry } from './scan';
import { snapshotListOf } from './snapshot-check';

export { parseFrontMatter } from './parse';
export { CONTENT_DIR, fileToId, listContentFiles } from './scan';
export { compilePage } from './compile-page';
export { openFileCache } from './content-cache';

/** Options of {@link compileContent}. */
export interface CompileContentOptions {
  /** Content folders (default `content/`; the browser-test build adds its fixture pages). */
  dirs?: string[];
  /** Repository root that `file` paths are relative to (default: the working directory). */
  root?: string;
  /** Include the pages generated from `openapi/` (default true): each spec is parsed once, or comes from the cache with `cache`. */
  api?: boolean;
  /** The folder served at `/` (default `public/`). */
  publicDir?: string;
  /** The one script `public/` may hold, as its URL path (`/js/tag.js`), or null (default): see lib/hosting/public-rules.ts. */
  publicScript?: string | null;
  sizeLimits?: PageSizeLimits;
  /** Titles longer than this many characters get a warning (compile-page.ts default otherwise). */
  titleWarnLength?: number;
  /** Reuse earlier compiles (content-cache.ts); without it every page is compiled. */
  cache?: PageCache;
  /** Production URL and base path for the absolute links of the Markdown twins (default: the production URL). */
  site?: Pick<SiteConfig, 'url' | 'basePath'>;
  /** Results of an earlier compile in this process to reuse ({@link createCompileMemo}); the dev server keeps one. */
  memo?: CompileMemo;
}

/**
 * What a long-running caller (`npm run dev`) keeps from one compile to the next, so a save
 * compiles only what it changes: each page's last result, reused while the file's bytes are the
 * same, and each page's Markdown twin, reused while its result and the text of each body-less card
 * it shows (another page's description) are the same.
 * A reused page's local images and files are not looked up again until the page changes.
 */
export interface CompileMemo {
  pages: Map<string, { bytes: Buffer; result: PageCompileResult }>;
  markdown: Map<string, { result: PageCompileResult; text: string; cards: Record<string, string> }>;
  /** Each spec's last model that built: a spec mid-edit keeps its pages, which show its problem. */
  api: Map<string, ApiModel>;
  /** Each spec's compiled pages, reused while its model is the same. */
  apiPages: ApiPagesMemo;
}

/** An empty {@link CompileMemo}. */
export const createCompileMemo = (): CompileMemo => ({ pages: new Map(), markdown: new Map(), api: new Map(), apiPages: new Map() });

/** A page's result from the memo when its file is unchanged, else compiled (and stored). */
async function compileOrReuse(where: Parameters<typeof compilePageFile>[0], options: Parameters<typeof compilePageFile>[1], memo?: CompileMemo) {
  const bytes = memo ? readBytes(where.absolutePath) : undefined;
  const kept = bytes ? memo!.pages.get(where.file) : undefined;
  if (bytes && kept?.bytes.equals(bytes)) return { result: kept.result, compiled: false };
  const result = await compilePageFile(where, options);
  if (bytes) memo!.pages.set(where.file, { bytes, result });
  return { result, compiled: true };
}

/** A file's bytes, or undefined when it cannot be read (the compile reports it). */
function readBytes(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The compiled model plus each page's module, by content id. */
export interface CompileResult {
  compiled: CompiledContent;
  modules: Map<string, string>;
  /** The model of each spec in `openapi/`, in sidebar order (its pages are compiled with the others). */
  apiModels: ApiModel[];
  /** Specs parsed in this run (the others came from the cache): one per spec at most. */
  apiParses: number;
}

/**
 * Compiles the site's content: every page once, with every problem of every page collected (none
 * stops the others; a page that fails keeps its route with a stub entry, so development can show
 * the problem on it). Duplicate routes (two files for one route) and routes the route check
 * refuses (./route-check.ts: reserved, generated or public paths, names outside the route alphabet)
 * are problems too; such a page is not compiled. Errors and warnings are in `compiled.problems`; the caller decides
 * whether errors fail (`npm run build`) or are shown (`npm run dev`).
 */
export async function compileContent(options: CompileContentOptions = {}): Promise<CompileResult> {
  const root = options.root ?? process.cwd();
  const publicDir = options.publicDir ?? DEFAULT_PUBLIC_DIR;
  const problems: CompiledProblem[] = [];
  const entries: ContentEntry[] = [];
  const modules = new Map<string, string>();
  const trees: Array<[DocEntry, Root, PageCompileResult]> = [];
  const docIds = new Map<string, ContentEntry>();
  let compiles = 0;

  // A link out of the repository or to a dotfile is never read (content) or copied (public/).
  const refuse = (dir: string, refused: { rel: string; reason: string }[]) => {
    const name = path.relative(root, dir).split(path.sep).join('/');
    for (const r of refused) {
      const file = path.posix.join(name, r.rel);
      problems.push({ file, severity: 'error', message: `${path.posix.basename(file)} ${r.reason}` });
    }
  };
  const publicFiles = listSourceFiles(publicDir, root);
  refuse(publicDir, [...publicFiles.refused, ...publicFileProblems(publicFiles.files, options.publicScript ?? null)]);
  // Each spec parsed once (cached by the spec and the files it names): its pages' routes are reserved before any
  // content page is placed.
  const api =
    options.api === false
      ? { models: [], problems: [], parses: 0 }
      : await compileApiSpecs(root, {
          ...(options.cache ? { cacheDir: path.join(root, API_CACHE_DIR), fingerprint: compilerFingerprint(root, API_FINGERPRINT_SOURCES) } : {}),
          ...(options.memo ? { lastGood: options.memo.api } : {}),
        });
  problems.push(...api.problems);
  const apiRoutes = new Map(api.models.flatMap((model) => model.pages.map((page) => [page.entry.id, page.entry.file] as const)));
  for (const dir of options.dirs ?? [CONTENT_DIR]) {
    const { files, refused } = scanContentDir(dir, root);
    refuse(dir, refused);
    const contentDirName = path.relative(root, dir).split(path.sep).join('/');
    const clashing = new Set<string>();
    // A page whose route collides, or whose name no URL can carry, is not compiled.
    for (const { rel, message } of routeProblems(files, { apiPages: apiRoutes, publicFiles: publicFiles.files })) {
      problems.push({ file: `${contentDirName}/${rel}`, line: 1, severity: 'error', message });
      clashing.add(rel);
    }
    for (const { id, files: list } of duplicateSources(files)) {
      const named = list.map((f) => `${contentDirName}/${f}`);
      problems.push({
        file: named[0]!,
        line: 1,
        severity: 'error',
        message: `route /${id} has ${list.length} sources: ${named.join(', ')}. Keep one file per route (rename or delete the others).`,
      });
      for (const f of list) clashing.add(f);
    }
    for (const rel of files) {
      if (clashing.has(rel)) continue;
      if (rel.startsWith(`${NAVIGATION_DIR}/`)) {
        // The folder holds the navigation data files (lib/compile/navigation/), never pages.
        problems.push({
          file: `${contentDirName}/${rel}`,
          line: 1,
          severity: 'error',
          message: `${NAVIGATION_DIR}/ holds the navigation files, not pages: move the page out of it.`,
        });
        continue;
      }
      const id = fileToId(rel);
      const where = {
        file: `${contentDirName}/${rel}`,
        absolutePath: path.join(dir, rel),
        id,
        snapshotList: snapshotListOf({ file: contentDirName, absolutePath: dir }, id),
      };
      const existing = docIds.get(where.id);
      if (existing) {
        problems.push({
          file: where.file,
          line: 1,
          severity: 'error',
          message: `route /${where.id} is also the route of ${existing.file}. Keep one file per route.`,
        });
        continue;
      }
      const before = options.cache?.stats.compiled ?? 0;
      const { result, compiled } = await compileOrReuse(
        where,
        { publicDir, sizeLimits: options.sizeLimits, titleWarnLength: options.titleWarnLength, cache: options.cache },
        options.memo,
      );
      if (compiled) compiles += options.cache ? options.cache.stats.compiled - before : 1;
      problems.push(...result.problems);
      const entry = result.entry ?? stubEntry(where);
      entries.push(entry);
      docIds.set(entry.id, entry);
      // A page with an error gets no module: development shows its problems instead of a crash.
      if (result.js && !result.problems.some((p) => p.severity === 'error')) modules.set(entry.id, result.js);
      if (result.entry && result.tree) trees.push([result.entry, result.tree, result]);
    }
  }
  // The API pages, compiled like the others (a page of content/ on one of their routes was refused by the route check).
  const apiPages = await compileApiPages(api.models, root, { publicDir, sizeLimits: options.sizeLimits, cache: options.cache, memo: options.memo?.apiPages });
  problems.push(...apiPages.problems);
  compiles += apiPages.compiles;
  for (const page of apiPages.pages) {
    entries.push(page.entry);
    if (page.js) modules.set(page.entry.id, page.js);
    if (page.compiled) trees.push([page.compiled.entry, page.compiled.tree, page.compiled.result]);
  }
  // Pages deleted since the last compile.
  const files = new Set(entries.map((e) => e.file));
  for (const kept of [options.memo?.pages, options.memo?.markdown]) for (const file of kept?.keys() ?? []) if (!files.has(file)) kept!.delete(file);
  const index = toIndex(entries);
  // A body-less <Card> shows another page's description, so Markdown waits for the whole index;
  // the text is kept for the page's own <Card> too, so both show the same.
  const markdown: Record<string, string> = {};
  const cards: Record<string, string> = {};
  const cardText = (href: string) => {
    if (hrefToContentId(href) === undefined) return undefined;
    cards[href] = cardTargetDescription(href, index.byId);
    return cards[href];
  };
  // A page with an error already has its message; its Markdown would only repeat it.
  const broken = new Set(problems.filter((p) => p.severity === 'error').map((p) => p.file));
  // A card's text is the only thing a page's Markdown takes from other pages.
  const sameCards = (used: Record<string, string>) =>
    Object.entries(used).every(([href, text]) => {
      try {
        return cardTargetDescription(href, index.byId) === text;
      } catch {
        return false;
      }
    });
  for (const [entry, tree, result] of trees) {
    if (broken.has(entry.file)) continue;
    const kept = options.memo?.markdown.get(entry.file);
    if (kept && kept.result === result && sameCards(kept.cards)) {
      markdown[entry.route] = kept.text;
      Object.assign(cards, kept.cards);
      continue;
    }
    try {
      const used: Record<string, string> = {};
      const pageCardText = (href: string) => {
        const text = cardText(href);
        if (text !== undefined) used[href] = text;
        return text;
      };
      markdown[entry.route] = docEntryToMarkdown(entry, tree, pageCardText, options.site);
      options.memo?.markdown.set(entry.file, { result, text: markdown[entry.route]!, cards: used });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push({ file: error.file, line: error.line, severity: 'error', message: error.reason });
      // As for any page with an error: no module, so development shows the problem, not a crash.
      modules.delete(entry.id);
    }
  }

  return {
    compiled: {
      format: COMPILED_FORMAT,
      entries,
      navigation: emptyNavigation(),
      chrome: {},
      cards,
      markdown,
      problems,
      stats: { pages: entries.length, compiles },
    },
    modules,
    apiModels: api.models,
    apiParses: api.parses,
  };
}

/**
 * Builds the index of a content folder (plus the API pages unless `api: false`), for tests and
 * checks that need the model without writing it.
 * @throws ContentError for the first error problem, naming file and line
 */
export async function buildContentIndex(dir: string | string[] = CONTENT_DIR, options: Omit<CompileContentOptions, 'dirs'> = {}): Promise<ContentIndex> {
  const { compiled } = await compileContent({ ...options, dirs: Array.isArray(dir) ? dir : [dir] });
  const error = compiled.problems.find((p) => p.severity === 'error');
  if (error) throw new ContentError(error.file, error.line, error.message, error.column);
  return toIndex(compiled.entries);
}

/**
 * Writes the compiled model under `<root>/<dir>`: `model.json`, `markdown.json`, each page's module
 * `pages/<hash of the id>.js` (API pages included), and `pages.ts`, one loader per page keyed by content id, so a route renders
 * exactly the module the compile produced. Unchanged files are left untouched (a dev server does
 * not reload for nothing); modules of pages that no longer exist are removed.
 * @param root - repository root
 * @param dir - folder relative to `root`, default {@link compiledDir}
 * @param options.markdown - false: leave `markdown.json` as it is (`npm run dev`: only the
 *   postbuild reads the Markdown twins, and writing them costs a save about 40 ms)
 */
export function writeCompiledContent(root: string, result: CompileResult, dir: string = compiledDir(), options: { markdown?: boolean } = {}): void {
  const folder = path.join(root, dir);
  const pagesDir = path.join(folder, 'pages');
  fs.mkdirSync(pagesDir, { recursive: true });
  const { markdown, ...model } = result.compiled;
  const modelJson = JSON.stringify(model);
  writeIfChanged(path.join(folder, 'model.json'), modelJson);
  if (options.markdown !== false) writeIfChanged(path.join(folder, MARKDOWN_FILE), JSON.stringify(markdown));
  const ids = [...result.modules.keys()].sort();
  // Named by a hash of the content id: stable when other pages come or go.
  const names = new Map(ids.map((id) => [id, `${createHash('sha256').update(id).digest('hex').slice(0, 16)}.js`]));
  let moduleWritten = false;
  for (const [id, js] of result.modules) moduleWritten = writeIfChanged(path.join(pagesDir, names.get(id)!), js) || moduleWritten;
  const keep = new Set(names.values());
  for (const name of fs.readdirSync(pagesDir)) if (!keep.has(name)) fs.rmSync(path.join(pagesDir, name), { force: true });
  const loaders = ids.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`./pages/${names.get(id)}`)}),`);
  // A change signal for the dev server: any change of the model (a page's title, a new problem)
  // changes this module, so the routes that import it refresh without a reload. A
  // compile that rewrote a page's module keeps the last value: that module's change already
  // refreshes the route, which then reads the new model, and leaving this module alone spares the
  // route's own code a reload (about 0.1 s a save). The Markdown twins are left out: no route reads them.
  const hash = createHash('sha256').update(modelJson).digest('hex').slice(0, 16);
  const modelVersion = moduleWritten && lastVersion.has(folder) ? lastVersion.get(folder)! : hash;
  lastVersion.set(folder, modelVersion);
  writeIfChanged(
    path.join(folder, 'pages.ts'),
    [
      '// Generated by scripts/prebuild.ts from the compiled content: one loader per page, keyed by content id. Do not edit.',
      `export const modelVersion = ${JSON.stringify(modelVersion)};`,
      'export const pageModules: Record<string, () => Promise<{ default?: unknown }>> = {',
      ...loaders,
      '};',
      '',
    ].join('\n'),
  );
}

/** What this process last wrote to, or found in, each file: a save compares in memory, not by reading every page's module again. */
const lastWritten = new Map<string, string>();
/** The `modelVersion` this process last wrote to each compiled folder. */
const lastVersion = new Map<string, string>();

/**
 * Leaves an unchanged file untouched. Otherwise writes it next to its place and renames it over the
 * old one, so a reader (a route of the running dev server) never reads it half-written, and sees a
 * new file version (lib/content/process-memo.ts `fileVersion`).
 * @returns whether the file was written
 */
function writeIfChanged(file: string, text: string): boolean {
  if (lastWritten.get(file) === text && fs.existsSync(file)) return false;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) {
    lastWritten.set(file, text);
    return false;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
  lastWritten.set(file, text);
  return true;
}
