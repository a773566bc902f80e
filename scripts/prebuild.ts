/**
 * `prebuild` (before `next build`) and the first step of `npm run dev`: writes the generated inputs
 * and checks the content, each step one function call.
 * 1. The committed API models (openapi/generated/) must exist and match their specs; the fix is
 *    `npm run gen:api` (scripts/gen-api.ts --check --strict: a warning fails the build too).
 * 2. `.generated/code-colors.css`: token colour classes for code blocks (lib/mdx/code-colors.mjs).
 * 3. The content model: every page compiled once (lib/compile/, unchanged pages from the
 *    page cache), the sidebars resolved against it with each page's place in them and its
 *    last-updated date (one git pass), the API pages' descriptions and code rendered, the internal
 *    links of content and of the spec descriptions of `openapi/` checked; written to
 *    `.generated/content/` with each page's module.
 *    All problems of all files are printed at once, as `file:line:col: severity: message`.
 *    Every page must be in exactly one sidebar or set `sidebar: false`.
 *
 * `--dev`: errors are kept in the model and shown on the affected page and in the dev overlay
 * (the dev server must start while a contributor is mid-edit); `npm run build` stays strict.
 * `--no-cache` compiles every page (the benchmark's cold build).
 * `--content <dir>` (repeatable) adds a content folder: the browser-test build's fixture pages.
 * With `E2E_FIXTURE=1` the model goes to the browser-test build's own folder (lib/content/compiled.ts
 * `compiledDir`), so that build can run beside the site's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { paletteCss, themePalette } from '../lib/mdx/code-colors.mjs';
import { CODE_THEMES } from '../lib/mdx/shiki-config.mjs';
import { toIndex } from '../lib/content';
import { CONTENT_DIR, type CompileMemo, compileContent, openFileCache, writeCompiledContent } from '../lib/compile';
import { cachedApiHtml } from '../lib/compile/api-html';
import { placePages } from '../lib/compile/chrome';
import type { GitRunner } from '../lib/compile/git-last-updated';
import { compilerFingerprint } from '../lib/compile/content-cache';
import { navbarDocIds } from '../lib/content/navigation';
import { loadApiModels } from '../lib/openapi';
import { checkLinks } from '../lib/checks/content-check';
import { formatProblem } from '../lib/checks/problem';
import { checkSpecLinks } from '../lib/checks/spec-links';
import { placementProblems, resolveAllSidebars } from '../lib/content/sidebars';
import { type CompiledProblem, SIDEBARS_FILE } from '../lib/content/compiled';
import { siteConfig } from '../site.config';

/** The line of lib/content/sidebars.ts that names a doc id, for a sidebar error. */
function sidebarLine(id: string | undefined): number | undefined {
  if (!id) return undefined;
  const lines = fs.readFileSync(SIDEBARS_FILE, 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes(`'${id}'`) || l.includes(`"${id}"`));
  return i >= 0 ? i + 1 : undefined;
}

/** Options of {@link compileAndCheck}. */
export interface CompileOptions {
  /** false: compile every page (the benchmark's cold build) */
  cache?: boolean;
  /**
   * Loads the sidebar definitions (default: the copy this process imported). A long-running caller
   * (`npm run dev`) passes a fresh import, so an edit of lib/content/sidebars.ts is seen.
   */
  sidebars?: () => Promise<Pick<typeof import('../lib/content/sidebars'), 'resolveAllSidebars' | 'placementProblems'>>;
  /** Pages and Markdown of the previous compile to reuse while unchanged (`npm run dev`; lib/compile `CompileMemo`). */
  memo?: CompileMemo;
  /** Runs git for the last-updated dates (default: git itself; `npm run dev` reuses its first answer). */
  git?: GitRunner;
  /** Problems found before the compile, reported with its own (`npm run dev`: specs that do not build). */
  problems?: CompiledProblem[];
}

/**
 * Compiles the content model (every page once; unchanged pages come from the page cache), checks
 * it — the compile's own problems, the sidebars against the pages, internal links of content and
 * spec descriptions — and writes it. Every problem is printed, all at once, as
 * `file:line:col: severity: message` with the fix.
 * @param dev - development: errors are kept in the model (shown on the page and in the overlay)
 *   and the model is written anyway
 * @param extraDirs - more content folders (the browser-test build's fixture pages)
 * @returns the number of errors (0 in dev mode)
 */
