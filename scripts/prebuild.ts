/**
 * `prebuild` (before `next build`) and the first step of `npm run dev`: writes the generated inputs
 * and checks the content, each step one function call.
 * 1. `.generated/code-colors.css`: token colour classes for code blocks (lib/mdx/code-colors.mjs).
 * 2. The content model: every page compiled once (lib/compile/, unchanged pages from the
 *    page cache), each spec of `openapi/` parsed once into its pages (strict: a warning fails the
 *    build too; unchanged specs from the cache), the navigation files of `content/_nav/` resolved against it with each
 *    page's place in them and its last-updated date (one git pass), the API pages' descriptions and code
 *    rendered, the internal links of content and of the spec descriptions checked; written to
 *    `.generated/content/` with each page's module.
 *    All errors of all files are printed at once, as `file:line:col: severity: message`;
 *    warnings are counted (`npm run lint:mdx` lists them).
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
import { parseArgs } from 'node:util';
import { paletteCss, themePalette } from '../lib/mdx/code-colors.mjs';
import { CODE_THEMES } from '../lib/mdx/shiki-config.mjs';
import { toIndex, type ContentEntry } from '../lib/content';
import { CONTENT_DIR, type CompileMemo, compileContent, openFileCache, writeCompiledContent } from '../lib/compile';
import { placePages } from '../lib/compile/chrome';
import type { GitRunner } from '../lib/compile/git-last-updated';
import { buildNavigation, readNavigationSources } from '../lib/compile/navigation';
import { checkLinks } from '../lib/checks/content-check';
import { formatProblem } from '../lib/checks/problem';
import { readEnv } from '../lib/config/env';
import { siteConfig } from '../site.config';

/** Options of {@link compileAndCheck}. */
export interface CompileOptions {
  /** false: compile every page (the benchmark's cold build) */
  cache?: boolean;
  /** Pages and Markdown of the previous compile to reuse while unchanged (`npm run dev`; lib/compile `CompileMemo`). */
  memo?: CompileMemo;
  /** Runs git for the last-updated dates (default: git itself; `npm run dev` reuses its first answer). */
  git?: GitRunner;
}

/**
 * Compiles the content model (every page once; unchanged pages come from the page cache), checks
 * it — the compile's own problems, the navigation files against the pages, internal links of content and
 * spec descriptions — and writes it. Every problem is printed, all at once, as
 * `file:line:col: severity: message` with the fix.
 * @param dev - development: errors are kept in the model (shown on the page and in the overlay)
 *   and the model is written anyway
 * @param extraDirs - more content folders (the browser-test build's fixture pages)
 * @returns the number of errors (0 in dev mode), and the model's entries (none when errors stopped the write)
 */
export async function compileAndCheck(
  dev: boolean,
  extraDirs: string[] = [],
  options: CompileOptions = {},
): Promise<{ errors: number; entries: ContentEntry[] }> {
  const root = process.cwd();
  const started = Date.now();
  const cache = openFileCache(root, { disabled: options.cache === false });
  const dirs = [CONTENT_DIR, ...extraDirs.map((d) => path.resolve(d))];
  const result = await compileContent({
    dirs,
    cache,
    site: siteConfig,
    publicScript: readEnv().publicScript,
    sizeLimits: { warnBytes: siteConfig.content.pageSizeWarnKB * 1024, failBytes: siteConfig.content.pageSizeFailKB * 1024 },
    titleWarnLength: siteConfig.content.titleWarnLength,
    memo: options.memo,
  });
  const { compiled } = result;
  const index = toIndex(compiled.entries);
  const problems = compiled.problems;
  // The sidebars, navbar and landing page from content/_nav/, each problem at its line:col; every
  // page in exactly one sidebar, or standing alone (`sidebar: false`).
  const navigation = buildNavigation(readNavigationSources(dirs, root), index);
  problems.push(...navigation.problems);
  await placePages(compiled, navigation.navigation, navigation.places, { run: options.git });
  const failedRoutes = new Set(compiled.entries.filter((e) => problems.some((p) => p.file === e.file && p.severity === 'error')).map((e) => e.route));
  problems.push(...checkLinks(index, undefined, failedRoutes));
  // A compile that reused pages from memory did not read their cache entries: nothing to prune by.
  if (!extraDirs.length && !options.memo) cache.prune();

  const errors = problems.filter((p) => p.severity === 'error');
  for (const p of errors) console.error(formatProblem(p));
  // Warnings are listed where a contributor looks at one page (`npm run lint:mdx [-- files…]`, and
  // the page itself in `npm run dev`); the build log only counts them, so an error never drowns.
  const warnings = problems.length - errors.length;
  if (warnings && !dev) console.warn(`prebuild: ${warnings} warning(s); \`npm run lint:mdx\` lists them with the fix.`);
  const { pages, compiles } = compiled.stats;
  if (!dev && errors.length) {
    console.error(`prebuild: ${errors.length} error(s) in ${new Set(errors.map((e) => e.file)).size} file(s); fix them (each line above says how).`);
    return { errors: 1, entries: [] };
  }
  writeCompiledContent(root, result, undefined, { markdown: !dev });
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(
    `prebuild: ${pages} pages (${compiles} compiled, ${pages - compiles} from the page cache; ${result.apiModels.length} API specs: ${result.apiParses} parsed, ${result.apiModels.length - result.apiParses} from the cache) in ${took}${problems.length ? `, ${problems.length} problem(s)` : ''}.`,
  );
  return { errors: 0, entries: compiled.entries };
}

/** Step 1: the code colour classes. */
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
  await writeGeneratedInputs();
  const { errors } = await compileAndCheck(dev, values.content, { cache: !values['no-cache'] });
  process.exit(dev ? 0 : errors);
}
