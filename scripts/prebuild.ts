/**
 * `prebuild` (before `next build`) and the first step of `npm run dev`: writes the generated inputs
 * and checks the content, each step one function call.
 * 1. The committed API models (openapi/generated/) must exist and match their specs; the fix is
 *    `npm run gen:api` (scripts/gen-api.ts --check).
 * 2. `.generated/code-colors.css`: token colour classes for code blocks (lib/mdx/code-colors.mjs).
 * 3. The content model, compiled once (`.generated/content/`, lib/content/compiled.ts), and its
 *    internal links checked with file:line; so are the links in the spec descriptions of `openapi/`
 *    (with the JSON pointer of each description), against the same routes. The sidebars are
 *    resolved, and every page must be in exactly one sidebar or set `sidebar: false`.
 *
 * `--dev`: content errors and broken links are printed as warnings and shown on the affected page
 * (the dev server must start while a contributor is mid-edit); `npm run build` stays strict.
 * `--content <dir>` (repeatable) adds a content folder: the browser-test build's fixture pages.
 * With `E2E_FIXTURE=1` the model goes to the browser-test build's own folder (lib/content/compiled.ts
 * `compiledDir`), so that build can run beside the site's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { paletteCss, themePalette } from '../lib/mdx/code-colors.mjs';
import { CODE_THEMES } from '../lib/mdx/shiki-config.mjs';
import { CONTENT_DIR, compileContent, toIndex, writeCompiledContent } from '../lib/content';
import { checkLinks, formatProblem } from '../lib/checks/content-check';
import { checkSpecLinks } from '../lib/checks/spec-links';
import { placementProblems, resolveAllSidebars, SidebarError } from '../lib/sidebars';

/**
 * Compiles the content model and writes it.
 * @param dev - collect problems instead of failing
 * @returns the number of errors (always 0 in dev mode, where they are warnings)
 */
export async function compileAndCheck(dev: boolean, extraDirs: string[] = []): Promise<number> {
  const root = process.cwd();
  let compiled;
  try {
    compiled = await compileContent({ collectProblems: dev, dirs: [CONTENT_DIR, ...extraDirs.map((d) => path.resolve(d))] });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const index = toIndex(compiled.entries);
  let sidebars;
  try {
    sidebars = resolveAllSidebars(index);
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    console.error(error.message);
    if (!dev) return 1;
  }
  const linkProblems = [...checkLinks(index), ...checkSpecLinks(index), ...(sidebars ? placementProblems(index, sidebars) : [])];
  const errors = linkProblems.filter((p) => p.severity === 'error');
  if (dev) compiled.problems.push(...errors.map(({ file, line, message }) => ({ file, line, message })));
  writeCompiledContent(root, compiled);
  for (const p of compiled.problems) console.warn(`warning: ${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
  for (const p of linkProblems) if (!dev || p.severity === 'warning') (p.severity === 'error' ? console.error : console.warn)(formatProblem(p));
  if (!dev && errors.length) {
    console.error(`prebuild: ${errors.length} error(s) (broken internal links, pages without a sidebar); fix them as described above.`);
    return 1;
  }
  console.log(`prebuild: ${compiled.entries.length} pages compiled${compiled.problems.length ? `, ${compiled.problems.length} problem(s) shown on their pages` : ', internal links resolve'}.`);
  return 0;
}

/** Steps 1 and 2: the API models and the code colour classes. */
export async function writeGeneratedInputs(): Promise<number> {
  const api = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', '--check'], { stdio: 'inherit' });
  if (api.status !== 0) return api.status ?? 1;
  const generated = path.resolve('.generated');
  fs.mkdirSync(generated, { recursive: true });
  const [light, dark] = await Promise.all([themePalette(CODE_THEMES.light), themePalette(CODE_THEMES.dark)]);
  // Left untouched when unchanged: another build (the browser tests' beside the site's) may be reading it.
  const css = path.join(generated, 'code-colors.css');
  const text = paletteCss({ light, dark });
  if (!fs.existsSync(css) || fs.readFileSync(css, 'utf8') !== text) fs.writeFileSync(css, text);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dev: { type: 'boolean', default: false }, content: { type: 'string', multiple: true, default: [] } } });
  const dev = values.dev;
  const status = (await writeGeneratedInputs()) || (await compileAndCheck(dev, values.content));
  process.exit(dev ? 0 : status);
}