export async function compileAndCheck(dev: boolean, extraDirs: string[] = [], options: CompileOptions = {}): Promise<number> {
  const root = process.cwd();
  const started = Date.now();
  const cache = openFileCache(root, { disabled: options.cache === false });
  const result = await compileContent({
    dirs: [CONTENT_DIR, ...extraDirs.map((d) => path.resolve(d))],
    cache,
    site: siteConfig,
    sizeLimits: { warnBytes: siteConfig.content.pageSizeWarnKB * 1024, failBytes: siteConfig.content.pageSizeFailKB * 1024 },
    titleWarnLength: siteConfig.content.titleWarnLength,
    memo: options.memo,
  });
  const { compiled } = result;
  const index = toIndex(compiled.entries);
  const problems = compiled.problems;
  problems.push(...(options.problems ?? []));
  // Every invalid sidebar entry, each with its line; then every page in exactly one sidebar, or
  // standing alone (`sidebar: false`).
  const sidebarModule = options.sidebars ? await options.sidebars() : { resolveAllSidebars, placementProblems };
  const sidebars = sidebarModule.resolveAllSidebars(index, (error) =>
    problems.push({ file: SIDEBARS_FILE, line: sidebarLine(error.docId), severity: 'error', message: error.message }),
  );
  problems.push(...sidebarModule.placementProblems(index, sidebars));
  await placePages(compiled, sidebars, navbarDocIds(siteConfig.navbar.items), { run: options.git });
  const failedRoutes = new Set(compiled.entries.filter((e) => problems.some((p) => p.file === e.file && p.severity === 'error')).map((e) => e.route));
  problems.push(...checkLinks(index, undefined, failedRoutes), ...checkSpecLinks(index));
  // A compile that reused pages from memory did not read their cache entries: nothing to prune by.
  if (!extraDirs.length && !options.memo) cache.prune();

  const errors = problems.filter((p) => p.severity === 'error');
  for (const p of problems) (p.severity === 'error' ? console.error : console.warn)(formatProblem(p));
  const { pages, compiles } = compiled.stats;
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (!dev && errors.length) {
    console.error(`prebuild: ${errors.length} error(s) in ${new Set(errors.map((e) => e.file)).size} file(s); fix them (each line above says how).`);
    return 1;
  }
  result.apiHtml = await cachedApiHtml(loadApiModels(), path.join(root, '.generated', 'cache', 'api'), compilerFingerprint(root));
  writeCompiledContent(root, result);
  console.log(
    `prebuild: ${compiled.entries.length} pages (${pages} doc pages: ${compiles} compiled, ${pages - compiles} from the page cache) in ${took}${problems.length ? `, ${problems.length} problem(s)` : ''}.`,
  );
  return 0;
}

/**
 * Step 1: checks the committed API models against their specs in a process of its own, so it runs
 * beside the compile. Strict: the site's own specs build without a single warning.
 * @returns a promise of its exit status (0: the models are current)
 */
export function checkApiModels(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', '--check', '--strict'], { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`prebuild: could not run the API model check: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Step 2: the code colour classes. */
export async function writeGeneratedInputs(): Promise<void> {
  const generated = path.resolve('.generated');
  fs.mkdirSync(generated, { recursive: true });
  const [light, dark] = await Promise.all([themePalette(CODE_THEMES.light), themePalette(CODE_THEMES.dark)]);
  // Left untouched when unchanged: another build (the browser tests' beside the site's) may be reading it.
  const css = path.join(generated, 'code-colors.css');
  const text = paletteCss({ light, dark });
  if (!fs.existsSync(css) || fs.readFileSync(css, 'utf8') !== text) fs.writeFileSync(css, text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dev: { type: 'boolean', default: false },
      content: { type: 'string', multiple: true, default: [] },
      'no-cache': { type: 'boolean', default: false },
    },
  });
  const dev = values.dev;
  const apiModels = checkApiModels();
  await writeGeneratedInputs();
  const status = await compileAndCheck(dev, values.content, { cache: !values['no-cache'] });
  // Waited for in every case, so its output is never cut off by the exit.
  const apiStatus = await apiModels;
  process.exit(dev ? 0 : status || apiStatus);
}
